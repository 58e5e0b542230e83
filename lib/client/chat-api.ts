import type { z } from "zod";
import type { modelList } from "@/lib/ai/models";
import type { signInInput, signUpInput } from "@/lib/auth/schema";
import type { describeOwner } from "@/lib/auth/owner";
import type { describeWorkspace, listApiKeys, listMembers } from "@/lib/auth/workspaces";
import type { sessionList, sessionListInput, sessionMessages } from "@/lib/chat/conversations";
import type { clientAskInput } from "@/lib/chat/schema";
import type { creditsUsage } from "@/lib/chat/reports";
import type { addChatbotInput, editChatbotInput } from "@/lib/chatbots/schema";
import type { getChatbot, listChatbots } from "@/lib/chatbots/service";
import type { createPreUpload, getFile } from "@/lib/files/service";
import type { ListingFields, listListingsInput } from "@/lib/listings/schema";
import type { getListing, listListings } from "@/lib/listings/service";
import { askStream, callChat, ChatApiError } from "./call";

// Every call the dashboard makes, typed from the schemas that validate the request and
// the services that produce the reply (type imports only: nothing of the server is
// bundled). The browser's session cookie is the credential.

type Result<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type In<S extends z.ZodType> = z.input<S>;
type ListingWrite = { [K in keyof ListingFields]?: unknown };

export const chatApi = {
  user: {
    signIn: (input: In<typeof signInInput>) => callChat<{ UserID: string; Email: string }>("/chat/User/SignIn", input),
    signUp: (input: In<typeof signUpInput>) => callChat<{ UserID: string; Email: string; WorkspaceID: string }>("/chat/User/SignUp", input),
    signOut: () => callChat<null>("/chat/User/SignOut"),
    me: () => callChat<ReturnType<typeof describeOwner>>("/chat/User/Me"),
  },
  chatbots: {
    list: () => callChat<Result<typeof listChatbots>>("/chat/Chatbot/List"),
    get: (serialNumber: string) => callChat<Result<typeof getChatbot>>("/chat/Chatbot/Get", { serialNumber }),
    add: (input: In<typeof addChatbotInput>) => callChat<string>("/chat/Chatbot/Add", input),
    edit: (input: In<typeof editChatbotInput>) => callChat<number>("/chat/Chatbot/Edit", input),
    remove: (serialNumber: string) => callChat<null>("/chat/Chatbot/Remove", { serialNumber }),
    models: () => callChat<ReturnType<typeof modelList>>("/chat/Chatbot/ModelList"),
    credits: (serialNumber: string) => callChat<Result<typeof creditsUsage>>("/chat/Chatbot/GetMessageCreditsUsage", { serialNumber }),
  },
  listings: {
    list: (input: In<typeof listListingsInput>, signal?: AbortSignal) =>
      callChat<Result<typeof listListings>>("/chat/Chatbot/RealEstateList", input, { signal }),
    get: (SerialNumber: string, id: string) =>
      callChat<Result<typeof getListing>>("/chat/Chatbot/RealEstateGet", { SerialNumber, Key: id, KeyType: "PlatformId" }),
    // The listing schemas take the Tour alias before anything else, so their input type is unknown.
    create: (input: ListingWrite & { SerialNumber: string }) => callChat<string>("/chat/Chatbot/RealEstateCreate", input),
    update: (input: ListingWrite & { SerialNumber: string; Key: string; KeyType: string }) => callChat<number>("/chat/Chatbot/RealEstateUpdate", input),
    remove: (SerialNumber: string, ids: string[]) =>
      callChat<{ SuccessCount: number }>("/chat/Chatbot/RealEstateDelete", { SerialNumber, Keys: ids, KeyType: "PlatformId" }),
  },
  chat: {
    newSession: (serialNumber: string) => callChat<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber }),
    ask: (input: In<typeof clientAskInput>) =>
      callChat<{ messageid: number; content: string; totalToken: number; noAnswer: boolean }>("/chat/Chat/ClientAsk", input),
    askStream,
  },
  conversations: {
    list: (input: In<typeof sessionListInput>) => callChat<Result<typeof sessionList>>("/chat/Chatbot/SessionList", input),
    get: (serialNumber: string, sessionID: number) =>
      callChat<Result<typeof sessionMessages>>("/chat/Chatbot/SessionMessages", { serialNumber, sessionID }),
  },
  files: {
    get: (fileId: string) => callChat<Result<typeof getFile>>("/chat/User/GetFile", { fileId }),
    /** The upload flow of existing clients: ask for a signed URL, PUT the bytes to it. */
    upload: async (file: Blob & { name: string }) => {
      const target = await callChat<Result<typeof createPreUpload>>("/chat/User/GetPreUploadUrl", { fileName: file.name });
      const response = await fetch(target.PreUploadUrl, { method: "PUT", body: file });
      const envelope = await response.json().catch(() => null);
      if (!response.ok || !envelope?.Success) {
        throw new ChatApiError(response.status, envelope?.Message ?? `Upload failed with status ${response.status}`);
      }
      return { fileId: target.FileStoreId, url: target.FileUrl, mime: String(envelope.Data.Mime), kind: String(envelope.Data.Kind) };
    },
  },
  workspace: {
    get: () => callChat<Result<typeof describeWorkspace>>("/chat/Workspace/Get"),
    apiKeys: () => callChat<Result<typeof listApiKeys>>("/chat/Workspace/ApiKeyList"),
    createApiKey: (Name: string) => callChat<{ ID: string; Name: string; ApiKey: string }>("/chat/Workspace/ApiKeyCreate", { Name }),
    revokeApiKey: (ID: string) => callChat<number>("/chat/Workspace/ApiKeyRevoke", { ID }),
    rotateSessionKey: () => callChat<{ SessionKey: string }>("/chat/Workspace/SessionKeyRotate"),
    members: () => callChat<Result<typeof listMembers>>("/chat/Workspace/MemberList"),
  },
};

export type ChatbotSummary = Result<typeof listChatbots>[number];
export type ChatbotDetail = Result<typeof getChatbot>;
export type ListingPage = Result<typeof listListings>;
export type ListingRow = ListingPage["List"][number];
export type ListingDetail = Result<typeof getListing>;
export type ModelOption = ReturnType<typeof modelList>[number];
export { ChatApiError };
