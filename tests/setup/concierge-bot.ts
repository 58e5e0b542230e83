import { rmSync } from "node:fs";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { listings } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { createListing } from "@/lib/listings/service";
import { migratedDataDir } from "@/tests/setup/databases";

// A chatbot of its own on a PGlite copy of the migrated template, holding the listings a concierge test reads, and
// the visitor's side of a conversation with it through the real answer path (clientAsk, no stream, no cards).

export interface ConciergeBot {
  handle: DatabaseHandle;
  workspace: WorkspaceRef;
  /** The chatbot's serial number. */
  bot: string;
  /** Listing ids by MLS number. */
  idOf: Map<string, number>;
  /** A new conversation: each message asked in turn, the reply's text and whether it went unanswered. */
  conversation: () => Promise<(content: string) => Promise<{ content: string; noAnswer: boolean }>>;
  close: () => Promise<void>;
}

export async function conciergeBot(name: string, homes: readonly Record<string, unknown>[]): Promise<ConciergeBot> {
  const dataDir = await migratedDataDir(name);
  const handle = await openDatabase({ dataDir, poolMax: 1 });
  const { db } = handle;
  const workspace = { id: (await createWorkspace({ db, name })).workspaceId, name };
  const bot = await createChatbot({ db, workspace, input: {} });
  for (const home of homes) await createListing({ db, workspace, input: { SerialNumber: bot, ...home } as never });
  const idOf = new Map<string, number>();
  for (const row of await db.select({ id: listings.id, mls: listings.MLSNumber }).from(listings)) idOf.set(row.mls, row.id);
  return {
    handle,
    workspace,
    bot,
    idOf,
    conversation: async () => {
      const { SessionID } = await createSession({ db, workspace, serialNumber: bot });
      return async (content: string) =>
        (await clientAsk({
          db,
          workspace,
          input: { sessionID: SessionID, content, chatAskType: "Text", stream: false, listingCards: false },
          request: new Request("http://localhost/chat/Chat/ClientAsk"),
        })) as { content: string; noAnswer: boolean };
    },
    close: async () => {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
