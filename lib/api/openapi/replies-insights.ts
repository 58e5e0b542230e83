import { z } from "zod";
import { PROPERTY_KINDS } from "@/lib/ai/concierge/types";
import { SALE_TYPES } from "@/lib/listings/filters";

// The replies of Chatbot/Insights and Workspace/Insights (issue 20).

const isoTime = z.string().describe("ISO 8601 time");
const localDate = z.string().describe("A date in the chatbot's time zone (YYYY-MM-DD)");
const rate = z.number().min(0).max(1).nullable().describe("NoAnswer / (Answered + NoAnswer); null without answers");
const median = z
  .number()
  .int()
  .nullable()
  .describe("Median time from question to finished answer, in ms to two significant figures (the lower middle of an even count); null without answers");

const counted = z.object({ Value: z.string(), Label: z.string(), Count: z.number().int().describe("questions that asked for it") });

export const chatbotInsights = z.object({
  SerialNumber: z.string(),
  TimeZone: z.string().describe("The zone the days and hours are in: the chatbot's TimeZone (UTC when the database does not know it)"),
  From: localDate,
  To: localDate,
  Days: z.number().int(),
  Totals: z.object({
    Conversations: z.number().int().describe("sessions, counted on the day of their first question"),
    Questions: z.number().int(),
    Answered: z.number().int(),
    NoAnswer: z.number().int().describe("answers that said the bot did not know"),
    Interrupted: z.number().int().describe("answers cut short: the visitor left or the model failed"),
    NoAnswerRate: rate,
    MedianAnswerMs: median,
    Leads: z.number().int(),
    Handoffs: z.number().int(),
  }),
  Credits: z.object({
    Month: z.string().describe("YYYY-MM in the chatbot's TimeZone"),
    Used: z.number().int().describe("questions admitted this month"),
    Limit: z.number().int().describe("MessageLimit (-1: unlimited)"),
    Remain: z.number().int().describe("-1: unlimited"),
  }),
  Daily: z.array(
    z.object({
      Date: localDate,
      Conversations: z.number().int(),
      Questions: z.number().int(),
      Answered: z.number().int(),
      NoAnswer: z.number().int(),
      Interrupted: z.number().int(),
      MedianAnswerMs: median,
      Leads: z.number().int(),
      Handoffs: z.number().int(),
    }),
  ),
  Leads: z
    .array(
      z.object({
        ID: z.number().int(),
        Type: z.enum(["Lead", "Handoff"]),
        Name: z.string(),
        Email: z.string(),
        Phone: z.string(),
        Message: z.string(),
        SessionID: z.number().int().nullable(),
        CreatedAt: isoTime,
      }),
    )
    .describe("The range's latest 100 leads and handoffs, newest first"),
  Unanswered: z
    .array(
      z.object({
        Question: z.string().describe("the group's most asked wording, as last asked"),
        Count: z.number().int(),
        LastSeen: isoTime,
        SessionID: z.number().int().describe("the conversation of the group's latest question"),
        QuestionID: z.number().int(),
        Variants: z.array(z.string()).describe("other wordings grouped with it (near-duplicates by trigram similarity)"),
      }),
    )
    .describe("Questions the bot could not answer, near-duplicates grouped, most asked first (at most 50)"),
  Compliance: z
    .object({
      Declines: z.number().int().describe("questions answered with the fair-housing refusal in the range"),
      Latest: z
        .array(
          z.object({
            QuestionID: z.number().int(),
            SessionID: z.number().int(),
            Question: z.string().describe("the visitor's message (its first 500 characters)"),
            Kind: z
              .enum(["steer", "safety", "reply"])
              .describe(
                "steer: chose or described homes or areas by who lives there; safety: asked whether an area is safe or good; reply: a provider's reply was replaced",
              ),
            Characteristic: z
              .string()
              .nullable()
              .describe(
                "the protected characteristic it named (race, origin, religion, familial, disability, sex, orientation, gender, age, marital, income, military, coded, demographic)",
              ),
            CreatedAt: isoTime,
          }),
        )
        .describe("the latest 50, newest first"),
    })
    .describe("Fair-housing declines (docs/fair-housing.md): recorded apart from NoAnswer"),
  Demand: z.object({
    Intents: z.array(counted),
    Languages: z.array(counted),
    Cities: z
      .array(counted.extend({ Listings: z.number().int().describe("the chatbot's listings in that city, any status") }))
      .describe("the chatbot's cities asked for, and towns named with their state or province"),
    Places: z
      .array(
        counted.extend({
          City: z.string().nullable().describe("the city most of the listings that mention it are in (a neighbourhood or street of it); null when none does"),
          Listings: z.number().int().describe("the chatbot's listings that mention the place, any status, as the chatbot searches a place"),
        }),
      )
      .describe("neighbourhoods, streets and other places asked for that are none of the chatbot's cities"),
    SaleTypes: z.array(counted),
    PriceBands: z.array(counted.extend({ SaleType: z.enum(SALE_TYPES) })).describe("budgets (the most a visitor would pay, else the least) in bands"),
    Bedrooms: z.array(counted).describe("the fewest bedrooms asked for"),
    PropertyTypes: z.array(counted),
    Features: z.array(counted),
    Searches: z
      .array(
        z.object({
          Label: z.string(),
          City: z.string().nullable(),
          Place: z.string().nullable().describe("a neighbourhood or other place that is none of the chatbot's cities"),
          SaleType: z.enum(SALE_TYPES).nullable(),
          MinBedrooms: z.number().int().nullable(),
          MaxPrice: z.number().nullable().describe("the top of the budget's band"),
          PropertyType: z.enum(PROPERTY_KINDS).nullable(),
          Count: z.number().int(),
          Listings: z.number().int().describe("homes on the market that match, as the chatbot would search them"),
        }),
      )
      .describe("The most asked searches (city, sale type, bedrooms, budget band, kind) against what the chatbot has"),
    CurrencySymbol: z.string().describe("the currency most of the chatbot's listings are in, used in the labels"),
  }),
  TopListings: z.array(
    z.object({
      ID: z.number().int(),
      MLSNumber: z.string(),
      Address: z.string(),
      City: z.string(),
      Named: z.number().int().describe("answers that named it"),
      Asked: z.number().int().describe("questions about it alone or in a comparison"),
    }),
  ),
  Heatmap: z
    .array(
      z.object({ Weekday: z.number().int().min(1).max(7).describe("1 Monday … 7 Sunday"), Hour: z.number().int().min(0).max(23), Questions: z.number().int() }),
    )
    .describe("Questions per weekday and hour in the chatbot's time zone (cells with none left out)"),
});

export const workspaceInsights = z.object({
  Days: z.number().int(),
  Totals: z.object({
    Questions: z.number().int(),
    NoAnswerRate: rate,
    Leads: z.number().int(),
    Handoffs: z.number().int(),
    CreditsUsed: z.number().int().describe("questions admitted this month, every chatbot"),
  }),
  Chatbots: z.array(
    z.object({
      SerialNumber: z.string(),
      Name: z.string(),
      TimeZone: z.string(),
      Questions: z.number().int(),
      Answered: z.number().int(),
      NoAnswer: z.number().int(),
      NoAnswerRate: rate,
      Leads: z.number().int(),
      Handoffs: z.number().int(),
      CreditsUsed: z.number().int(),
      MessageLimit: z.number().int().describe("-1: unlimited"),
      Daily: z.array(z.object({ Date: localDate, Questions: z.number().int(), NoAnswer: z.number().int(), Leads: z.number().int() })),
    }),
  ),
});
