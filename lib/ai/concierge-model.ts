import type {
  JSONObject,
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { z } from "zod";
import type { Database } from "@/db/client";
import type { Chatbot } from "@/db/schema";
import { composeListingQuestionAnswered, composeWithKnowledge, listingFilters } from "./concierge/answer-knowledge";
import { composeAnswer } from "./concierge/compose";
import { asksTheAgency, type KnowledgeSource, knowledgeQuery, knowledgeWords, namesAgencyTopic } from "./concierge/knowledge";
import { withoutContact } from "./concierge/contact";
import { namesDeposit, namesFact } from "./concierge/extension-match";
import { asksViewing, asksViewingWhen } from "./concierge/intents";
import { questionsOf, understand } from "./concierge/parse";
import { type NamedSpan, namedSpanSchema } from "./concierge/resolver";
import type { ConciergeResult } from "./concierge/results";
import { readState } from "./concierge/state";
import { fold, visitorText, wordsRegex } from "./concierge/text";
import * as vocab from "./concierge/vocab";
import { type ConversationState, EMPTY_STATE, type Intent, type Language, type ListingQuestion, type SearchFilters, WEAK_FILTERS } from "./concierge/types";
import { cachedCities } from "./concierge/search";
import { withoutFlagged } from "@/lib/fair-housing/flags";
import { readProposedTimes } from "@/lib/showings/when";
import { promptTokens, tokenCount } from "./tokens";

// The built-in listing concierge as an AI SDK model. It reads the visitor's message in the
// light of the session's conversation state (never the text of earlier answers), and either
// calls one of the listing tools (the same tools a provider's model gets) or answers at once;
// after a tool result it writes the answer from that result. A question about the agency (its
// fees, hours, how closing works), alone or next to a listing question, is looked up with
// searchKnowledge too, in the same step, and answered from the passage that covers it, its
// source named. So the concierge goes down the same road as any model: streamText, tools, usage, streaming.

const LANGUAGES: readonly Language[] = ["English", "Spanish", "French"];

/** What the concierge needs of the chatbot and the session, passed as providerOptions.casabot. */
export function conciergeSettings(
  chatbot: Chatbot,
  { files = [], cities = [], state = EMPTY_STATE, named = [] }: { files?: string[]; cities?: string[]; state?: ConversationState; named?: NamedSpan[] } = {},
) {
  return {
    language: chatbot.AIResponseLanguage,
    welcomeMessage: chatbot.WelcomeMessage,
    talkToHumanResponseMessage: chatbot.TalkToHumanResponseMessage,
    files,
    cities,
    named: named as unknown as JSONObject[],
    // Plain JSON, as providerOptions must be.
    state: state as unknown as JSONObject,
  };
}

/** The chatbot's cities, most listings first (cached a minute: lib/ai/concierge/search-cities.ts). */
export async function chatbotCities(db: Database, chatbotId: string): Promise<string[]> {
  return (await cachedCities(db, chatbotId)).map((city) => city.name);
}

interface Settings {
  language: string;
  welcomeMessage: string;
  talkToHumanResponseMessage: string;
  files: string[];
  cities: string[];
  named: NamedSpan[];
  state: ConversationState;
}

const TOOL_FOR_INTENT: Partial<Record<Intent["kind"], string>> = {
  search: "search_listings",
  count: "count_listings",
  listing: "get_listing",
  compare: "compare_listings",
  coverage: "list_coverage",
  human: "request_human",
  lead: "record_lead",
  viewing: "request_showing",
  qualify: "update_lead",
  alert: "save_search_alert",
};

/** The tool an intent calls: a contact left for a showing sends the showing. */
const toolFor = (intent: Intent) => (intent.kind === "lead" && intent.viewing ? "request_showing" : TOOL_FOR_INTENT[intent.kind]);

/** The tool input for an intent, in the tool's schema (tool-schemas.ts). */
function toolInput(intent: Intent): object {
  switch (intent.kind) {
    case "search":
      return {
        filters: intent.filters,
        ...(intent.sort ? { sort: intent.sort } : {}),
        limit: Math.min(10, Math.max(1, intent.limit)),
        ...(intent.offset ? { offset: intent.offset } : {}),
      };
    case "count":
      return { filters: intent.filters };
    case "listing":
      return { listing: intent.listing };
    case "compare":
      return { listings: intent.listings.slice(0, 3) };
    case "lead":
      return intent.viewing
        ? { name: intent.name, email: intent.email, phone: intent.phone, listing: intent.listing, when: intent.when?.slice(-600) }
        : { name: intent.name, email: intent.email, phone: intent.phone, listing: intent.listing };
    case "viewing":
      return {
        listing: intent.listing,
        when: intent.when?.slice(-600),
        ...(intent.change ? { change: true } : {}),
        ...(intent.name ? { name: intent.name } : {}),
        ...(intent.described ? { described: intent.described } : {}),
      };
    case "qualify":
      return { answer: intent.answer, ...(intent.asked ? { asked: intent.asked } : {}) };
    case "alert":
      return { email: intent.email, phone: intent.phone, name: intent.name, filters: intent.filters };
    default:
      return {};
  }
}

function settingsOf(options: LanguageModelV3CallOptions): Settings {
  const given = (options.providerOptions?.casabot ?? {}) as Partial<Record<keyof Settings, unknown>>;
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    language: text(given.language),
    welcomeMessage: text(given.welcomeMessage),
    talkToHumanResponseMessage: text(given.talkToHumanResponseMessage),
    files: strings(given.files),
    cities: strings(given.cities),
    named: namedSpans(given.named),
    state: readState(given.state),
  };
}

/** The named listings as resolveNamedListings gave them; anything else is none. */
const namedSpans = (value: unknown): NamedSpan[] => z.array(namedSpanSchema).catch([]).parse(value);

const textOf = (content: LanguageModelV3Prompt[number]["content"]) =>
  typeof content === "string" ? content : content.map((part) => (part.type === "text" ? part.text : "")).join("");

/** The visitor's latest message, read as visitorText makes it: a long or crafted message costs no more to read than a short one. */
function lastQuestion(prompt: LanguageModelV3Prompt): string {
  const message = prompt.findLast((item) => item.role === "user");
  return message ? visitorText(textOf(message.content)) : "";
}

/** The tool results the prompt ends with, as the tools returned them (one step may call two); null when the last step called no tool. */
function toolResults(prompt: LanguageModelV3Prompt): ConciergeResult[] | null {
  const last = prompt.at(-1);
  if (last?.role !== "tool") return null;
  const results = last.content.flatMap((item) => {
    if (item.type !== "tool-result") return [];
    const output = item.output;
    const value = output.type === "json" ? output.value : output.type === "text" ? output.value : null;
    // Results cross the tool boundary as JSON; a missing or odd one reads as no result rather than a crash.
    return [value && typeof value === "object" && "kind" in value ? (value as unknown as ConciergeResult) : ({ kind: "none" } as const)];
  });
  return results.length > 0 ? results : [{ kind: "none" }];
}

type ToolCall = { toolName: string; input: string };

type Step =
  | { kind: "tool"; calls: ToolCall[]; language: Language }
  | {
      kind: "text";
      text: string;
      noAnswer: boolean;
      listingIds: number[];
      language: Language;
      sources?: KnowledgeSource[];
      intent?: Intent["kind"];
      /** What one home was asked, kept in the state for "and the other one?" (lib/chat/ask.ts). */
      asked?: ListingQuestion[];
    };

const KNOWLEDGE_TOOL = "searchKnowledge";
const HANDOFF_WORDS = wordsRegex([...vocab.HUMAN_DIRECT, ...vocab.HUMAN_VERBS], "g");
/** Intents that are no listing question: their whole message may be about the agency. */
const NOT_LISTINGS: readonly Intent["kind"][] = ["unknown", "clarify", "beyond", "offtopic", "greeting", "thanks", "about", "goodbye", "human", "noContact"];
/** Listing intents a part of the message may be about the agency next to ("what are your fees, and 3-bed homes in Austin?"). */
const WITH_LISTINGS: readonly Intent["kind"][] = ["search", "count", "coverage"];
/** One part of a message: "what are your fees, and do you have…" is two. Linear: one character class, one alternation of words. */
const CLAUSE_BREAK = /[?!.;,¿¡]+|(?<![\p{L}])(?:and|also|y|e|et|aussi|tambien|ademas)(?![\p{L}])/gu;

/**
 * A search for features only whose other words name an agency topic: "office hours", "the
 * security deposit" read as homes with an office or security. Looked up whole; the knowledge
 * answers it when a passage covers it, else the search does.
 */
function featuresAndTopic(question: string, intent: Intent, cities: string[]): boolean {
  if (intent.kind !== "search" && intent.kind !== "count") return false;
  const real = Object.keys(intent.filters ?? {}).filter((key) => !WEAK_FILTERS.has(key));
  return real.length > 0 && real.every((key) => key === "features") && namesAgencyTopic(knowledgeWords(question, cities));
}

/**
 * The part of the visitor's message to look up in the agency's knowledge, or "" for none. A
 * message that is no listing question (or a search for nothing more than "for sale") is looked
 * up whole. A listing question only in its parts that, read alone, are no listing question:
 * "3 bed homes in Austin" never is, "what are your fees" next to it is.
 */
function knowledgePart(question: string, intent: Intent, state: ConversationState, cities: string[]): string {
  // A handoff is looked up only for what it asks besides the words that made it one ("I want to sell my house" asks nothing more).
  if (intent.kind === "human") return fold(question).replace(HANDOFF_WORDS, " ");
  if (NOT_LISTINGS.includes(intent.kind)) return question;
  // "I like 4100 Congress Ave. How much is the earnest money if I make an offer?": the parts that,
  // read alone (with no listing to refer to), are no listing question and name an agency topic.
  if (intent.kind === "listing") return agencyParts(question, EMPTY_STATE, cities, true);
  if (!WITH_LISTINGS.includes(intent.kind)) return "";
  if (!listingFilters(intent) || featuresAndTopic(question, intent, cities)) return question;
  return agencyParts(question, state, cities, false);
}

/** The parts of a message that, read alone, are no listing question (and, with `topic`, name one of the agency's topics), joined. */
function agencyParts(question: string, state: ConversationState, cities: string[], topic: boolean): string {
  const parts = fold(question)
    .split(CLAUSE_BREAK)
    .map((part) => part.trim())
    .filter((part) => {
      if (part === "") return false;
      const asked = knowledgeWords(part, cities);
      return asked.length > 0 && (!topic || namesAgencyTopic(asked));
    });
  return parts
    .filter((part) => {
      const alone = understand(part, state, { cities }).intent;
      // Next to a named listing, "¿cuánto cuesta la inspección de la casa?" reads as a search for houses: no listing question either.
      return NOT_LISTINGS.includes(alone.kind) || (topic && (alone.kind === "search" || alone.kind === "count") && !listingFilters(alone));
    })
    .join(". ");
}

/** Listing questions a message may ask two of: each its own tool call and its own answer. */
const TWO_KINDS: readonly Intent["kind"][] = ["listing", "search", "count", "compare", "coverage"];
/** The end of a question inside a message: a closing question mark (an opening "¿" starts one, it ends none). */
const QUESTION_END = /\?+/gu;
/** A sentence's end: "?", "!" or a period before a space or the end ("Av. Juárez" keeps its period's word, "2.5" its number). */
const SENTENCE_END = /((?<![?!])[?!]+|(?<!\.)\.+(?=\s|$))/u;
/** The words after a part's last comma, dash or semicolon: "vi el townhouse de greenland drive, incluye el agua". */
const lastClause = (folded: string) =>
  folded
    .split(/\s[-–—]\s|[,;:]/u)
    .at(-1)!
    .trim();

/**
 * "What about the one on Lakeview Dr, is it still available? And do any of your rentals take dogs?": two
 * questions of different kinds in one message, each read alone against the conversation, or null.
 * Only two, each with words of its own, both listing questions, and different: a single question that
 * merely ends in "?" stays one.
 */
/** Where a second count starts in one sentence: "… and how many are rentals", "… y cuántos en alquiler", "… et combien à louer". */
const COUNT_JOIN = /\s(?:and|y|et)\s+(?=(?:how many|cu[aá]nt[oa]s|combien)(?![\p{L}]))/iu;

function twoQuestions(question: string, state: ConversationState, cities: string[], named: NamedSpan[]): [Intent, Intent] | null {
  // Split at closing question marks only: "Me gusta 4100 Congress Ave. ¿Cuánto cuesta la inspección?" is one question.
  let parts = question
    .split(QUESTION_END)
    .map((part) => part.trim())
    .filter((part) => /\p{L}{2,}/u.test(part));
  // "How many listings in Burlington and how many are rentals": two counts in one sentence.
  if (parts.length === 1) parts = question.split(COUNT_JOIN).map((part) => part.trim());
  if (parts.length !== 2) return null;
  // A part about the agency itself ("how much is the inspection?") is the knowledge's, answered beside the listing's.
  if (parts.some((part) => namesAgencyTopic(knowledgeWords(part, cities)))) return null;
  const first = understand(parts[0]!, state, { cities, named }).intent;
  // A second count narrows the first ("… and how many are rentals" counts the rentals there).
  const after: ConversationState = first.kind === "count" ? { ...state, criteria: { filters: first.filters }, results: [], focus: [] } : state;
  const read = understand(parts[1]!, after, { cities, named }).intent;
  const second: Intent = first.kind === "count" && read.kind === "count" ? { ...read, filters: { ...first.filters, ...read.filters } } : read;
  if (!TWO_KINDS.includes(first.kind) || !TWO_KINDS.includes(second.kind)) return null;
  if (first.kind === second.kind && (first.kind !== "count" || JSON.stringify(first) === JSON.stringify(second))) return null;
  // "Does the Bull St loft have AC? And is there laundry?": a feature asked after one home is asked of it, the message read whole.
  if (first.kind === "listing" && second.kind === "search" && !second.sort && onlyFeatures(second.filters)) return null;
  return [first, second];
}

/** Filters that ask for features and nothing else ("and is there laundry?"). */
const onlyFeatures = (filters: SearchFilters) => {
  const keys = Object.keys(filters).filter((key) => filters[key as keyof SearchFilters] !== undefined);
  return keys.length > 0 && keys.every((key) => key === "features" || key === "anyFeatures");
};

/**
 * "Is SEA-706 still available? When is the tenant's lease up? … want to walk it monday between 2 and 4pm", "SEA-701 : c'est
 * possible aujourd'hui à 16h30 ? Et les taxes foncières ?": a visit asked beside questions of the same home. The questions,
 * read from the parts of the message that ask no visit, as one question of that home; with the visit, both answered.
 */
function askedBesideViewing(question: string, intent: Intent): [Intent, Intent] | null {
  const viewing = intent.kind === "viewing" ? !intent.change : intent.kind === "lead" && intent.viewing === true;
  if (!viewing || !("listing" in intent) || !intent.listing) return null;
  // Sentences, the contact taken out first ("… a las 4 de la tarde. Tiene alberca verdad? Ramon …").
  const pieces = withoutContact(question, fold(question)).split(SENTENCE_END);
  // Each sentence, and whether it ended with a question mark (the delimiters are captured between them).
  const parts = pieces
    .flatMap((piece, index) => (index % 2 === 0 ? [{ part: piece.trim(), asks: (pieces[index + 1] ?? "").includes("?") }] : []))
    .filter(({ part }) => /\p{L}{2,}/u.test(part));
  if (parts.length < 2) return null;
  const asked: ListingQuestion[] = [];
  for (const { part, asks } of parts) {
    // A part that asks the visit is no question of the home.
    const folded = fold(part);
    if (asksViewing(folded) || asksViewingWhen(folded) || readProposedTimes(part, "UTC").times.length > 0) continue;
    // "Vi el townhouse de Greenland Drive, incluye el agua?", "I'm an investor - whats the cap rate?": the sentence, else
    // its last clause, is its question.
    for (const words of [folded, lastClause(folded)]) {
      const { question: first, also } = questionsOf(words);
      // Whether it can be seen is the visit's answer; an owner's fact only when named by its own words, or asked in a
      // few ("is water included?").
      const kept = (first ? [first, ...(also ?? [])] : []).filter(
        (one) =>
          !("field" in one && (one.field === "status" || one.field === "availableWhen")) &&
          !("extension" in one && !namesFact(words) && !namesDeposit(words) && !(asks && one.extension.split(" ").length <= 3)),
      );
      for (const one of kept) if (!asked.some((known) => JSON.stringify(known) === JSON.stringify(one))) asked.push(one);
      if (kept.length > 0) break;
    }
  }
  if (asked.length === 0) return null;
  return [{ kind: "listing", listing: intent.listing, question: asked[0]!, ...(asked.length > 1 && { also: asked.slice(1, 3) }) }, intent];
}

function decide(options: LanguageModelV3CallOptions): Step {
  const settings = settingsOf(options);
  const question = lastQuestion(options.prompt);
  const replyLanguage = LANGUAGES.find((language) => language === settings.language);
  const { intent, language }: { intent: Intent; language: Language } = understand(question, settings.state, {
    cities: settings.cities,
    language: replyLanguage,
    named: settings.named,
  });
  // The step, and for a text step what the message was read as (Insights counts what visitors ask).
  const step = ((): Step => {
    const answerSettings = {
      welcomeMessage: settings.welcomeMessage,
      talkToHumanResponseMessage: settings.talkToHumanResponseMessage,
      cities: settings.cities,
    };
    // The state keeps the language the message was read in (the reply's may be the owner's AIResponseLanguage).
    const answer = (forIntent: Intent, result: ConciergeResult): Step => ({
      kind: "text",
      ...composeAnswer({ intent: forIntent, result, language, settings: answerSettings }),
      language,
    });

    const results = toolResults(options.prompt);
    // Two questions of different kinds ("is the one on Lakeview Dr available? and do your rentals take dogs?"): both answered.
    const asksTwo = results === null || (results.length === 2 && !results.some((result) => result.kind === "knowledge"));
    // "Compare the bungalow and the lakefront one? price, size, garage": the second part lists what to compare them on.
    const comparesOn = intent.kind === "compare" && intent.aspect !== undefined;
    const two =
      asksTwo && !comparesOn ? (askedBesideViewing(question, intent) ?? twoQuestions(question, settings.state, settings.cities, settings.named)) : null;
    if (two && results) {
      const answers = two.map((each, index) => composeAnswer({ intent: each, result: results[index] ?? { kind: "none" }, language, settings: answerSettings }));
      return {
        kind: "text",
        text: answers.map((each) => each.text).join("\n\n"),
        noAnswer: answers.every((each) => each.noAnswer),
        listingIds: [...new Set(answers.flatMap((each) => each.listingIds))],
        language,
      };
    }
    if (results) {
      const knowledge = results.find((result) => result.kind === "knowledge");
      const listingResult = results.find((result) => result.kind !== "knowledge");
      if (!knowledge) return answer(intent, listingResult ?? { kind: "none" });
      const part = knowledgePart(question, intent, settings.state, settings.cities);
      // A listing question looked up whole only for a Q&A that asks it (see below).
      if (part === "") {
        const answered = composeListingQuestionAnswered({ intent, question, listingResult, knowledge, language, settings: answerSettings });
        return answered ? { kind: "text", ...answered, language } : answer(intent, listingResult ?? { kind: "none" });
      }
      const listingAsked = listingFilters(intent) && !featuresAndTopic(question, intent, settings.cities);
      const composed = composeWithKnowledge({ intent, question: part, listingResult, listingAsked, knowledge, language, settings: answerSettings });
      return { kind: "text", ...composed, language };
    }
    if (settings.files.length > 0) return answer({ kind: "unknown" }, { kind: "files", files: settings.files });
    const has = (name: string) => options.tools?.some((tool) => tool.name === name) ?? false;
    if (two) {
      const both = two.flatMap((each) => {
        const name = toolFor(each);
        return name && has(name) ? [{ toolName: name, input: JSON.stringify(toolInput(each)) }] : [];
      });
      if (both.length === 2) return { kind: "tool", calls: both, language };
    }
    const calls: ToolCall[] = [];
    const toolName = toolFor(intent);
    if (toolName && has(toolName)) calls.push({ toolName, input: JSON.stringify(toolInput(intent)) });
    // Words the listing vocabulary does not account for ("fees", "office hours") may be about the agency.
    const part = has(KNOWLEDGE_TOOL) ? knowledgePart(question, intent, settings.state, settings.cities) : "";
    // "Do you handle office space?" has no word but listing words: asking what the agency does, they count.
    const asked = part ? knowledgeWords(part, settings.cities, { topical: asksTheAgency(part) }) : [];
    if (asked.length > 0) calls.push({ toolName: KNOWLEDGE_TOOL, input: JSON.stringify({ query: knowledgeQuery(part, asked) }) });
    // A search whose words the owner may have asked in a Q&A ("do you allow pets in your rentals?"):
    // looked up whole, answered from a Q&A only when the visitor asked it (composeListingQuestionAnswered).
    else if (part === "" && has(KNOWLEDGE_TOOL) && (intent.kind === "search" || intent.kind === "count"))
      calls.push({ toolName: KNOWLEDGE_TOOL, input: JSON.stringify({ query: question.slice(0, 500) }) });
    if (calls.length > 0) return { kind: "tool", calls, language };
    return answer(intent, { kind: "none" });
  })();
  // A phrase an owner wrote that limits who may live somewhere (lib/fair-housing/flags.ts) is never said to a visitor.
  const asked = intent.kind === "listing" && intent.question ? [intent.question, ...(intent.also ?? [])] : undefined;
  return step.kind === "text" ? { ...step, text: withoutFlagged(step.text), intent: intent.kind, ...(asked && { asked }) } : step;
}

function usage(options: LanguageModelV3CallOptions, output: string): LanguageModelV3Usage {
  // A visitor's turn is counted as the concierge reads it (visitorText: at most TURN_LIMIT characters),
  // not as sent: 10,000 characters of nothing took longer to count than to answer.
  const input = promptTokens(
    options.prompt.map((message) => (message.role === "user" ? visitorText(textOf(message.content as never)) : textOf(message.content as never))),
  );
  const produced = tokenCount(output);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: produced, text: produced, reasoning: undefined },
  };
}

/** What the answer's consumers read besides its text: noAnswer, the listings named (cards), the visitor's language (the state). */
function metadata(step: Step) {
  return step.kind === "tool"
    ? { noAnswer: false, listingIds: [], language: step.language }
    : {
        noAnswer: step.noAnswer,
        listingIds: step.listingIds,
        language: step.language,
        ...(step.intent ? { intent: step.intent } : {}),
        ...(step.asked ? { asked: step.asked } : {}),
        ...(step.sources?.length ? { sources: step.sources } : {}),
      };
}

let callCounter = 0;

const toolText = (calls: ToolCall[]) => calls.map((call) => call.input).join("\n");

export const conciergeModel: LanguageModelV3 = {
  specificationVersion: "v3",
  provider: "casabot",
  modelId: "casabot-concierge",
  supportedUrls: {},

  async doGenerate(options) {
    const step = decide(options);
    const content: LanguageModelV3Content[] =
      step.kind === "tool"
        ? step.calls.map((call) => ({ type: "tool-call", toolCallId: `concierge-${++callCounter}`, toolName: call.toolName, input: call.input }))
        : [{ type: "text", text: step.text }];
    return {
      content,
      finishReason: { unified: step.kind === "tool" ? "tool-calls" : "stop", raw: undefined },
      usage: usage(options, step.kind === "tool" ? toolText(step.calls) : step.text),
      providerMetadata: { casabot: metadata(step) },
      warnings: [],
    };
  },

  async doStream(options) {
    const step = decide(options);
    const id = `concierge-${++callCounter}`;
    const parts: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
    if (step.kind === "tool") {
      for (const call of step.calls) parts.push({ type: "tool-call", toolCallId: `concierge-${++callCounter}`, toolName: call.toolName, input: call.input });
    } else {
      parts.push({ type: "text-start", id });
      // Word by word, as a model streams tokens.
      for (const word of step.text.match(/\s*\S+\s*/g) ?? []) parts.push({ type: "text-delta", id, delta: word });
      parts.push({ type: "text-end", id });
    }
    parts.push({
      type: "finish",
      finishReason: { unified: step.kind === "tool" ? "tool-calls" : "stop", raw: undefined },
      usage: usage(options, step.kind === "tool" ? toolText(step.calls) : step.text),
      providerMetadata: { casabot: metadata(step) },
    });
    const stream = new ReadableStream<LanguageModelV3StreamPart>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    return { stream };
  },
};
