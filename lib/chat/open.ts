import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { databaseErrorCode } from "@/db/errors";
import { rowsOf } from "@/db/rows";
import { type Chatbot, chatbots } from "@/db/schema";
import { readState } from "@/lib/ai/concierge/state";
import type { ConversationState } from "@/lib/ai/concierge/types";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { notFound, rateLimited } from "@/lib/errors";
import { type HistoryTurn, MAX_TURNS, turnsWithin } from "./history";
import { DEFAULT_RATE_LIMIT_MESSAGE, MONTHLY_LIMIT_MESSAGE } from "./limits";
import type { AskType } from "./schema";
import { isKnownVisitorAddress } from "./visitor-address";

/** A question admitted and stored, with what its answer needs. */
export interface OpenedQuestion {
  chatbot: Chatbot;
  sessionId: number;
  questionId: number;
  /** The month whose MessageLimit counter counted it (for a refund). */
  month: string;
  state: ConversationState;
  history: HistoryTurn[];
  /** Whether the chatbot has any knowledge passage: without, searchKnowledge need not query. */
  hasKnowledge: boolean;
}

interface Question {
  workspace: WorkspaceRef;
  sessionId: number;
  content: string;
  askType: AskType;
  fileIds?: string[];
  /** A widget visitor's address hash: RateLimitCount applies to it across all its sessions too. */
  visitorAddress?: string;
}

/** The chatbot's columns by their SQL names, to read the row the database gives as JSON. */
const CHATBOT_PROPERTIES = Object.entries(getTableColumns(chatbots)).map(([property, column]) => [column.name, property] as const);

function chatbotOf(json: Record<string, unknown>): Chatbot {
  const row: Record<string, unknown> = {};
  for (const [name, property] of CHATBOT_PROPERTIES) row[property] = json[name];
  row.createdAt = new Date(String(json.created_at));
  row.updatedAt = new Date(String(json.updated_at));
  return row as Chatbot;
}

/**
 * Admits a question and stores it, in one round trip (casabot_open_question, migration 0021): the
 * session must be of a chatbot of this workspace (404), RateLimitCount questions within any
 * RateLimitTime seconds per session and per widget visitor's address, and MessageLimit a month, all
 * exact however many asks arrive at once and on however many servers (429). Gives back the chatbot,
 * the conversation state and the earlier turns the answer is given with.
 */
export async function openQuestion(db: Database, question: Question): Promise<OpenedQuestion> {
  const { workspace, sessionId } = question;
  const visitor = isKnownVisitorAddress(question.visitorAddress) ? question.visitorAddress : null;
  const fileIds = question.fileIds?.length ? JSON.stringify(question.fileIds) : null;
  let opened: {
    chatbot: Record<string, unknown>;
    questionId: number;
    month: string;
    state: unknown;
    history: { role: string; content: string }[];
    hasKnowledge: boolean;
  };
  try {
    const [row] = rowsOf<{ opened: typeof opened }>(
      await db.execute(
        sql`select casabot_open_question(${sessionId}, ${workspace.id}::uuid, ${question.content}, ${question.askType}, ${fileIds}::jsonb, ${visitor}, ${MAX_TURNS}) as opened`,
      ),
    );
    opened = row!.opened;
  } catch (error) {
    const refused = databaseErrorCode(error);
    if (refused?.code === "CBN01") throw notFound("Session not found");
    if (refused?.code === "CBR01") throw rateLimited(refused.message.trim() || DEFAULT_RATE_LIMIT_MESSAGE);
    if (refused?.code === "CBM01") throw rateLimited(MONTHLY_LIMIT_MESSAGE);
    throw error;
  }
  return {
    chatbot: chatbotOf(opened.chatbot),
    sessionId,
    questionId: Number(opened.questionId),
    month: opened.month,
    state: readState(opened.state),
    history: turnsWithin(opened.history),
    hasKnowledge: opened.hasKnowledge === true,
  };
}
