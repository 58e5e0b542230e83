// Request and reply examples of the OpenAPI document. tests/unit/openapi.test.ts checks
// each against its endpoint's schemas, so they cannot drift from what the API takes.

import { defaultSettings } from "@/lib/chatbots/defaults";
import { IMPORT_DEFAULTS } from "@/lib/listings/sheet/plan";

const chatbotId = "3f2a9c4e8b1d4f6a9e0c7b5d2a1f8e63";
const userId = "5b0e6c1a-2f4d-4e8b-9a71-3c2d1e0f9a8b";
const workspaceId = "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a";
const keyId = "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9";
const created = "2026-04-01T09:30:00.000Z";

// A new chatbot's settings, with the ones an agency would change first.
const settings = {
  ...defaultSettings("America/New_York"),
  Name: "Harbor Homes",
  Model: "1",
  SystemMessage: "You are a helpful real-estate assistant for Harbor Realty.",
  SuggestedMessage: "Homes for sale in Austin\nRentals under $2,500\nTalk to an agent",
  TalkToHumanEmail: "agents@harbor.test",
};

const qaSource = {
  ID: "42",
  Kind: "qa",
  Title: "What are your fees?",
  Url: null,
  FileID: null,
  Status: "ready",
  FailureReason: null,
  Language: "en",
  Question: "What are your fees?",
  AlternativeQuestions: ["How much do you charge?"],
  Answer: "Our commission is 2.5% of the sale price, paid at closing.",
  ChunkCount: 1,
  PageCount: 0,
  ComplianceFlags: [],
  CreatedAt: created,
  UpdatedAt: created,
} as const;

const siteSource = {
  ...qaSource,
  ID: "43",
  Kind: "url",
  Title: "Buying with Casa Realty",
  Url: "https://www.example.com/buying",
  Status: "processing",
  Language: "other",
  Question: null,
  AlternativeQuestions: [],
  Answer: null,
  ChunkCount: 0,
} as const;

const listingInput = {
  SaleType: "for_sale",
  Status: "Active",
  CurrencySymbol: "$",
  PropertyType: "Condo",
  Bedrooms: 2,
  Bathrooms: 2,
  Url: "https://example.com/l/1",
  MLSNumber: "A-1001",
  YearBuilt: 2015,
  DaysOnMarket: 3,
  LotArea: 0,
  BuildingArea: 1100,
  AreaUnit: "Square Feet",
  ParkingSpots: 1,
  City: "Austin",
  SalePrice: 525000,
};

const message = {
  MessageID: 2049,
  SessionID: 1024,
  Type: "Question",
  Content: "3 bedroom homes for sale in Austin under 900k",
  ChatAskType: "Text",
  FileIds: [],
  TotalToken: 0,
  NoAnswer: false,
  Interrupted: false,
  CreateTime: created,
};

const lead = { Type: "Lead", Name: "Sam Rivera", Email: "sam@example.com", Phone: "", Message: "Interested in A-1001", CreateTime: created } as const;

const preUpload = {
  request: { fileName: "front.jpg" },
  data: { FileStoreId: "17", PreUploadUrl: "https://chat.example.com/api/upload/17?token=…", FileUrl: "https://chat.example.com/api/files/17/k3y" },
};

export const examples = {
  knowledgeAdd: {
    request: { SerialNumber: chatbotId, Question: qaSource.Question, AlternativeQuestions: qaSource.AlternativeQuestions, Answer: qaSource.Answer },
    data: qaSource,
  },
  knowledgeRefetch: { request: { SerialNumber: chatbotId, ID: "43" }, data: { ...siteSource, PageCount: 0 } },
  knowledgeImport: {
    request: {
      SerialNumber: chatbotId,
      Csv: "Question,Answer,AlternativeQuestions\nDo you allow pets?,Yes: cats and dogs under 20 kg.,Are pets allowed?|Can I bring my dog?\nParking?,,\n",
    },
    data: { Added: 1, Errors: [{ Row: 3, Message: "Answer must not be empty" }] },
  },
  knowledgeGet: { request: { SerialNumber: chatbotId, ID: "42" }, data: qaSource },
  knowledgeList: { request: { SerialNumber: chatbotId, Status: "ready", PageNumber: 1, PageSize: 20 }, data: { List: [qaSource], VirtualCount: 1 } },
  knowledgeUpdate: {
    request: { SerialNumber: chatbotId, ID: "42", Answer: "Our commission is 2% of the sale price, paid at closing." },
    data: { ...qaSource, Answer: "Our commission is 2% of the sale price, paid at closing.", UpdatedAt: "2026-04-02T10:00:00.000Z" },
  },
  knowledgeDelete: { request: { SerialNumber: chatbotId, IDs: ["42"] }, data: { SuccessCount: 1 } },
  knowledgeSearch: {
    request: { SerialNumber: chatbotId, Question: "How much is your commission?", Limit: 5 },
    data: {
      Language: "en",
      Passages: [
        {
          SourceID: "42",
          Kind: "qa",
          Title: qaSource.Title,
          Url: null,
          Heading: qaSource.Question,
          Content: "How much do you charge?\nOur commission is 2.5% of the sale price, paid at closing.",
          Answer: qaSource.Answer,
          Score: 0.35,
        },
      ],
    },
  },
  chatbotId,
  userId,
  keyId,
  clientAsk: {
    request: { sessionID: 1024, content: "3 bedroom homes for sale in Austin under 900k", stream: false },
    data: { messageid: 2050, content: "I found 2 homes for sale in Austin with 3 bedrooms under $900,000: …", totalToken: 214, noAnswer: false },
  },
  add: { request: { timeZone: "America/New_York", type: 0, Name: "Harbor Homes" }, data: chatbotId },
  edit: { request: { serialNumber: chatbotId, ChatBubbleColor: "rgb(16,122,87)", Temperature: 40 }, data: 1 },
  get: { request: { serialNumber: chatbotId }, data: { serialNumber: chatbotId, CreatedAt: created, ...settings } },
  list: { request: {}, data: [{ serialNumber: chatbotId, Name: "Harbor Homes", CreatedAt: created, ListingCount: 72, MessagesThisMonth: 12 }] },
  models: {
    request: {},
    data: [
      { Key: "1", Value: "concierge", Status: true, Vision: false },
      { Key: "2", Value: "gpt-4o", Status: false, Vision: true },
    ],
  },
  history: { request: { SerialNumber: chatbotId, StartTime: "2026-01-01", EndTime: "2026-12-31" }, data: [message] },
  leads: { request: { serialNumber: chatbotId }, data: [{ ...lead, SessionID: 1024 }] },
  leadInbox: {
    request: { Status: "new", PageNumber: 1, PageSize: 20 },
    data: {
      List: [
        {
          LeadID: 7,
          SerialNumber: chatbotId,
          ChatbotName: "Harbor Homes",
          ...lead,
          Status: "new" as const,
          Notes: "",
          SessionID: 1024,
          Listing: { ID: 501, MLSNumber: "A-1001", Address: "412 Oak St", City: "Austin" },
          Showings: [] as never[],
          SavedSearches: [
            {
              Summary: "houses for sale in Austin with 3 bedrooms up to $500,000",
              Status: "active" as const,
              LastSentAt: null,
              CreateTime: "2026-03-02T15:04:05.000Z",
            },
          ],
          Qualification: {
            Intent: "buy" as const,
            BudgetMax: 450_000,
            Area: "Austin",
            Bedrooms: 3,
            Timeline: "within 3 months",
            TimelineMonths: 3,
            Financing: "pre-approved" as const,
          },
          Score: "hot" as const,
          ScoreReasons: ["moving within 3 months, pre-approved"],
          ListingsViewed: [501],
          UpdatedAt: created,
        },
      ],
      VirtualCount: 1,
      Counts: { new: 1, contacted: 0, closed: 0 },
    },
  },
  createListing: { request: { SerialNumber: chatbotId, ...listingInput }, data: "501" },
  importSheet: {
    request: {
      SerialNumber: chatbotId,
      Csv: "MLS,Type,Price,Beds,Baths Full,Baths Half,Lot (acres)\nTX-9,Condo,$2650/mo,2,2,0,\nTX-10,House,$450000,3,2,1,0.17",
      DryRun: true,
    },
    data: {
      Format: "csv",
      Encoding: "utf-8",
      Delimiter: ",",
      Columns: [
        { Column: "MLS", ImportedAs: "MLSNumber" },
        { Column: "Type", ImportedAs: "PropertyType" },
        { Column: "Price", ImportedAs: "Price" },
        { Column: "Beds", ImportedAs: "Bedrooms" },
        { Column: "Baths Full", ImportedAs: "Bathrooms" },
        { Column: "Baths Half", ImportedAs: "HalfBaths" },
        { Column: "Lot (acres)", ImportedAs: "LotArea" },
      ],
      Defaults: { ...IMPORT_DEFAULTS, CurrencySymbol: "$", AreaUnit: "Square Feet" },
      Decimal: ".",
      Warnings: [{ Field: "LotArea", Kind: "converted", Column: "Lot (acres)", Value: "", Rows: [3], Count: 1 }],
      Preview: [
        "2-bed condo for rent at $2,650 a month, 2 baths, living area not given",
        "3-bed house for sale at $450,000, 2.5 baths (2 full + 1 half), living area not given, lot 7,405 sq ft (0.17 acres in the sheet)",
      ],
      Created: 0,
      Updated: 0,
      Failed: 0,
      Ready: 2,
      Rows: [
        { Row: 2, MLSNumber: "TX-9", Result: "ready", Sentence: "2-bed condo for rent at $2,650 a month, 2 baths, living area not given" },
        {
          Row: 3,
          MLSNumber: "TX-10",
          Result: "ready",
          Sentence: "3-bed house for sale at $450,000, 2.5 baths (2 full + 1 half), living area not given, lot 7,405 sq ft (0.17 acres in the sheet)",
        },
      ],
    },
  },
  getListing: {
    request: { SerialNumber: chatbotId, Key: "501", KeyType: "PlatformId" },
    data: {
      ID: "501",
      CreatedAt: created,
      UpdatedAt: created,
      ...listingInput,
      SaleType: "for_sale",
      Status: "Active",
      AreaUnit: "Square Feet",
      Images: null,
      Tours: null,
      Description: "",
      ExtensionColumn: null,
      Location: "",
      Address: "",
      State: "",
      ZIP: "",
      Latitude: null,
      Longitude: null,
      UnitAreaPrice: null,
      HOAMonth: null,
      ZestimatePrice: null,
      RentPrice: null,
      SpaceType: null,
      DepositFee: null,
      FeedKey: "",
    },
  },
  listListings: {
    request: { SerialNumber: chatbotId, CityName: "austin", SaleType: "for_sale", PageNumber: 1, PageSize: 20 },
    data: {
      List: [
        {
          ID: 501,
          PropertyType: "Condo",
          SaleType: "For Sale",
          Status: "Active",
          Images: "[]",
          CurrencySymbol: "$",
          State: "TX",
          City: "Austin",
          Address: "12 Congress Ave",
          ZIP: "78701",
          Area: "Downtown",
          Url: "https://example.com/l/1",
          Tours: "",
          MLSNumber: "A-1001",
          Description: "",
          SpaceType: "",
          Price: "525000",
          Bathrooms: "2",
          Bedrooms: "2",
          YearBuilt: "2015",
          DaysOnMarket: "3",
          LotArea: "0",
          BuildingArea: "1100",
          ParkingSpots: "1",
          RentPrice: "",
          DepositFee: "",
          SalePrice: "525000",
          UnitAreaPrice: "",
          ZestimatePrice: "",
          HOAMonth: "",
          LATITUDE: 30.2672,
          LONGITUDE: -97.7431,
          ExtensionColumn: "[]",
        },
      ],
      VirtualCount: 1,
    },
  },
  sessionList: {
    request: { serialNumber: chatbotId, PageNumber: 1, PageSize: 20 },
    data: {
      List: [{ SessionID: 1024, CreatedAt: created, LastMessageAt: created, MessageCount: 2, Preview: message.Content, LeadCount: 1, HandoffCount: 0 }],
      VirtualCount: 1,
    },
  },
  mailList: {
    request: { serialNumber: chatbotId, Status: "sent", PageNumber: 1, PageSize: 20 },
    data: {
      List: [
        {
          ID: 3,
          Kind: "handoff",
          To: "agent@harbor.test",
          ReplyTo: "sam@example.com",
          Subject: "Harbor Homes: a visitor asked to talk to a person (session 1024)",
          Body: "A visitor of Harbor Homes asked to talk to a person.\n\nName: Sam\nE-mail: sam@example.com\n\nConversation so far:\n…",
          Status: "sent",
          Attempts: 1,
          LastError: "",
          CreatedAt: created,
          SentAt: created,
          NextAttemptAt: null,
        },
      ],
      VirtualCount: 1,
    },
  },
  sessionMessages: {
    request: { serialNumber: chatbotId, sessionID: 1024 },
    data: {
      SessionID: 1024,
      CreatedAt: created,
      Messages: [message],
      Leads: [lead],
      Qualification: { Intent: "buy" as const, Area: "Austin", Bedrooms: 3, BudgetMax: 500_000, Timeline: "within 3 months", TimelineMonths: 3 },
    },
  },
  file: {
    request: { fileId: "17" },
    data: { FileStoreId: "17", FileName: "front.jpg", Status: "ready", Kind: "image", Mime: "image/jpeg", Size: 48213, Url: "/api/files/17/k3y" },
  },
  preUpload,
  me: { request: {}, data: { UserID: userId, Email: "owner@harbor.test", WorkspaceID: workspaceId, WorkspaceName: "Harbor Realty", Role: "owner" as const } },
  signUp: {
    request: { Email: "owner@harbor.test", Password: "correct horse battery", WorkspaceName: "Harbor Realty" },
    data: { Email: "owner@harbor.test", Status: "sign_in" },
  },
  widgetConfig: {
    request: {},
    data: {
      SerialNumber: chatbotId,
      Name: "Harbor Homes",
      ProfilePictureUrl: "",
      IconUrl: "",
      BubbleAlign: "right",
      BubbleColor: "rgb(37,99,235)",
      UserMessageColor: "rgb(241,245,249)",
      WelcomeMessage: settings.WelcomeMessage,
      SuggestedMessages: ["Homes for sale in Austin", "Rentals under $2,500"],
      InputPlaceholder: settings.UserInputPlaceholder,
      PopupOnce: true,
      RemoveChatLogOnBrowserClose: false,
      EnableUploadImage: false,
      EnablePushToTalk: false,
      PrivacyPolicy: null,
      Social: { Facebook: "", Instagram: "", Whatsapp: "" },
      TalkToHuman: true,
      RateLimitMessage: settings.RateLimitMessage,
    },
  },
  originalConfig: {
    request: { serialNumber: chatbotId, clientTimeZone: "America/Chicago", clientCurrentTime: "2026-04-01 04:30:00" },
    data: { SessionID: 1025, SessionKey: "1025.Qm9vdHN0cmFwLXZpc2l0b3Itc2Vzc2lvbi1rZXkwMQx" },
  },
  apiKeys: { request: {}, data: [{ ID: keyId, Name: "CRM sync", Prefix: "cbk_0123", CreatedAt: created, RevokedAt: null }] },
  workspace: {
    request: {},
    data: {
      ID: workspaceId,
      Name: "Harbor Realty",
      SessionKeyPrefix: "cbs_0123",
      CreatedAt: created,
      StorageUsedBytes: 52_428_800,
      StorageQuotaBytes: 1_073_741_824,
    },
  },
  members: { request: {}, data: [{ ID: userId, Email: "owner@harbor.test", Role: "owner" as const, CreatedAt: created, You: true }] },
  invitations: {
    request: {},
    data: [
      {
        ID: "3f9a1c0e5b7d2468",
        Email: "agent@harbor.test",
        Role: "member" as const,
        InvitedBy: "owner@harbor.test",
        CreatedAt: created,
        ExpiresAt: "2026-04-08T09:30:00.000Z",
      },
    ],
  },
  userSessions: {
    request: {},
    data: [
      {
        ID: "8c1f0a9e2b3d4c5e",
        CreatedAt: created,
        ExpiresAt: "2026-05-01T09:30:00.000Z",
        UserAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
        Current: true,
      },
    ],
  },
};
