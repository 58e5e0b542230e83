// How a /chat path names its endpoint: shared by proxy.ts and the server's fast path
// (scripts/chat-routes.mjs). Plain JavaScript beside the generated path table, for the same
// reason as lib/runtime-contract.mjs: the server runs it as it is, also from the standalone output.
import { CHAT_ROUTES } from "./chat-paths.mjs";

const byLowerCase = new Map(CHAT_ROUTES.map((route) => [route.toLowerCase(), route]));

/**
 * The /chat route a path names, in any case and with or without trailing slashes (existing
 * clients send /chat/chatbot/edit/), or undefined when it names none. proxy.ts rewrites to it;
 * the server's fast path (scripts/chat-routes.mjs) serves it.
 */
export function canonicalChatPath(pathname) {
  // Only from the first of the trailing slashes: tried from each slash of a long run, the match took quadratic time.
  return byLowerCase.get(pathname.replace(/(?<!\/)\/+$/, "").toLowerCase());
}
