import { stepCountIs, streamText } from "ai";
import type { Database } from "@/db/client";
import type { Language } from "@/lib/ai/concierge/types";
import { chatbotCities, conciergeSettings } from "@/lib/ai/concierge-model";
import { loadState, saveState } from "@/lib/ai/concierge/state";
import { systemPrompt } from "@/lib/ai/prompt";
import { resolveModel } from "@/lib/ai/providers";
import { chatTools, type Conversation } from "@/lib/ai/tools";
import type { HandlerContext } from "@/lib/context";
import { AppError, upstreamFailed } from "@/lib/errors";
import { questionFacts } from "@/lib/insights/facts";
import { errorFields, log } from "@/lib/log";
import { joinSteps, MODEL_FAILED_MESSAGE, noAnswerFlag, type PreparedAnswer, saveAnswer, totalTokens } from "./answers";
import { loadHistory } from "./history";
import { admitQuestion, refundQuestion } from "./limits";
import type { ClientAskInput } from "./schema";
import { sessionWithChatbot } from "./sessions";
import { streamAnswer } from "./stream";
import { requireAskFiles } from "./files";

/** How many model calls one answer may take (tool calls and the answer after them). */
const MAX_STEPS = 4;

/**
 * A model that goes quiet this long between chunks, or takes this long in all, has
 * failed (MODEL_CHUNK_TIMEOUT_MS shortens the first, for tests of a provider that hangs).
 */
const MODEL_TIMEOUT = { totalMs: 120_000, chunkMs: Number(process.env.MODEL_CHUNK_TIMEOUT_MS) || 30_000 };

/**
 * A widget's visitor (lib/widget): limited per address as well as per session, and
 * asking only with the files uploaded in that session.
 */
export interface Visitor {
  addressHash: string;
}

/** What an ask needs of the request: the API's ClientAsk and the widget's Ask both give it. */
export type AskContext = Pick<HandlerContext<ClientAskInput>, "db" | "workspace" | "input" | "request">;

const isLanguage = (value: unknown): value is Language => value === "English" || value === "Spanish" || value === "French";

/** Admits and stores the question, then starts the model on it. */
async function prepare(db: Database, context: AskContext, visitor?: Visitor): Promise<PreparedAnswer> {
  const { workspace, input, request } = context;
  // The answer time Insights shows runs from here, the question's arrival, to the answer's end.
  const started = performance.now();
  const { sessionId, chatbot } = await sessionWithChatbot({ db, workspace, sessionId: input.sessionID });
  const files = await requireAskFiles({ db, workspace, input, chatSessionId: visitor ? sessionId : undefined });
  const { entry, model } = resolveModel(chatbot.Model);
  // What can fail on our side is read before the question is admitted and counted.
  const fileParts = await files.parts(entry);
  const cities = entry.provider === "builtin" ? await chatbotCities(db, chatbot.id) : [];
  const admitted = await admitQuestion(db, {
    sessionId,
    chatbot,
    content: input.content,
    askType: input.chatAskType,
    fileIds: input.fileIds,
    visitorAddress: visitor?.addressHash,
  });
  const history = await loadHistory(db, sessionId, admitted.questionId);
  // What the conversation so far has looked at: follow-ups are read against it. The tools save
  // the next one as they run; the visitor's language is saved once the answer is done.
  const conversation: Conversation = { state: await loadState({ db, sessionId }) };
  const saveLanguage = async (language: unknown) => {
    if (!isLanguage(language) || language === conversation.state.language) return;
    conversation.state = { ...conversation.state, language };
    // The answer is given and stored already: a state not saved only costs the next short message its language.
    await saveState({ db, sessionId, state: conversation.state }).catch((error) =>
      log.error("conversation state not saved", { sessionId, ...errorFields(error) }),
    );
  };

  // The visitor going away (or the server shutting the request) stops the model.
  const abort = new AbortController();
  if (request.signal.aborted) abort.abort();
  else request.signal.addEventListener("abort", () => abort.abort(), { once: true });
  const system = systemPrompt(chatbot);
  const question = input.content.trim() ? [{ type: "text" as const, text: input.content }] : [];
  const result = streamText({
    model,
    system,
    messages: [...history, { role: "user", content: [...question, ...fileParts] }],
    tools: chatTools({ db, chatbot, sessionId, question: input.content, visitorAddress: visitor?.addressHash, conversation }),
    stopWhen: stepCountIs(MAX_STEPS),
    temperature: chatbot.Temperature / 100,
    providerOptions: { casabot: conciergeSettings(chatbot, { files: files.described, cities, state: conversation.state }) },
    abortSignal: abort.signal,
    timeout: MODEL_TIMEOUT,
    // Failures are logged once, where they are handled (below and in stream.ts), not here.
    onError: () => {},
  });
  return {
    chatbot,
    sessionId,
    questionId: admitted.questionId,
    modelKey: entry.key,
    countsOwnTokens: entry.provider === "builtin",
    promptText: [system, ...history.map((turn) => turn.content), input.content].join("\n"),
    result,
    abort,
    save: async (fields, trace) => {
      const facts = trace && !fields.interrupted ? questionFacts(input.content, trace) : null;
      const question = { id: admitted.questionId, answerMs: performance.now() - started, facts };
      const messageId = await saveAnswer(db, { sessionId, chatbotId: chatbot.id, model: entry.key, ...fields }, question);
      // The concierge says which language the visitor wrote in: short follow-ups ("ok", "2") are read in it.
      if (!fields.interrupted) await saveLanguage((await Promise.resolve(result.providerMetadata).catch(() => undefined))?.casabot?.language);
      return messageId;
    },
    refund: () => refundQuestion(db, chatbot.id, admitted.month),
  };
}

/** ClientAsk: one JSON reply, or a stream of `{content}` lines and a final summary line. */
export async function clientAsk(context: AskContext, visitor?: Visitor) {
  const prepared = await prepare(context.db, context, visitor);
  if (context.input.stream) return streamAnswer(prepared, context.input.listingCards ? { db: context.db } : undefined);

  const { result, chatbot } = prepared;
  let text = "";
  try {
    const steps = await result.steps;
    text = joinSteps(steps.map((step) => step.text));
    const answer = text + chatbot.AnswerSuffix;
    const tokens = totalTokens(prepared, await result.totalUsage, answer);
    const metadata = await result.providerMetadata;
    const toolCalls = steps.flatMap((step) => step.toolCalls.map(({ toolName, input }) => ({ toolName, input })));
    const noAnswer = noAnswerFlag(
      metadata,
      text,
      toolCalls.map((call) => call.toolName),
    );
    const trace = { toolCalls, toolOutputs: steps.flatMap((step) => step.toolResults.map((result) => result.output)), metadata };
    const messageid = await prepared.save({ content: answer, totalTokens: tokens, noAnswer, interrupted: false }, trace);
    return { messageid, content: answer, totalToken: tokens, noAnswer };
  } catch (error) {
    await prepared.save({ content: text, totalTokens: 0, noAnswer: true, interrupted: true });
    if (error instanceof AppError) throw error;
    // Not answered: the question does not count against the month's MessageLimit.
    if (!prepared.abort.signal.aborted) await prepared.refund();
    log.error("model failed to answer", { chatbotId: chatbot.id, model: prepared.modelKey, ...errorFields(error) });
    throw upstreamFailed(MODEL_FAILED_MESSAGE);
  }
}
