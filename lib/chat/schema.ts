import { z } from "zod";
import { chatbotIdField } from "@/lib/chatbots/schema";
import { utcDateField } from "@/lib/validation/dates";
import { booleanField, intField } from "@/lib/validation/fields";

export const getSessionInput = z.object({ serialNumber: chatbotIdField });

export const ASK_TYPES = ["Text", "Audio", "Image", "Video"] as const;
export type AskType = (typeof ASK_TYPES)[number];

/** Text, Audio, Image or Video in any case; null or absent means Text. */
const askTypeField = z
  .preprocess((value) => {
    if (value === null || value === undefined || value === "") return "Text";
    if (typeof value !== "string") return value;
    return ASK_TYPES.find((type) => type.toLowerCase() === value.trim().toLowerCase()) ?? value;
  }, z.enum(ASK_TYPES))
  .default("Text");

/** File IDs are integers here and strings in upload replies: both forms are accepted. */
const fileIdItem = z.preprocess((value) => (typeof value === "number" ? String(value) : value), z.string().regex(/^\d{1,18}$/, "must be a file ID"));

export const MAX_QUESTION_LENGTH = 10_000;

/** A question, whoever asks it: through ClientAsk (which names the session) or a widget (whose token does). */
export const questionFields = z.object({
  content: z.preprocess((value) => (value === null ? "" : value), z.string().max(MAX_QUESTION_LENGTH)),
  chatAskType: askTypeField,
  stream: booleanField().default(false),
  fileIds: z.preprocess((value) => (value === null ? undefined : value), z.array(fileIdItem).max(10).optional()),
});

/** What a question must hold for its type: text, or files of the count the type allows. */
export function checkQuestion(input: z.output<typeof questionFields>, ctx: z.RefinementCtx) {
  const files = input.fileIds ?? [];
  if (input.chatAskType === "Text") {
    if (input.content.trim() === "") ctx.addIssue({ code: "custom", path: ["content"], message: "must not be empty for a Text question" });
    if (files.length > 0) ctx.addIssue({ code: "custom", path: ["fileIds"], message: "are only valid when chatAskType is Image, Video or Audio" });
    return;
  }
  if (files.length === 0) {
    if (input.content.trim() === "")
      ctx.addIssue({ code: "custom", path: ["fileIds"], message: `is required when chatAskType is ${input.chatAskType} and content is empty` });
  } else if (input.chatAskType !== "Image" && files.length !== 1) {
    ctx.addIssue({ code: "custom", path: ["fileIds"], message: `must hold exactly one file for an ${input.chatAskType} question` });
  }
}

/**
 * An extension to ClientAsk (the dashboard's tester sets it; the widget's Ask always does):
 * a streamed answer that names listings gets one more line, `{listings: [...]}`, before the summary.
 */
const listingCardsField = booleanField()
  .default(false)
  .describe(
    "extension: with stream true, an answer that names listings adds a line {listings: [{id, mlsNumber, photo, price, currencySymbol, saleType, status, bedrooms, bathrooms, address, city, url}]} right before the summary line; default false",
  );

export const clientAskInput = z
  .object({ sessionID: intField(1, Number.MAX_SAFE_INTEGER), ...questionFields.shape, listingCards: listingCardsField })
  .superRefine(checkQuestion);

export type ClientAskInput = z.output<typeof clientAskInput>;

// The reports on a chatbot's conversations (lib/chat/reports.ts, lib/chat/conversations.ts).

export const creditsInput = z.object({ serialNumber: chatbotIdField });

export const messageCountInput = z.object({ SerialNumber: chatbotIdField });

export const historyInput = z.object({ SerialNumber: chatbotIdField, StartTime: utcDateField(), EndTime: utcDateField() });

export const leadListInput = z.object({
  serialNumber: chatbotIdField,
  startTime: utcDateField(),
  endTime: utcDateField(),
  sessionID: z.preprocess((value) => (value === null || value === "" ? undefined : value), intField(1, Number.MAX_SAFE_INTEGER).optional()),
});

export const sessionListInput = z.object({
  serialNumber: chatbotIdField,
  PageNumber: intField(1, 1_000_000).default(1),
  PageSize: intField(1, 100).default(20),
});

export const sessionMessagesInput = z.object({ serialNumber: chatbotIdField, sessionID: intField(1, Number.MAX_SAFE_INTEGER) });
