import { z } from "zod";
import { booleanField, httpUrlOrEmpty, int32Field, intField, textField } from "@/lib/validation/fields";
import { normalizedText } from "@/lib/validation/text";
import { normalizeCustomDomain, normalizeDomains, normalizeEmailList, normalizeLanguage, normalizeRgb, normalizeTimeZone } from "./formats";

const rgbColor = normalizedText(40, normalizeRgb, "must be a colour: rgb(r,g,b) with each value from 0 to 255, or a hex colour such as #BF5700 or #fff");
const emailList = normalizedText(1000, normalizeEmailList, "must be an e-mail address or a comma-separated list of them");
export const timeZoneField = normalizedText(64, normalizeTimeZone, "must be an IANA time zone name such as America/New_York");

/** Until uploads exist a file ID is any string of digits (numbers are accepted too). */
const fileId = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z.string().regex(/^\d{0,18}$/, "must be a file ID (digits) or empty"),
);

/**
 * The 36 editable settings of spec 2.2, every rule in one place. The API validates
 * Edit with it, the dashboard's form uses it as its resolver.
 */
export const chatbotSettingsSchema = z.object({
  Name: textField(100),
  // Which models exist depends on the server's environment, which the browser cannot see:
  // the service checks the name against it (editChatbot) and stores the key.
  Model: z.string().trim().min(1).max(100),
  SystemMessage: textField(20_000),
  Temperature: intField(0, 100),
  TimeZone: timeZoneField,
  AnswerSuffix: textField(1000),
  ChatProfilePicture: fileId,
  ChatIcon: fileId,
  ChatBubbleAlign: intField(0, 1),
  ChatBubbleColor: rgbColor,
  ChatbotPopupOnce: booleanField(),
  ChatbotPrivacyPolicyDescription: textField(5000),
  ChatbotPrivacyPolicyName: textField(200),
  ChatbotPrivacyPolicyUrl: httpUrlOrEmpty(),
  EnablePushToTalk: booleanField(),
  EnableUploadImage: booleanField(),
  FacebookUrl: httpUrlOrEmpty(),
  InstagramUrl: httpUrlOrEmpty(),
  RemoveChatLogOnBrowserClose: booleanField(),
  SuggestedMessage: textField(2000),
  TalkToHumanEmail: emailList,
  TalkToHumanResponseMessage: textField(2000),
  UserInputPlaceholder: textField(200),
  UserMessageColor: rgbColor,
  WelcomeMessage: textField(2000),
  WhatsappUrl: httpUrlOrEmpty(),
  VerifyDomain: booleanField(),
  Domains: normalizedText(10_000, normalizeDomains, "must be host names separated by commas or new lines (*.example.com allowed)"),
  // Counts and windows take any Int32, as the existing service's do: a count or window of 0 or
  // less turns the rate limit off, a negative MessageLimit means unlimited (lib/chat/limits.ts).
  RateLimitCount: int32Field(),
  RateLimitMessage: textField(1000),
  RateLimitTime: int32Field(),
  CustomDomain: normalizedText(260, normalizeCustomDomain, "must be a host name such as chat.example.com, or empty"),
  EmailForDailyChatLogs: emailList,
  EmailForDailyLeads: emailList,
  AIResponseLanguage: normalizedText(40, normalizeLanguage, "must be a language name such as English, Spanish or French, or empty"),
  MessageLimit: int32Field(),
  // Issue 42: a booking page of the agent's (Cal.com, Calendly, any URL), offered to a visitor
  // who asks to see a home instead of collecting times; "" collects times as showing requests.
  BookingUrl: httpUrlOrEmpty(),
});

export type ChatbotSettings = z.output<typeof chatbotSettingsSchema>;
export const SETTING_FIELDS = Object.keys(chatbotSettingsSchema.shape) as (keyof ChatbotSettings)[];

/** Chatbot IDs are 32 lower-case hex digits; any other string simply finds no chatbot. */
export const chatbotIdField = z.string().trim().min(1).max(64).toLowerCase();

export const addChatbotInput = z.object({
  timeZone: timeZoneField.optional(),
  type: int32Field().optional(),
  Name: textField(100).optional(),
});

export const editChatbotInput = chatbotSettingsSchema.partial().extend({ serialNumber: chatbotIdField });

export const chatbotRefInput = z.object({ serialNumber: chatbotIdField });
