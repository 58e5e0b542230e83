import { z } from "zod";
import { checkQuestion, questionFields } from "@/lib/chat/schema";
import { emailAddress, intField, textField } from "@/lib/validation/fields";

/** The chatbot a Widget request is for: `?serialNumber=` (a preflight has no body), or the body's. */
export const widgetChatbotParam = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{32}$/i, "must be a chatbot ID")
  .toLowerCase();

export const widgetConfigInput = z.object({});

/** A new session, or `{SessionID, Token}` to renew the token of the visitor's session. */
export const widgetSessionInput = z.object({
  SessionID: intField(1, Number.MAX_SAFE_INTEGER).optional(),
  Token: z.string().max(200).optional(),
});

/** ClientAsk's body without sessionID: the token names the session. */
export const widgetAskInput = questionFields.superRefine(checkQuestion);

/**
 * The visitor's clock as the original widget reports it: text of a bounded length (a
 * number is taken as its text), whatever it says. Accepted so that its calls pass; not
 * used, since the chatbot's TimeZone decides its dates and a visitor's clock proves nothing.
 */
const clientClock = z.preprocess((value) => (value === null ? undefined : typeof value === "number" ? String(value) : value), z.string().max(100).optional());

/** The original widget's Chatbot/GetConfig. */
export const originalConfigInput = z.object({
  serialNumber: widgetChatbotParam.optional().describe("the chatbot ID; or ?serialNumber= in the query"),
  clientTimeZone: clientClock.describe("the visitor's time zone, e.g. America/Chicago: accepted, not used"),
  clientCurrentTime: clientClock.describe("the visitor's clock: accepted, not used"),
});

/** The original widget's Chat/Ask: ClientAsk's question, in the session its SessionKey names. */
export const sessionKeyAskInput = z
  .object({ sessionID: intField(1, Number.MAX_SAFE_INTEGER).describe("the SessionID Chatbot/GetConfig gave with the SessionKey"), ...questionFields.shape })
  .superRefine(checkQuestion);

export const widgetHandoffInput = z
  .object({
    Name: textField(200).default(""),
    Email: z.union([z.literal(""), emailAddress()]).default(""),
    Phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^[0-9+()./\s-]*$/, "must be a phone number")
      .default(""),
    Message: textField(2000).default(""),
  })
  .refine((input) => input.Email !== "" || input.Phone !== "", { path: ["Email"], message: "or Phone is required, so that a person can reach you" });

export type WidgetSessionInput = z.output<typeof widgetSessionInput>;
export type WidgetHandoffInput = z.output<typeof widgetHandoffInput>;
export type SessionKeyAskInput = z.output<typeof sessionKeyAskInput>;
