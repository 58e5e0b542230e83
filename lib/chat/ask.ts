import { mailLinkOrigin } from "@/lib/auth/account-mail";
import { stepCountIs, streamText, wrapLanguageModel } from "ai";
import type { Database } from "@/db/client";
import type { Language } from "@/lib/ai/concierge/types";
import { complianceModel, replyGuard } from "@/lib/ai/compliance-model";
import { chatbotCities, conciergeSettings } from "@/lib/ai/concierge-model";
import { detectLanguage } from "@/lib/ai/concierge/language";
import { type NamedSpan, resolveNamedListings, shownKindSpans } from "@/lib/ai/concierge/resolver";
import { visitorText } from "@/lib/ai/concierge/text";
import { systemPrompt } from "@/lib/ai/prompt";
import { resolveModel } from "@/lib/ai/providers";
import { chatTools, type Conversation } from "@/lib/ai/tools";
import type { HandlerContext } from "@/lib/context";
import { AppError, upstreamFailed } from "@/lib/errors";
import { checkVisitorMessage, complianceTag } from "@/lib/fair-housing/check";
import { complianceReply } from "@/lib/fair-housing/replies";
import { questionFacts } from "@/lib/insights/facts";
import { errorFields, log } from "@/lib/log";
import { joinSteps, MODEL_FAILED_MESSAGE, noAnswerFlag, type PreparedAnswer, saveAnswer, totalTokens } from "./answers";
import { refundQuestion } from "./limits";
import { openQuestion } from "./open";
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
/** `principal`, when the caller is known: a signed-in owner's questions are the dashboard's chat tester. */
export type AskContext = Pick<HandlerContext<ClientAskInput>, "db" | "workspace" | "input" | "request"> &
  Partial<Pick<HandlerContext<ClientAskInput>, "principal">>;

const isLanguage = (value: unknown): value is Language => value === "English" || value === "Spanish" || value === "French";

/**
 * What a question with files is asked with: its files checked, and read for the chatbot's model
 * (an image for a model that sees), before the question is admitted and counted, as what can fail
 * on our side should be. A question without files (nearly every one) skips this, and its chatbot.
 */
async function askFileParts(db: Database, context: AskContext, visitor?: Visitor) {
  const { workspace, input } = context;
  if (!input.fileIds?.length || input.chatAskType === "Text") return { parts: [], described: [] };
  const { chatbot } = await sessionWithChatbot({ db, workspace, sessionId: input.sessionID });
  const files = await requireAskFiles({ db, workspace, input, chatSessionId: visitor ? input.sessionID : undefined });
  return { parts: await files.parts(resolveModel(chatbot.Model).entry), described: files.described };
}

/**
 * Admits and stores the question, then starts the model on it. The database is asked three times
 * (besides the credential's check): the question admitted with what its answer needs (openQuestion),
 * the listing tools' queries, and the answer saved with its question's facts and the conversation's
 * state (saveAnswer).
 */
async function prepare(db: Database, context: AskContext, visitor?: Visitor): Promise<PreparedAnswer> {
  const { workspace, input, request } = context;
  // The answer time Insights shows runs from here, the question's arrival, to the answer's end.
  const started = performance.now();
  const files = await askFileParts(db, context, visitor);
  const opened = await openQuestion(db, {
    workspace,
    sessionId: input.sessionID,
    content: input.content,
    askType: input.chatAskType,
    fileIds: input.fileIds,
    visitorAddress: visitor?.addressHash,
  });
  const { chatbot, sessionId, history } = opened;
  const resolved = resolveModel(chatbot.Model);
  const { entry } = resolved;
  const refund = () => refundQuestion(db, chatbot.id, opened.month);
  // The fair-housing check reads the question before any model does (lib/fair-housing): a question
  // that steers by who people are, or asks whether an area is safe or good, is answered with the
  // refusal in the visitor's language, and recorded as a compliance decline.
  const replyLanguage = (): Language =>
    isLanguage(chatbot.AIResponseLanguage) ? chatbot.AIResponseLanguage : detectLanguage(input.content, opened.state.language ?? "English");
  // The concierge reads a message knowing the chatbot's cities (cached a minute), and the listings it names by words of
  // their own ("the adobe on Acequia Madre"), looked up before it is read; the fair-housing check reads those words as
  // place names ("le quartier des Romains"). Should the database fail to give them now, the question is given back.
  let cities: string[] = [];
  let named: NamedSpan[] = [];
  if (input.content.trim()) {
    try {
      cities = await chatbotCities(db, chatbot.id);
      named = await resolveNamedListings(db, chatbot.id, visitorText(input.content), cities);
      // No name found: "the condo" may be the one condo the last answer listed.
      if (named.length === 0) named = await shownKindSpans(db, chatbot.id, visitorText(input.content), opened.state.results);
    } catch (error) {
      await refund().catch(() => {});
      throw error;
    }
  }
  const decline = input.content.trim()
    ? checkVisitorMessage(
        input.content.normalize("NFC").replace(/\s+/g, " "),
        named.map((span) => ({ phrase: span.phrase, names: span.listings.map((listing) => listing.address) })),
      )
    : null;
  let replaced: string | undefined;
  const model = decline
    ? complianceModel(complianceReply(decline.kind, replyLanguage(), { tenants: decline.tenants, safety: decline.safety }), {
        noAnswer: false,
        language: replyLanguage(),
        compliance: complianceTag(decline),
        listingIds: [],
      })
    : entry.provider === "builtin"
      ? resolved.model
      : wrapLanguageModel({ model: resolved.model, middleware: replyGuard(replyLanguage, (characteristic) => (replaced ??= characteristic)) });
  // What the conversation so far has looked at: follow-ups are read against it. The tools keep the
  // next one here as they run; it is saved with the answer, with the language the visitor wrote in.
  const conversation: Conversation = { state: opened.state };
  const finalState = (metadata: unknown) => {
    const casabot = (metadata as { casabot?: { language?: unknown; asked?: unknown } } | undefined)?.casabot;
    // What the concierge was asked of one home, for "and the other one?" next (readState checks it); nothing else keeps it.
    const { asked: _last, ...state } = conversation.state;
    const kept = Array.isArray(casabot?.asked) ? { ...state, asked: casabot.asked } : state;
    // The concierge says which language the visitor wrote in: short follow-ups ("ok", "2") are read in it.
    return isLanguage(casabot?.language) ? { ...kept, language: casabot.language } : kept;
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
    messages: [...history, { role: "user", content: [...question, ...files.parts] }],
    tools: chatTools({
      db,
      chatbot,
      sessionId,
      question: input.content,
      visitorAddress: visitor?.addressHash,
      knowledge: opened.hasKnowledge,
      conversation,
      linkOrigin: mailLinkOrigin(request),
    }),
    stopWhen: stepCountIs(MAX_STEPS),
    temperature: chatbot.Temperature / 100,
    providerOptions: { casabot: conciergeSettings(chatbot, { files: files.described, cities, named, state: conversation.state }) },
    abortSignal: abort.signal,
    timeout: MODEL_TIMEOUT,
    // Failures are logged once, where they are handled (below and in stream.ts), not here.
    onError: () => {},
  });
  return {
    chatbot,
    sessionId,
    questionId: opened.questionId,
    modelKey: entry.key,
    countsOwnTokens: entry.provider === "builtin",
    promptParts: [system, ...history.map((turn) => turn.content), input.content],
    result,
    abort,
    save: async (fields, trace) => {
      const read = trace && !fields.interrupted ? questionFacts(input.content, trace) : null;
      // An owner trying the chatbot in the dashboard's tester is no buyer: Insights' demand and the
      // listings asked about leave their questions out (an unanswered one is still listed).
      const facts = read && context.principal?.kind === "owner" ? { ...read, terms: [] } : read;
      const compliance = decline ? complianceTag(decline) : replaced ? `reply:${replaced}` : null;
      const question = { id: opened.questionId, answerMs: performance.now() - started, facts, compliance };
      const state = finalState(trace?.metadata);
      return saveAnswer(db, { sessionId, chatbotId: chatbot.id, model: entry.key, ...fields }, question, state);
    },
    refund,
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
