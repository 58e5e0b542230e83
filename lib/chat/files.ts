import type { ImagePart, TextPart } from "ai";
import type { Database } from "@/db/client";
import type { FileKind, StoredFile } from "@/db/schema";
import type { ModelEntry } from "@/lib/ai/models";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { invalidInput } from "@/lib/errors";
import { describeFile, workspaceFiles } from "@/lib/files/service";
import { fileStorage } from "@/lib/files/storage";
import type { AskType, ClientAskInput } from "./schema";

export interface AskFiles {
  /** What the model is given with the question: images as image parts when it can see them, else a note. */
  parts: (model: ModelEntry) => Promise<(ImagePart | TextPart)[]>;
  /** What the files are, for a model that cannot look at them. */
  described: string[];
}

const KIND_OF: Record<Exclude<AskType, "Text">, FileKind> = { Image: "image", Audio: "audio", Video: "video" };
const article = (kind: FileKind) => (kind === "image" || kind === "audio" ? "an" : "a");

/**
 * The files a question refers to: each must be a ready file of the caller's workspace
 * (a foreign file and a missing one get the same answer) of the kind chatAskType names.
 * The count rules are the schema's (lib/chat/schema.ts). A widget's visitor may only use
 * the files uploaded in their own session (`chatSessionId`).
 */
export async function requireAskFiles({
  db,
  workspace,
  input,
  chatSessionId,
}: {
  db: Database;
  workspace: WorkspaceRef;
  input: ClientAskInput;
  chatSessionId?: number;
}): Promise<AskFiles> {
  const fileIds = input.fileIds ?? [];
  if (fileIds.length === 0 || input.chatAskType === "Text") return { parts: async () => [], described: [] };
  const expected = KIND_OF[input.chatAskType];
  const usable = (await workspaceFiles(db, workspace, fileIds)).filter((file) => chatSessionId === undefined || file.chatSessionId === chatSessionId);
  const found = new Map(usable.map((file) => [String(file.id), file]));
  const chosen: StoredFile[] = fileIds.map((id, i) => {
    const file = found.get(id);
    if (!file) throw invalidInput(`fileIds[${i}] is not a file of this ${chatSessionId === undefined ? "workspace" : "chat"}`);
    if (file.status === "failed") throw invalidInput(`fileIds[${i}] was refused when it was uploaded${file.failure ? `: ${file.failure}` : ""}`);
    if (file.status !== "ready") throw invalidInput(`fileIds[${i}] has not finished uploading`);
    if (file.kind === "document")
      throw invalidInput(`fileIds[${i}] is a document: documents are for the knowledge base (Knowledge/Add with FileID), not for questions`);
    if (file.kind !== expected) {
      throw invalidInput(
        `fileIds[${i}] is ${article(file.kind!)} ${file.kind} file, but chatAskType ${input.chatAskType} needs ${article(expected)} ${expected} file`,
      );
    }
    return file;
  });
  const described = chosen.map(describeFile);
  return {
    described,
    parts: async (model) => {
      if (!model.vision || expected !== "image") {
        return [{ type: "text", text: `Attached files you cannot open: ${described.join("; ")}.` }];
      }
      const storage = fileStorage();
      return Promise.all(
        chosen.map(async (file): Promise<ImagePart> => ({ type: "image", image: await storage.read(file.storageKey!), mediaType: file.mime! })),
      );
    },
  };
}
