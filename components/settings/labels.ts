import type { ChatbotSettings } from "@/lib/chatbots/schema";

export type SettingName = keyof ChatbotSettings;

/** What the page calls each setting: beside its control, and in messages that name it. */
export const SETTING_LABELS: Record<SettingName, string> = {
  Name: "Name",
  TimeZone: "Time zone",
  WelcomeMessage: "Welcome message",
  Model: "Model",
  SystemMessage: "System message",
  Temperature: "Creativity (temperature)",
  AIResponseLanguage: "Answer language",
  AnswerSuffix: "Answer suffix",
  ChatProfilePicture: "Profile picture",
  ChatIcon: "Chat icon",
  ChatBubbleAlign: "Chat bubble position",
  ChatBubbleColor: "Bubble colour",
  UserMessageColor: "Visitor message colour",
  UserInputPlaceholder: "Input placeholder",
  SuggestedMessage: "Suggested messages",
  ChatbotPopupOnce: "Open the chat by itself only once per visitor",
  RemoveChatLogOnBrowserClose: "Clear the conversation when the browser closes",
  EnableUploadImage: "Let visitors upload images",
  EnablePushToTalk: "Enable push-to-talk",
  ChatbotPrivacyPolicyName: "Privacy policy name",
  ChatbotPrivacyPolicyDescription: "Privacy policy text",
  ChatbotPrivacyPolicyUrl: "Privacy policy URL",
  FacebookUrl: "Facebook URL",
  InstagramUrl: "Instagram URL",
  WhatsappUrl: "WhatsApp URL",
  VerifyDomain: "Only answer on my domains",
  Domains: "Allowed domains",
  CustomDomain: "Custom domain",
  RateLimitCount: "Questions allowed in a row",
  RateLimitTime: "…within how many seconds",
  RateLimitMessage: "Rate limit message",
  MessageLimit: "Monthly message limit",
  EmailForDailyChatLogs: "Daily chat logs to",
  EmailForDailyLeads: "Daily leads to",
  TalkToHumanEmail: "Hand-off e-mail",
  BookingUrl: "Booking link",
  TalkToHumanResponseMessage: "Hand-off reply",
};

/** The page's sections, in order: the in-page nav and the headings come from here. */
export const SETTING_SECTIONS = [
  { id: "general", title: "General", fields: ["Name", "TimeZone", "WelcomeMessage"] },
  { id: "ai", title: "AI", fields: ["Model", "SystemMessage", "Temperature", "AIResponseLanguage", "AnswerSuffix"] },
  {
    id: "appearance",
    title: "Appearance",
    fields: ["ChatProfilePicture", "ChatIcon", "ChatBubbleAlign", "ChatBubbleColor", "UserMessageColor", "UserInputPlaceholder", "SuggestedMessage"],
  },
  { id: "behaviour", title: "Chat behaviour", fields: ["ChatbotPopupOnce", "RemoveChatLogOnBrowserClose", "EnableUploadImage", "EnablePushToTalk"] },
  { id: "privacy", title: "Privacy", fields: ["ChatbotPrivacyPolicyName", "ChatbotPrivacyPolicyDescription", "ChatbotPrivacyPolicyUrl"] },
  { id: "social", title: "Social links", fields: ["FacebookUrl", "InstagramUrl", "WhatsappUrl"] },
  {
    id: "security",
    title: "Security and limits",
    fields: ["VerifyDomain", "Domains", "CustomDomain", "RateLimitCount", "RateLimitTime", "RateLimitMessage", "MessageLimit"],
  },
  { id: "notifications", title: "Notifications", fields: ["EmailForDailyChatLogs", "EmailForDailyLeads"] },
  { id: "handoff", title: "Human handoff", fields: ["TalkToHumanEmail", "TalkToHumanResponseMessage", "BookingUrl"] },
] as const satisfies readonly { id: string; title: string; fields: readonly SettingName[] }[];

export type SectionId = (typeof SETTING_SECTIONS)[number]["id"];

export const sectionTitle = (id: SectionId) => SETTING_SECTIONS.find((section) => section.id === id)!.title;
