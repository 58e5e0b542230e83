import { DEFAULT_MODEL_KEY } from "@/lib/ai/models";
import type { ChatbotSettings } from "./schema";

export const DEFAULT_SYSTEM_MESSAGE =
  "You are a friendly, knowledgeable real estate assistant for our agency. Answer questions about " +
  "the listings you can look up, with price, bedrooms, bathrooms, city and a link. Never invent " +
  "listings, prices or facts. If you do not know, say so and offer to connect the visitor with an agent.";

/** The settings of a new chatbot; documented in docs/api.md. */
export function defaultSettings(timeZone = "UTC"): ChatbotSettings {
  return {
    Name: "My Chatbot",
    Model: DEFAULT_MODEL_KEY,
    SystemMessage: DEFAULT_SYSTEM_MESSAGE,
    Temperature: 30,
    TimeZone: timeZone,
    AnswerSuffix: "",
    ChatProfilePicture: "",
    ChatIcon: "",
    ChatBubbleAlign: 0,
    ChatBubbleColor: "rgb(37,99,235)",
    ChatbotPopupOnce: true,
    ChatbotPrivacyPolicyDescription: "",
    ChatbotPrivacyPolicyName: "",
    ChatbotPrivacyPolicyUrl: "",
    EnablePushToTalk: false,
    EnableUploadImage: false,
    FacebookUrl: "",
    InstagramUrl: "",
    RemoveChatLogOnBrowserClose: false,
    SuggestedMessage: "What homes do you have for sale?\nShow me rentals under $3,000 a month\nI'd like to talk to an agent",
    TalkToHumanEmail: "",
    TalkToHumanResponseMessage: "Thanks! An agent will get back to you shortly.",
    UserInputPlaceholder: "Ask about homes, prices or neighborhoods…",
    UserMessageColor: "rgb(241,245,249)",
    WelcomeMessage: "Hi! I can help you find a home. What are you looking for?",
    WhatsappUrl: "",
    VerifyDomain: false,
    Domains: "",
    RateLimitCount: 20,
    RateLimitMessage: "You are sending messages too quickly. Please wait a moment and try again.",
    RateLimitTime: 240,
    CustomDomain: "",
    EmailForDailyChatLogs: "",
    EmailForDailyLeads: "",
    AIResponseLanguage: "",
    MessageLimit: -1,
    BookingUrl: "",
  };
}
