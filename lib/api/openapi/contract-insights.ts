import { complianceFlagsInput } from "@/lib/fair-housing/schema";
import { chatbotInsightsInput, workspaceInsightsInput } from "@/lib/insights/schema";
import { complianceFlagsPage } from "./replies";
import { examples as ex } from "./examples";
import * as reply from "./replies-insights";

// The Insights entries of the contract (issue 20): the figures of the dashboard's Insights pages.

const day = (date: string, Questions: number, NoAnswer: number, Leads: number) => ({ Date: date, Questions, NoAnswer, Leads });

export const insightsContract = {
  "Chatbot/ComplianceFlags": {
    summary: "The chatbot's listings and knowledge whose wording limits or prefers who may live there (fair housing)",
    description: [
      'Each listing\'s description and facts (`ExtensionColumn`), and each knowledge source\'s text, is read when it is created, updated, imported or ingested, for wording that limits or prefers who may live there by a protected characteristic ("no kids", "adults only", "Catholics preferred", "no Section 8", "solo españoles", "pas d\'enfants"). The record is kept as written; each flag names the field, the phrase and why. A listing that states housing for older persons (55+) is not flagged for age or children. The built-in concierge never repeats a flagged phrase.',
      "",
      "`Kind` keeps one kind; `IDs` or `MLSNumbers` ask for these listings only (as the import report does). Listings come first, then knowledge, newest first in each. This is an aid, not legal advice: see docs/fair-housing.md.",
    ].join("\n"),
    access: "apiKey",
    body: complianceFlagsInput,
    data: complianceFlagsPage,
    errors: [404],
    example: {
      request: { SerialNumber: ex.chatbotId, PageNumber: 1, PageSize: 20 },
      data: {
        List: [
          {
            Kind: "listing",
            ID: "1042",
            MLSNumber: "AUS1042",
            Title: "12 Oak St",
            Flags: [
              {
                Field: "Description",
                Phrase: "No kids",
                Characteristic: "familial",
                Reason: "Limits or prefers who may live here by familial status (children or pregnancy).",
              },
            ],
          },
        ],
        VirtualCount: 1,
      },
    },
  },
  "Chatbot/Insights": {
    summary: "A chatbot's activity, leads, unanswered questions, buyer demand and busiest hours over a range of days",
    description: [
      "The range is `Range` (`7d`, `30d` or `90d`, the last days up to today; default `30d`), or `From` and `To` (`To` defaults to today), at most 366 days; every date is in the chatbot's `TimeZone`.",
      "",
      "A question is counted once its answer is saved, on the day and hour it was asked: `Answered`, `NoAnswer` (the bot said it did not know) or `Interrupted` (the visitor left, or the model failed). A conversation is counted on the day of its first question. `Leads` and `Handoffs` come from LeadList's records.",
      "",
      "`Demand` is what visitors asked for, from the criteria the concierge parsed or a model's `search_listings` and `count_listings` calls: cities, sale type, budget bands (the most a visitor would pay, else the least; rents per month), the fewest bedrooms, kinds of property and features; `Searches` sets the most asked combinations against the homes on the market that match them. `Unanswered` groups near-duplicate questions (trigram similarity).",
      "",
      "The figures come from per-day rollups kept as answers are saved; after a change of `TimeZone` the first call counts them again in the new zone.",
    ].join("\n"),
    access: "apiKey",
    get: true,
    body: chatbotInsightsInput,
    data: reply.chatbotInsights,
    errors: [404],
    example: {
      request: { SerialNumber: ex.chatbotId, Range: "7d" },
      data: {
        SerialNumber: ex.chatbotId,
        TimeZone: "America/Chicago",
        From: "2026-11-22",
        To: "2026-11-28",
        Days: 7,
        Totals: { Conversations: 3, Questions: 5, Answered: 4, NoAnswer: 1, Interrupted: 0, NoAnswerRate: 0.2, MedianAnswerMs: 41, Leads: 1, Handoffs: 0 },
        Credits: { Month: "2026-11", Used: 37, Limit: 1000, Remain: 963 },
        Daily: [
          { Date: "2026-11-27", Conversations: 1, Questions: 2, Answered: 2, NoAnswer: 0, Interrupted: 0, MedianAnswerMs: 38, Leads: 0, Handoffs: 0 },
          { Date: "2026-11-28", Conversations: 2, Questions: 3, Answered: 2, NoAnswer: 1, Interrupted: 0, MedianAnswerMs: 44, Leads: 1, Handoffs: 0 },
        ],
        Leads: [
          {
            ID: 12,
            Type: "Lead",
            Name: "Sam Lee",
            Email: "sam@example.com",
            Phone: "",
            Message: "Can I see 12 Oak St?",
            SessionID: 1025,
            CreatedAt: "2026-11-28T15:02:11.000Z",
          },
        ],
        Compliance: {
          Declines: 1,
          Latest: [
            {
              QuestionID: 5122,
              SessionID: 1027,
              Question: "Which part of town has the fewest families with kids?",
              Kind: "steer",
              Characteristic: "familial",
              CreatedAt: "2026-11-28T17:05:00.000Z",
            },
          ],
        },
        Unanswered: [
          {
            Question: "Do you manage vacation rentals?",
            Count: 1,
            LastSeen: "2026-11-28T16:40:00.000Z",
            SessionID: 1026,
            QuestionID: 5120,
            Variants: [],
          },
        ],
        Demand: {
          Intents: [{ Value: "search", Label: "Searched for homes", Count: 3 }],
          Languages: [{ Value: "en", Label: "English", Count: 5 }],
          Cities: [{ Value: "austin", Label: "Austin", Count: 3, Listings: 14 }],
          Places: [{ Value: "zilker", Label: "Zilker", Count: 2, City: "Austin", Listings: 4 }],
          SaleTypes: [{ Value: "for_sale", Label: "To buy", Count: 3 }],
          PriceBands: [{ Value: "for_sale:3", Label: "$300k–$400k", SaleType: "for_sale", Count: 2 }],
          Bedrooms: [{ Value: "3", Label: "3+ bedrooms", Count: 2 }],
          PropertyTypes: [{ Value: "house", Label: "Houses", Count: 1 }],
          Features: [{ Value: "pool", Label: "Pool", Count: 1 }],
          Searches: [
            {
              Label: "3+ bedroom homes to buy in Austin, up to $400k",
              City: "Austin",
              Place: null,
              SaleType: "for_sale",
              MinBedrooms: 3,
              MaxPrice: 400000,
              PropertyType: null,
              Count: 2,
              Listings: 1,
            },
          ],
          CurrencySymbol: "$",
        },
        TopListings: [{ ID: 881, MLSNumber: "TX1001", Address: "4100 Congress Ave", City: "Austin", Named: 3, Asked: 1 }],
        Heatmap: [{ Weekday: 6, Hour: 10, Questions: 3 }],
      },
    },
  },
  "Workspace/Insights": {
    summary: "Every chatbot's questions, no-answer rate and leads over the last 30 days, by day, and the credits used this month",
    description: "Each chatbot's days are in its own `TimeZone`. `CreditsUsed` is the questions admitted this month against MessageLimit.",
    access: "apiKey",
    get: true,
    body: workspaceInsightsInput,
    data: reply.workspaceInsights,
    example: {
      request: {},
      data: {
        Days: 30,
        Totals: { Questions: 5, NoAnswerRate: 0.2, Leads: 1, Handoffs: 0, CreditsUsed: 37 },
        Chatbots: [
          {
            SerialNumber: ex.chatbotId,
            Name: "Harbor Homes",
            TimeZone: "America/Chicago",
            Questions: 5,
            Answered: 4,
            NoAnswer: 1,
            NoAnswerRate: 0.2,
            Leads: 1,
            Handoffs: 0,
            CreditsUsed: 37,
            MessageLimit: 1000,
            Daily: [day("2026-11-27", 2, 0, 0), day("2026-11-28", 3, 1, 1)],
          },
        ],
      },
    },
  },
} as const;
