import type { EndpointData, EndpointInput } from "@/lib/api/openapi/contract";
import { ChatApiError, api, confirmStoredUpload } from "@/lib/client/api";

// The Knowledge tab's calls, through the typed client built from the contract: the shapes
// (PageCount, Import's Errors, Refetch) are the contract's, not this page's.

export type KnowledgeSource = EndpointData<"Knowledge/Get">;
export type KnowledgeKind = KnowledgeSource["Kind"];
export type KnowledgeStatus = KnowledgeSource["Status"];
export type ImportResult = EndpointData<"Knowledge/Import">;
type QaInput = Required<Pick<EndpointInput<"Knowledge/Add">, "Question" | "AlternativeQuestions" | "Answer">>;

export const knowledgeApi = {
  addQa: (chatbotId: string, input: QaInput) => api.Knowledge.Add({ SerialNumber: chatbotId, ...input }),
  updateQa: (chatbotId: string, id: string, input: QaInput) => api.Knowledge.Update({ SerialNumber: chatbotId, ID: Number(id), ...input }),
  addDocument: (chatbotId: string, fileId: string, title?: string) =>
    api.Knowledge.Add({ SerialNumber: chatbotId, FileID: fileId, ...(title ? { Title: title } : {}) }),
  addUrl: (chatbotId: string, input: { Url: string; Crawl: boolean; MaxPages?: number }) => api.Knowledge.Add({ SerialNumber: chatbotId, ...input }),
  refetch: (chatbotId: string, id: string) => api.Knowledge.Refetch({ SerialNumber: chatbotId, ID: Number(id) }),
  importCsv: (chatbotId: string, csv: string) => api.Knowledge.Import({ SerialNumber: chatbotId, Csv: csv }),
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
    // Object storage: the URL is signed for these headers.
    for (const [name, value] of Object.entries(target.UploadHeaders ?? {})) request.setRequestHeader(name, value);
    request.responseType = "text";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let envelope: PutReply | null;
      try {
        // Object storage answers with its own body (empty, or XML), never our envelope.
        envelope = target.UploadHeaders ? null : (JSON.parse(request.responseText) as PutReply);
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
  if (target.UploadHeaders) await confirmStoredUpload(target.FileStoreId);
  return target.FileStoreId;
}
