import type { EndpointData } from "@/lib/api/openapi/contract";
import { ChatApiError, api } from "@/lib/client/api";

// The Knowledge tab's calls. Adding a document or a web page, Refetch and Import are being
// added to the contract by the ingestion work (kb-ingest) beside this page: until their
// entries land, they go through `call` with the local types below, which follow the
// shapes agreed for them. Once the contract has them, these become `api.Knowledge.*`.

type ContractSource = EndpointData<"Knowledge/Get">;

/** A source as the tab shows it; PageCount comes with documents and crawled sites. */
export type KnowledgeSource = ContractSource & { PageCount?: number | null };
export type KnowledgeKind = KnowledgeSource["Kind"];
export type KnowledgeStatus = KnowledgeSource["Status"];
export type SearchPassage = EndpointData<"Knowledge/Search">["Passages"][number];

export interface ImportResult {
  Added: number;
  Errors: { Row: number; Message: string }[];
}

type LooseCall = (name: string, body: unknown) => Promise<unknown>;
const callLoose = api.call as unknown as LooseCall;

export const knowledgeApi = {
  addQa: (chatbotId: string, input: { Question: string; AlternativeQuestions: string[]; Answer: string }) =>
    api.Knowledge.Add({ SerialNumber: chatbotId, ...input }) as Promise<KnowledgeSource>,
  updateQa: (chatbotId: string, id: string, input: { Question: string; AlternativeQuestions: string[]; Answer: string }) =>
    api.Knowledge.Update({ SerialNumber: chatbotId, ID: Number(id), ...input }) as Promise<KnowledgeSource>,
  addDocument: (chatbotId: string, fileId: string, title?: string) =>
    callLoose("Knowledge/Add", { SerialNumber: chatbotId, FileID: fileId, ...(title ? { Title: title } : {}) }) as Promise<KnowledgeSource>,
  addUrl: (chatbotId: string, input: { Url: string; Crawl: boolean; MaxPages?: number; Title?: string }) =>
    callLoose("Knowledge/Add", { SerialNumber: chatbotId, ...input }) as Promise<KnowledgeSource>,
  refetch: (chatbotId: string, id: string) => callLoose("Knowledge/Refetch", { SerialNumber: chatbotId, ID: id }) as Promise<KnowledgeSource>,
  importCsv: (chatbotId: string, csv: string) => callLoose("Knowledge/Import", { SerialNumber: chatbotId, Csv: csv }) as Promise<ImportResult>,
  remove: (chatbotId: string, ids: string[]) => api.Knowledge.Delete({ SerialNumber: chatbotId, IDs: ids.map(Number) }),
};

type PutReply = { Success?: boolean; Code?: number; Message?: string };

/**
 * Uploads a file as the API's clients do (a one-time URL, then a PUT of the bytes), through
 * XMLHttpRequest rather than fetch: only it reports the upload's progress. Resolves with the
 * file's ID; a refusal (415 not a format we read, 413 too large or over the quota) rejects
 * with the server's own message.
 */
export async function uploadWithProgress(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<string> {
  const target = await api.User.GetPreUploadUrl({ fileName: file.name }, { signal });
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", target.PreUploadUrl);
    request.responseType = "text";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let envelope: PutReply | null;
      try {
        envelope = JSON.parse(request.responseText) as PutReply;
      } catch {
        envelope = null;
      }
      if (request.status >= 200 && request.status < 300 && envelope?.Success !== false) {
        onProgress(1);
        resolve();
      } else {
        reject(new ChatApiError(envelope?.Code ?? request.status, envelope?.Message ?? `The upload failed with status ${request.status}.`));
      }
    });
    request.addEventListener("error", () => reject(new ChatApiError(0, "Could not reach the server. Check your connection and try again.")));
    request.addEventListener("abort", () => reject(new DOMException("The upload was cancelled.", "AbortError")));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
  return target.FileStoreId;
}
