import { z } from "zod";
import { PROTECTED_CHARACTERISTICS } from "@/lib/fair-housing/characteristics";
import { AREA_UNITS, LISTING_STATUSES, SALE_TYPES, SPACE_TYPES, TOURS, USER_ROLES } from "@/db/enums";

// The `Data` of each endpoint's reply, as zod schemas: the OpenAPI document describes
// replies with them, the typed client (lib/client) takes its reply types from them, and
// the route binder (lib/api/route.ts) fails the type check when a service returns something else.

export const isoTime = z.string().describe("ISO 8601 time");
const chatbotId = z
  .string()
  .regex(/^[0-9a-f]{32}$/)
  .describe("chatbot ID: 32 lower-case hex digits");

export const nullData = z.null();
export const countData = z.number().int().describe("number of records written (1 on success)");
export const idText = z.string().describe("the new record's ID");

export const chatbotSummary = z.object({
  serialNumber: chatbotId,
  Name: z.string(),
  CreatedAt: isoTime,
  ListingCount: z.number().int(),
  MessagesThisMonth: z.number().int(),
});

/** The 36 settings as stored (normalised), with the chatbot's ID and creation time. */
export const chatbotDetail = z.object({
  serialNumber: chatbotId,
  CreatedAt: isoTime,
  Name: z.string(),
  Model: z.string(),
  SystemMessage: z.string(),
  Temperature: z.number().int(),
  TimeZone: z.string(),
  AnswerSuffix: z.string(),
  ChatProfilePicture: z.string(),
  ChatIcon: z.string(),
  ChatBubbleAlign: z.number().int(),
  ChatBubbleColor: z.string(),
  ChatbotPopupOnce: z.boolean(),
  ChatbotPrivacyPolicyDescription: z.string(),
  ChatbotPrivacyPolicyName: z.string(),
  ChatbotPrivacyPolicyUrl: z.string(),
  EnablePushToTalk: z.boolean(),
  EnableUploadImage: z.boolean(),
  FacebookUrl: z.string(),
  InstagramUrl: z.string(),
  RemoveChatLogOnBrowserClose: z.boolean(),
  SuggestedMessage: z.string(),
  TalkToHumanEmail: z.string(),
  TalkToHumanResponseMessage: z.string(),
  UserInputPlaceholder: z.string(),
  UserMessageColor: z.string(),
  WelcomeMessage: z.string(),
  WhatsappUrl: z.string(),
  VerifyDomain: z.boolean(),
  Domains: z.string(),
  RateLimitCount: z.number().int(),
  RateLimitMessage: z.string(),
  RateLimitTime: z.number().int(),
  CustomDomain: z.string(),
  EmailForDailyChatLogs: z.string(),
  EmailForDailyLeads: z.string(),
  AIResponseLanguage: z.string(),
  MessageLimit: z.number().int(),
  BookingUrl: z.string().describe("the agent's booking page, offered to visitors who ask to see a home; empty: showing requests are collected"),
});

export const modelOption = z.object({
  Key: z.string().describe("the value to store in Model"),
  Value: z.string().describe("the model's name"),
  Status: z.boolean().describe("whether its provider is configured"),
  Vision: z.boolean().describe("whether it takes images"),
});

export const sessionData = z.object({ SessionID: z.number().int() });

export const askReply = z.object({
  messageid: z.number().int().describe("the answer's message ID"),
  content: z.string().describe("the answer, ending with AnswerSuffix"),
  totalToken: z.number().int(),
  noAnswer: z.boolean().describe("the bot could not answer from what it knows"),
});

/** One line of a streamed ClientAsk reply (text/event-stream, one JSON object per line, no `data:` prefix). */
export const askStreamPiece = z.object({ content: z.string().describe("the next piece of the answer") });
const taskCompleted = z.literal(true).describe("on the last line of every stream: readers of the original service read until they see it");
export const askStreamDone = z.object({
  QuestionID: z.number().int(),
  AnswerID: z.number().int(),
  Answer: z.string().describe("the whole answer"),
  TotalToken: z.number().int(),
  TaskCompleted: taskCompleted,
});
export const askStreamError = z.object({ Success: z.literal(false), Code: z.number().int(), Message: z.string(), TaskCompleted: taskCompleted });
export const askStreamLine = z.union([askStreamPiece, askStreamDone, askStreamError]);

export const creditsData = z.object({
  Total: z.number().int().describe("MessageLimit (-1: unlimited)"),
  Used: z.number().int(),
  Remain: z.number().int().describe("-1: unlimited"),
});

export const storedMessage = z.object({
  MessageID: z.number().int(),
  SessionID: z.number().int(),
  Type: z.string().describe("Question or Answer"),
  Content: z.string(),
  ChatAskType: z.string(),
  FileIds: z.array(z.string()),
  TotalToken: z.number().int(),
  NoAnswer: z.boolean(),
  Interrupted: z.boolean(),
  CreateTime: isoTime,
});

/** What a conversation states of a visitor's search (lib/leads/qualification.ts), on a lead and on a conversation. */
const qualificationReply = z.object({
  Intent: z.enum(["buy", "rent"]).optional(),
  BudgetMin: z.number().optional(),
  BudgetMax: z.number().optional(),
  Area: z.string().optional(),
  Bedrooms: z.number().int().optional(),
  Timeline: z.string().optional().describe("as the visitor said it"),
  TimelineMonths: z.number().optional().describe("0: as soon as possible; 12: a year or more, or just browsing"),
  Financing: z.enum(["pre-approved", "cash", "needs-mortgage", "not-yet"]).optional(),
  MustSellFirst: z.boolean().optional(),
});

const leadFields = {
  Type: z.enum(["Lead", "Handoff"]),
  Name: z.string(),
  Email: z.string(),
  Phone: z.string(),
  Message: z.string(),
  CreateTime: isoTime,
};
export const leadItem = z.object({ ...leadFields, SessionID: z.number().int().nullable() });

export const showingReply = z.object({
  ShowingID: z.number().int(),
  SerialNumber: z.string(),
  LeadID: z.number().int(),
  SessionID: z.number().int().nullable(),
  Listing: z.object({ ID: z.number().int().nullable(), Address: z.string(), MLSNumber: z.string() }).nullable(),
  Proposed: z
    .array(z.object({ Start: isoTime, End: isoTime, Timed: z.boolean(), Text: z.string().describe("in the chatbot's time zone, in English") }))
    .describe("the windows the visitor offered, read in the chatbot's time zone; empty when they gave none"),
  VisitorWords: z.string().describe("what the visitor wrote about when"),
  Status: z.enum(["requested", "confirmed", "proposed", "declined", "cancelled"]),
  ScheduledStart: isoTime.nullable().describe("the time the owner confirmed or proposed"),
  ScheduledEnd: isoTime.nullable(),
  OwnerNote: z.string(),
  TimeZone: z.string().describe("the chatbot's time zone"),
  CreateTime: isoTime,
  UpdatedAt: isoTime,
});

export const inboxLead = z.object({
  LeadID: z.number().int(),
  SerialNumber: z.string().describe("the chatbot the lead came through"),
  ChatbotName: z.string(),
  ...leadFields,
  Status: z.enum(["new", "contacted", "closed"]).describe("where the follow-up stands"),
  Notes: z.string().describe("the owner's notes"),
  SessionID: z.number().int().nullable().describe("the conversation the lead came from"),
  Listing: z
    .object({ ID: z.number().int(), MLSNumber: z.string(), Address: z.string(), City: z.string() })
    .nullable()
    .describe("the listing the last answer before the lead named first, if it still exists"),
  Showings: z.array(showingReply).describe("the visitor's showing requests, newest first"),
  SavedSearches: z
    .array(
      z.object({
        Summary: z.string().describe("what the alert watches for, in the visitor's words and language"),
        Status: z.enum(["pending", "active", "unsubscribed"]).describe("pending until the visitor follows the confirmation link"),
        LastSentAt: z.string().nullable().describe("when it last mailed the visitor new or cheaper matches"),
        CreateTime: z.string(),
      }),
    )
    .describe("the visitor's saved searches (alerts), newest first"),
  Qualification: qualificationReply.describe("what the conversation stated of the visitor's search; a field nobody stated is absent"),
  Score: z
    .enum(["hot", "warm", "cold"])
    .describe(
      "hot: reachable and asked to see a home, or moving within 3 months with the money ready; warm: reachable and moving within 6 months, or money ready, or budget and area given; cold: the rest",
    ),
  ScoreReasons: z.array(z.string()).describe("why the score, in the rules' words"),
  ListingsViewed: z.array(z.number().int()).describe("the listings the conversation's answers named (IDs, at most 20)"),
  UpdatedAt: isoTime,
});

export const leadInboxPage = z.object({
  List: z.array(inboxLead),
  VirtualCount: z.number().int().describe("leads in all pages"),
  Counts: z
    .object({ new: z.number().int(), contacted: z.number().int(), closed: z.number().int() })
    .describe("leads of each status under the same chatbot and type filter"),
});

export const onboarding = z.object({
  Listings: z.boolean().describe("it holds at least one listing"),
  Tested: z.boolean().describe("a question was asked outside the widget (the chat tester or the API)"),
  Embedded: z.boolean().describe("the widget opened a session on a site, or Domains names the sites"),
  Live: z.boolean().describe("a visitor asked a question through the widget"),
  Alerts: z.boolean().optional().describe("only where a mail server is set up: Settings name someone to tell of leads or handoffs"),
  Done: z.number().int(),
  Total: z.number().int(),
});

export const mailStatus = z.object({
  SmtpConfigured: z.boolean().describe("false: SMTP_URL is unset and mails wait in the outbox"),
  Pending: z.number().int(),
  Failed: z.number().int(),
  OldestPendingAt: isoTime.nullable(),
  LastError: z.string().describe("an SMTP error of the failed mails, else empty"),
});

export const sessionPage = z.object({
  List: z.array(
    z.object({
      SessionID: z.number().int(),
      CreatedAt: isoTime,
      LastMessageAt: isoTime,
      MessageCount: z.number().int(),
      Preview: z.string().describe("the first question"),
      LeadCount: z.number().int(),
      HandoffCount: z.number().int(),
    }),
  ),
  VirtualCount: z.number().int().describe("sessions in all pages"),
});

export const mailPage = z.object({
  List: z.array(
    z.object({
      ID: z.number().int(),
      Kind: z.string().describe("handoff, digest_chat_logs or digest_leads"),
      To: z.string(),
      ReplyTo: z.string().describe("the visitor's address on a handoff mail, else empty"),
      Subject: z.string(),
      Body: z.string().describe("the plain text of the mail"),
      Status: z.enum(["pending", "sent", "failed"]),
      Attempts: z.number().int(),
      LastError: z.string().describe("the SMTP error of the last failed attempt, else empty"),
      CreatedAt: isoTime,
      SentAt: isoTime.nullable(),
      NextAttemptAt: isoTime.nullable().describe("when a pending mail is tried (again)"),
    }),
  ),
  VirtualCount: z.number().int().describe("mails in all pages"),
});

export const sessionTranscript = z.object({
  SessionID: z.number().int(),
  CreatedAt: isoTime,
  Messages: z.array(storedMessage),
  Leads: z.array(z.object(leadFields)),
  Qualification: qualificationReply.describe(
    "what the visitor's messages state of their search (buy or rent, budget, area, bedrooms, timeline, financing, selling first), read whether or not they left a contact; a field never stated is absent",
  ),
});

const nullableNumber = z.number().nullable();

/** A listing in the input shape of RealEstateCreate, for editors (RealEstateGet). */
export const listingDetail = z.object({
  ID: z.string(),
  CreatedAt: isoTime,
  UpdatedAt: isoTime,
  SaleType: z.enum(SALE_TYPES),
  Status: z.enum(LISTING_STATUSES),
  CurrencySymbol: z.string(),
  PropertyType: z.string(),
  Bedrooms: z.number(),
  Bathrooms: z.number(),
  Url: z.string(),
  MLSNumber: z.string(),
  YearBuilt: z.number(),
  DaysOnMarket: z.number(),
  LotArea: z.number(),
  BuildingArea: z.number().nullable(),
  AreaUnit: z.enum(AREA_UNITS),
  Images: z.array(z.string()).nullable(),
  Tours: z.enum(TOURS).nullable(),
  ParkingSpots: z.number(),
  Description: z.string(),
  ExtensionColumn: z.array(z.object({ Key: z.string(), value: z.string() })).nullable(),
  Location: z.string(),
  Address: z.string(),
  City: z.string(),
  State: z.string(),
  ZIP: z.string(),
  Latitude: nullableNumber,
  Longitude: nullableNumber,
  SalePrice: nullableNumber,
  UnitAreaPrice: nullableNumber,
  HOAMonth: nullableNumber,
  ZestimatePrice: nullableNumber,
  RentPrice: nullableNumber,
  SpaceType: z.enum(SPACE_TYPES).nullable(),
  DepositFee: nullableNumber,
  FeedKey: z
    .string()
    .describe(
      "the MLS feed's ListingKey when the chatbot's feed (Feed/Set) owns this listing: a change made here is overwritten at the record's next change at the MLS; empty otherwise",
    ),
});

const numericText = z.string().describe('numeric text, or "" for no value');

/** A listing as RealEstateList returns it (spec 2.5): numbers as text, "" for absent values. */
export const listingRow = z.object({
  ID: z.number().int(),
  PropertyType: z.string(),
  SaleType: z.string().describe("display form: For Sale or For Rent"),
  Status: z.enum(LISTING_STATUSES),
  Images: z.string().describe("JSON text of the image URLs"),
  CurrencySymbol: z.string(),
  State: z.string(),
  City: z.string(),
  Address: z.string(),
  ZIP: z.string(),
  Area: z.string().describe("the listing's Location"),
  Url: z.string(),
  Tours: z.string(),
  MLSNumber: z.string(),
  Description: z.string(),
  SpaceType: z.string(),
  Price: numericText.describe("SalePrice for sale, RentPrice for rent"),
  Bathrooms: numericText,
  Bedrooms: numericText,
  YearBuilt: numericText,
  DaysOnMarket: numericText,
  LotArea: numericText,
  BuildingArea: numericText,
  ParkingSpots: numericText,
  RentPrice: numericText,
  DepositFee: numericText,
  SalePrice: numericText,
  UnitAreaPrice: numericText,
  ZestimatePrice: numericText,
  HOAMonth: numericText,
  LATITUDE: nullableNumber,
  LONGITUDE: nullableNumber,
  ExtensionColumn: z.string().describe("JSON text of the [{Key, value}] pairs"),
});

export const listingPage = z.object({
  List: z.array(listingRow),
  VirtualCount: z.number().int().describe("listings matching the filters, in all pages"),
});

export const deleteCount = z.object({ SuccessCount: z.number().int() });

export const fileInfo = z.object({
  FileStoreId: z.string(),
  FileName: z.string(),
  Status: z.enum(["pending", "uploading", "ready", "failed"]),
  Kind: z.enum(["image", "audio", "video", "document"]).nullable().describe("document: for the knowledge base only (Knowledge/Add FileID)"),
  Mime: z.string().nullable(),
  Size: z.number().int().nullable(),
  Url: z.string().nullable().describe("public address /api/files/<id>/<key> once uploaded"),
  Failure: z.string().optional().describe("why the file failed its checks (its type, its size, the storage quota); only when Status is failed"),
});

export const preUpload = z.object({
  FileStoreId: z.string(),
  PreUploadUrl: z.string().describe("PUT the file's bytes here"),
  FileUrl: z.string(),
  UploadHeaders: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      "with object storage (S3_BUCKET): the headers the PUT must send (the URL is signed for this Content-Type); the file is checked and becomes ready when it is next looked at (User/GetFile)",
    ),
});

const role = z.enum(USER_ROLES).describe("owner: everything; member: the dashboard without API keys, the session key, deleting or managing the team");
export const ownerData = z.object({ UserID: z.string(), Email: z.string(), WorkspaceID: z.string(), WorkspaceName: z.string(), Role: role });
export const signedInData = z.object({ UserID: z.string(), Email: z.string() });
export const signedUpData = z.object({
  Email: z.string(),
  Status: z
    .enum(["verify_email", "sign_in"])
    .describe("what to do next: confirm the mailed link (REQUIRE_EMAIL_VERIFICATION=1), or sign in with the same credentials"),
});
export const accountMailData = z.object({ Message: z.string().describe("the same whether or not the address has an account") });
export const accountEmailData = z.object({ Email: z.string() });

export const workspaceData = z.object({
  ID: z.string(),
  Name: z.string(),
  SessionKeyPrefix: z.string(),
  CreatedAt: isoTime,
  StorageUsedBytes: z.number().int().describe("bytes the workspace's files take, uploads in progress included"),
  StorageQuotaBytes: z.number().int().describe("STORAGE_QUOTA_MB in bytes: uploads past it get 413"),
});
export const apiKeyItem = z.object({ ID: z.string(), Name: z.string(), Prefix: z.string(), CreatedAt: isoTime, RevokedAt: isoTime.nullable() });
export const createdApiKey = z.object({ ID: z.string(), Name: z.string(), ApiKey: z.string().describe("the key, shown this once") });
export const memberItem = z.object({ ID: z.string(), Email: z.string(), Role: role, CreatedAt: isoTime, You: z.boolean().describe("the signed-in user") });
export const invitationItem = z.object({
  ID: z.string(),
  Email: z.string(),
  Role: role,
  InvitedBy: z.string().describe("the inviting user's e-mail, or empty once they left"),
  CreatedAt: isoTime,
  ExpiresAt: isoTime,
});
export const userSessionItem = z.object({
  ID: z.string(),
  CreatedAt: isoTime,
  ExpiresAt: isoTime,
  UserAgent: z.string().describe("the browser's User-Agent when it signed in, at most 200 characters"),
  Current: z.boolean().describe("the session this request was made with"),
});
export const revokedSessions = z.object({
  Count: z.number().int(),
  SignedOut: z.boolean().describe("the current session was among them: its cookie is cleared"),
});
export const rotatedSessionKey = z.object({ SessionKey: z.string().describe("the new key, shown this once") });

export const widgetConfigData = z.object({
  SerialNumber: z.string(),
  Name: z.string(),
  ProfilePictureUrl: z.string(),
  IconUrl: z.string(),
  BubbleAlign: z.enum(["right", "left"]),
  BubbleColor: z.string(),
  UserMessageColor: z.string(),
  WelcomeMessage: z.string(),
  SuggestedMessages: z.array(z.string()),
  InputPlaceholder: z.string(),
  PopupOnce: z.boolean(),
  RemoveChatLogOnBrowserClose: z.boolean(),
  EnableUploadImage: z.boolean(),
  EnablePushToTalk: z.boolean(),
  PrivacyPolicy: z.object({ Name: z.string(), Description: z.string(), Url: z.string() }).nullable(),
  Social: z.object({ Facebook: z.string(), Instagram: z.string(), Whatsapp: z.string() }),
  TalkToHuman: z.boolean(),
  RateLimitMessage: z.string(),
});

export const originalConfigData = widgetConfigData.extend({
  SessionID: z.number().int().describe("a new visitor session"),
  SessionKey: z.string().describe("that session's visitor token: send it as chatrobot-sessionkey to Chat/Ask (or as Authorization: Bearer to Widget/*)"),
});

export const widgetSessionData = z.object({
  SessionID: z.number().int(),
  Token: z.string().describe("send as Authorization: Bearer <Token> to Ask, Handoff and UploadUrl"),
  ExpiresAt: isoTime,
});

export const handoffData = z.object({ Message: z.string() });

/** A fair-housing flag of an owner's text (lib/fair-housing/flags.ts). */
export const complianceFlag = z.object({
  Field: z.string().describe("where the phrase is: Description, ExtensionColumn.<Key>, or a knowledge passage's heading"),
  Phrase: z.string().describe("the phrase as written"),
  Characteristic: z.enum(PROTECTED_CHARACTERISTICS),
  Reason: z.string(),
});

/** Chatbot/ComplianceFlags: records whose text holds a fair-housing flag. */
export const complianceFlagsPage = z.object({
  List: z.array(
    z.object({
      Kind: z.enum(["listing", "knowledge"]),
      ID: z.string().describe("the listing's PlatformId, or the knowledge source's ID"),
      MLSNumber: z.string().nullable().describe("the listing's MLS number; null for knowledge"),
      Title: z.string().describe("the listing's address (its MLS number when it has none), or the source's title"),
      Flags: z.array(complianceFlag),
    }),
  ),
  VirtualCount: z.number().int().describe("flagged records matching the filters, in all pages"),
});

/** A knowledge source (lib/knowledge/service.ts toSourceView). */
export const knowledgeSource = z.object({
  ID: z.string(),
  Kind: z.enum(["qa", "document", "url"]),
  Title: z.string(),
  Url: z.string().nullable(),
  FileID: z.string().nullable(),
  Status: z.enum(["processing", "ready", "failed"]),
  FailureReason: z.string().nullable().describe("why a failed source failed"),
  Language: z.enum(["en", "es", "fr", "other"]).describe("detected language; picks the text search configuration"),
  Question: z.string().nullable(),
  AlternativeQuestions: z.array(z.string()),
  Answer: z.string().nullable(),
  ChunkCount: z.number().int(),
  PageCount: z.number().int().describe("pages a web page or crawl source's last fetch stored passages from; 0 for other kinds"),
  ComplianceFlags: z.array(complianceFlag).describe("fair-housing flags of its text: a limit or preference by who may live somewhere (docs/fair-housing.md)"),
  CreatedAt: isoTime,
  UpdatedAt: isoTime,
});

export const knowledgeImportData = z.object({
  Added: z.number().int().describe("Q&A pairs added"),
  Errors: z
    .array(z.object({ Row: z.number().int().describe("the row's number in the CSV, the header being row 1"), Message: z.string() }))
    .describe("rows skipped, and why"),
});

export const knowledgePage = z.object({
  List: z.array(knowledgeSource),
  VirtualCount: z.number().int().describe("sources matching the filters, in all pages"),
});

export const knowledgeSearchData = z.object({
  Language: z.enum(["en", "es", "fr", "other"]).describe("the question's detected language"),
  Passages: z.array(
    z.object({
      SourceID: z.string(),
      Kind: z.enum(["qa", "document", "url"]),
      Title: z.string(),
      Url: z.string().nullable(),
      Heading: z.string().describe('headings above the passage, joined with " > "'),
      Content: z.string(),
      Answer: z.string().nullable().describe("a Q&A source's answer"),
      Score: z.number().describe("higher is better; comparable within one search only"),
    }),
  ),
});

export const sheetImportData = z.object({
  Format: z.enum(["csv", "xlsx"]),
  Encoding: z.enum(["utf-8", "utf-16le", "utf-16be", "windows-1252"]).optional().describe("CSV: the encoding read"),
  Delimiter: z.string().optional().describe("CSV: the delimiter found"),
  Sheet: z.string().optional().describe("XLSX: the sheet read"),
  Sheets: z.array(z.string()).optional().describe("XLSX: the workbook's sheets"),
  Columns: z.array(z.object({ Column: z.string(), ImportedAs: z.string().describe('a field, Price, HalfBaths, PropertyClass, or "" (not imported)') })),
  Defaults: z.record(z.string(), z.string()).describe("what fills a field no column gives, or an empty cell"),
  Decimal: z.string().describe('the decimal mark used: from the cells, typed numbers, or Decimal; "" when no number could be read two ways'),
  Warnings: z
    .array(
      z.object({
        Field: z.string(),
        Kind: z.enum(["default", "locale", "inferred", "routed", "converted", "unit"]),
        Column: z.string().optional(),
        Value: z.string().describe('the value supplied ("" for a conversion, whose values differ by row)'),
        Rows: z.array(z.number().int()),
        Count: z.number().int(),
      }),
    )
    .describe("what the import supplied or converted, and on which rows"),
  Preview: z.array(z.string()).describe("the first three rows that import, as a visitor would read them"),
  Created: z.number().int(),
  Updated: z.number().int(),
  Failed: z.number().int(),
  Ready: z.number().int().describe("rows a dry run would import"),
  Rows: z.array(
    z.object({
      Row: z.number().int().describe("the row's number in the sheet, the header being row 1"),
      MLSNumber: z.string(),
      Result: z.enum(["created", "updated", "failed", "ready"]),
      ID: z.string().optional(),
      Reason: z.string().optional(),
      Sentence: z.string().optional(),
    }),
  ),
});
