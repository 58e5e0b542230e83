import type { ModelEntry } from "@/lib/ai/models";
import type { Database } from "@/db/client";
import { badRequest } from "@/lib/api/errors";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import type { ClientAskInput } from "./schema";

export interface AskFiles {
  /** Image parts for a model that takes images. */
  parts: (model: ModelEntry) => { type: "image"; image: URL }[];
  /** What the files are, for a model that cannot look at them. */
  described: string[];
}

/**
 * The files a question refers to, which must be files of the caller's workspace. No
 * upload endpoint exists yet, so no file ID can name one of them.
 */
export async function requireAskFiles({ input }: { db: Database; workspace: WorkspaceRef; input: ClientAskInput }): Promise<AskFiles> {
  const fileIds = input.fileIds ?? [];
  if (fileIds.length > 0) throw badRequest(`fileIds[0] is not a file of this workspace`);
  return { parts: () => [], described: [] };
}
