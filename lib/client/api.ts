import type { EndpointData } from "@/lib/api/openapi/contract";
import { ChatApiError, createCasabotClient } from "./casabot-client";

/** The dashboard's client: the same /chat endpoints as any API client, with the owner's session cookie. */
export const api = createCasabotClient({ credentials: "same-origin" });

/**
 * After a PUT straight to object storage (the target named UploadHeaders): GetFile, which has
 * the server check the file, and its type, or the reason it failed as a ChatApiError.
 */
export async function confirmStoredUpload(fileId: string): Promise<{ mime: string; kind: string }> {
  const stored = await api.User.GetFile({ fileId });
  if (stored.Status !== "ready" || !stored.Mime || !stored.Kind) throw new ChatApiError(415, stored.Failure ?? "The file could not be checked: try again");
  return { mime: stored.Mime, kind: stored.Kind };
}

/**
 * The upload flow of existing clients: ask for a one-time URL, PUT the bytes to it. With object
 * storage the URL is the bucket's (signed for the headers it names).
 */
export async function uploadFile(file: Blob & { name: string }) {
  const target = await api.User.GetPreUploadUrl({ fileName: file.name });
  const response = await fetch(target.PreUploadUrl, { method: "PUT", body: file, headers: target.UploadHeaders });
  if (target.UploadHeaders) {
    if (!response.ok) throw new ChatApiError(response.status, `The upload to file storage failed with status ${response.status}`);
    return { fileId: target.FileStoreId, url: target.FileUrl, ...(await confirmStoredUpload(target.FileStoreId)) };
  }
  const envelope = await response.json().catch(() => null);
  if (!response.ok || !envelope?.Success) {
    throw new ChatApiError(response.status, envelope?.Message ?? `Upload failed with status ${response.status}`);
  }
  return { fileId: target.FileStoreId, url: target.FileUrl, mime: String(envelope.Data.Mime), kind: String(envelope.Data.Kind) };
}

export type ChatbotSummary = EndpointData<"Chatbot/List">[number];
export type ChatbotDetail = EndpointData<"Chatbot/Get">;
export type ListingPage = EndpointData<"Chatbot/RealEstateList">;
export type ListingRow = ListingPage["List"][number];
export type ListingDetail = EndpointData<"Chatbot/RealEstateGet">;
export type ModelOption = EndpointData<"Chatbot/ModelList">[number];
export type ChatbotInsights = EndpointData<"Chatbot/Insights">;
export type WorkspaceInsights = EndpointData<"Workspace/Insights">;
export { ChatApiError };
