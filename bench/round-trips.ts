// How often one ClientAsk waits on the database (issue 21: at most 3), counted in process from the
// statements Drizzle sends while clientAsk answers the bench's question on the biggest bot: the
// admission, the listing tools' statements (sent together, so one wait), the save. The credential's
// check, which the endpoint makes before, is the fourth statement of a request, as for every endpoint.
import { type DatabaseConfig, openDatabase } from "@/db/client";
import { clientAsk } from "@/lib/chat/ask";
import { clientAskInput } from "@/lib/chat/schema";
import { createSession } from "@/lib/chat/sessions";

export interface AskRoundTrips {
  question: string;
  statements: string[];
  /** Statements sent while another was in flight (within a millisecond of the one before) count as one wait. */
  waits: number;
}

export async function measureAskRoundTrips(config: DatabaseConfig, chatbotId: string, workspaceId: string, question: string): Promise<AskRoundTrips> {
  const sent: { at: number; statement: string }[] = [];
  const handle = await openDatabase({ ...config, logger: { logQuery: (statement) => sent.push({ at: performance.now(), statement }) } });
  try {
    const workspace = { id: workspaceId, name: "" };
    const { SessionID } = await createSession({ db: handle.db, workspace, serialNumber: chatbotId });
    const ask = async () => {
      sent.length = 0;
      await clientAsk({
        db: handle.db,
        workspace,
        input: clientAskInput.parse({ sessionID: SessionID, content: question }),
        request: new Request("http://bench.local/"),
      });
    };
    // The first ask fills this process's caches (the chatbot's cities, a minute): the second is the usual one.
    await ask();
    await ask();
    const waits = sent.filter((entry, index) => index === 0 || entry.at - sent[index - 1]!.at > 1).length;
    return { question, statements: sent.map((entry) => entry.statement.replace(/\s+/g, " ")), waits };
  } finally {
    await handle.close();
  }
}
