/**
 * Every endpoint under /chat, as its route folder spells it. Paths are matched
 * without regard to case (existing clients send /chat/chatbot/edit); the proxy uses
 * this list to rewrite such paths to their route. A test keeps it equal to app/chat.
 */
export const CHAT_ROUTES = [
  "/chat/Chat/Ask",
  "/chat/Chat/ClientAsk",
  "/chat/Chatbot/Add",
  "/chat/Chatbot/ChatContentHistory",
  "/chat/Chatbot/Edit",
  "/chat/Chatbot/Get",
  "/chat/Chatbot/GetConfig",
  "/chat/Chatbot/GetMessageCountByChatbot",
  "/chat/Chatbot/GetMessageCreditsUsage",
  "/chat/Chatbot/GetSession",
  "/chat/Chatbot/LeadList",
  "/chat/Chatbot/List",
  "/chat/Chatbot/MailList",
  "/chat/Chatbot/ModelList",
  "/chat/Chatbot/RealEstateCreate",
  "/chat/Chatbot/RealEstateDelete",
  "/chat/Chatbot/RealEstateGet",
  "/chat/Chatbot/RealEstateList",
  "/chat/Chatbot/RealEstateUpdate",
  "/chat/Chatbot/Remove",
  "/chat/Chatbot/SessionList",
  "/chat/Chatbot/SessionMessages",
  "/chat/User/ForgotPassword",
  "/chat/User/GetFile",
  "/chat/User/GetPreUploadUrl",
  "/chat/User/Me",
  "/chat/User/ResendVerification",
  "/chat/User/ResetPassword",
  "/chat/User/SignIn",
  "/chat/User/SignOut",
  "/chat/User/SignUp",
  "/chat/User/VerifyEmail",
  "/chat/Workspace/ApiKeyCreate",
  "/chat/Workspace/ApiKeyList",
  "/chat/Workspace/ApiKeyRevoke",
  "/chat/Workspace/Get",
  "/chat/Workspace/MemberList",
  "/chat/Widget/Ask",
  "/chat/Widget/Config",
  "/chat/Widget/Handoff",
  "/chat/Widget/Session",
  "/chat/Widget/UploadUrl",
  "/chat/Workspace/SessionKeyRotate",
] as const;

const byLowerCase = new Map<string, string>(CHAT_ROUTES.map((route) => [route.toLowerCase(), route]));

/** The route a path names in any case, or undefined when it names none. */
export function canonicalChatPath(pathname: string): string | undefined {
  // Only from the first of the trailing slashes: tried from each slash of a long run, the match took quadratic time.
  return byLowerCase.get(pathname.replace(/(?<!\/)\/+$/, "").toLowerCase());
}
