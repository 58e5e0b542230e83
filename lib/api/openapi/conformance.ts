import type { z } from "zod";
import type { modelList } from "@/lib/ai/models";
import type { describeOwner } from "@/lib/auth/owner";
import type { requestPasswordReset, resetPassword } from "@/lib/auth/reset";
import type { signUp } from "@/lib/auth/signin";
import type { confirmEmail, resendVerification } from "@/lib/auth/verification";
import type { describeWorkspace, listApiKeys, listMembers, revokeApiKeyById } from "@/lib/auth/workspaces";
import type { clientAsk } from "@/lib/chat/ask";
import type { sessionList, sessionMessages } from "@/lib/chat/conversations";
import type { chatContentHistory, creditsUsage, leadList, messageCount } from "@/lib/chat/reports";
import type { createSession } from "@/lib/chat/sessions";
import type { createChatbot, editChatbot, getChatbot, listChatbots, removeChatbot } from "@/lib/chatbots/service";
import type { createPreUpload, getFile } from "@/lib/files/service";
import type { mailList } from "@/lib/mail/outbox";
import type { createListing, deleteListings, getListing, listListings, updateListing } from "@/lib/listings/service";
import type { widgetConfig } from "@/lib/widget/config";
import type { askWithSessionKey, originalWidgetConfig } from "@/lib/widget/original";
import type { openWidgetSession, widgetHandoff } from "@/lib/widget/service";
import type { Contract, RouteName } from "./contract";

// Compile-time only: `tsc --noEmit` fails here when a service returns something its
// endpoint's reply schema (and so the OpenAPI document and the typed client) does not say.

type Returned<F extends (...args: never[]) => unknown> = Exclude<Awaited<ReturnType<F>>, Response>;
type Declared<N extends RouteName> = z.output<Contract[N]["data"]>;
type Conforms<Actual extends Expected, Expected> = [Actual, Expected];

export type ServiceConformance = [
  Conforms<Returned<typeof askWithSessionKey>, Declared<"Chat/Ask">>,
  Conforms<Returned<typeof clientAsk>, Declared<"Chat/ClientAsk">>,
  Conforms<Returned<typeof createChatbot>, Declared<"Chatbot/Add">>,
  Conforms<Returned<typeof chatContentHistory>, Declared<"Chatbot/ChatContentHistory">>,
  Conforms<Returned<typeof editChatbot>, Declared<"Chatbot/Edit">>,
  Conforms<Returned<typeof getChatbot>, Declared<"Chatbot/Get">>,
  Conforms<Returned<typeof originalWidgetConfig>, Declared<"Chatbot/GetConfig">>,
  Conforms<Returned<typeof messageCount>, Declared<"Chatbot/GetMessageCountByChatbot">>,
  Conforms<Returned<typeof creditsUsage>, Declared<"Chatbot/GetMessageCreditsUsage">>,
  Conforms<Returned<typeof createSession>, Declared<"Chatbot/GetSession">>,
  Conforms<Returned<typeof leadList>, Declared<"Chatbot/LeadList">>,
  Conforms<Returned<typeof listChatbots>, Declared<"Chatbot/List">>,
  Conforms<Returned<typeof modelList>, Declared<"Chatbot/ModelList">>,
  Conforms<Returned<typeof createListing>, Declared<"Chatbot/RealEstateCreate">>,
  Conforms<Returned<typeof deleteListings>, Declared<"Chatbot/RealEstateDelete">>,
  Conforms<Returned<typeof getListing>, Declared<"Chatbot/RealEstateGet">>,
  Conforms<Returned<typeof listListings>, Declared<"Chatbot/RealEstateList">>,
  Conforms<Returned<typeof updateListing>, Declared<"Chatbot/RealEstateUpdate">>,
  Conforms<Returned<typeof removeChatbot>, Declared<"Chatbot/Remove">>,
  Conforms<Returned<typeof mailList>, Declared<"Chatbot/MailList">>,
  Conforms<Returned<typeof sessionList>, Declared<"Chatbot/SessionList">>,
  Conforms<Returned<typeof sessionMessages>, Declared<"Chatbot/SessionMessages">>,
  Conforms<Returned<typeof getFile>, Declared<"User/GetFile">>,
  Conforms<Returned<typeof createPreUpload>, Declared<"User/GetPreUploadUrl">>,
  Conforms<ReturnType<typeof describeOwner>, Declared<"User/Me">>,
  Conforms<Returned<typeof requestPasswordReset>, Declared<"User/ForgotPassword">>,
  Conforms<Returned<typeof resetPassword>, Declared<"User/ResetPassword">>,
  Conforms<Returned<typeof signUp>, Declared<"User/SignUp">>,
  Conforms<Returned<typeof confirmEmail>, Declared<"User/VerifyEmail">>,
  Conforms<Returned<typeof resendVerification>, Declared<"User/ResendVerification">>,
  Conforms<Returned<typeof widgetConfig>, Declared<"Widget/Config">>,
  Conforms<Returned<typeof widgetHandoff>, Declared<"Widget/Handoff">>,
  Conforms<Returned<typeof openWidgetSession>, Declared<"Widget/Session">>,
  Conforms<Returned<typeof createPreUpload>, Declared<"Widget/UploadUrl">>,
  Conforms<Returned<typeof listApiKeys>, Declared<"Workspace/ApiKeyList">>,
  Conforms<Returned<typeof revokeApiKeyById>, Declared<"Workspace/ApiKeyRevoke">>,
  Conforms<Returned<typeof describeWorkspace>, Declared<"Workspace/Get">>,
  Conforms<Returned<typeof listMembers>, Declared<"Workspace/MemberList">>,
];
