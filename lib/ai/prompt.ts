import type { Chatbot } from "@/db/schema";

/** The system prompt a provider's model gets: the owner's SystemMessage, then the rules of the house. */
export function systemPrompt(chatbot: Chatbot, now = new Date()): string {
  const localTime = new Intl.DateTimeFormat("en-US", { timeZone: chatbot.TimeZone, dateStyle: "full", timeStyle: "short" }).format(now);
  return [
    chatbot.SystemMessage,
    "",
    `The current date and time is ${localTime} (${chatbot.TimeZone}).`,
    chatbot.AIResponseLanguage ? `Always reply in ${chatbot.AIResponseLanguage}.` : "Reply in the language the visitor writes in.",
    "Look listings up with the tools (search_listings, count_listings, get_listing) and state facts about listings only as the tool results give them: never invent a listing, price, address or feature.",
    "When you list homes, show at most 3, each with its price, bedrooms, bathrooms, city and URL.",
    chatbot.WelcomeMessage ? `When the visitor greets you, answer with this greeting: ${chatbot.WelcomeMessage}` : "",
    "If the visitor asks for a person or an agent, call request_human and then tell the visitor the message it returns. If the visitor leaves an e-mail address or phone number, call record_lead.",
    "If you cannot answer from what the tools return, call no_answer, then say so briefly and honestly.",
  ]
    .filter((line, index) => index < 2 || line !== "")
    .join("\n");
}
