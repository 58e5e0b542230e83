import type {
  JSONObject,
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { countTokens } from "gpt-tokenizer";
import type { Database } from "@/db/client";
import type { Chatbot } from "@/db/schema";
import { composeAnswer } from "./concierge/compose";
import { understand } from "./concierge/parse";
import type { ConciergeResult } from "./concierge/results";
import { readState } from "./concierge/state";
import { visitorText } from "./concierge/text";
import { type ConversationState, EMPTY_STATE, type Intent, type Language } from "./concierge/types";
import { listCities } from "./concierge/search";

// The built-in listing concierge as an AI SDK model. It reads the visitor's message in the
// light of the session's conversation state (never the text of earlier answers), and either
// calls one of the listing tools (the same tools a provider's model gets) or answers at once;
// after a tool result it writes the answer from that result. So the concierge goes down the
// same road as any model: streamText, tools, usage, streaming.

const LANGUAGES: readonly Language[] = ["English", "Spanish", "French"];

/** What the concierge needs of the chatbot and the session, passed as providerOptions.casabot. */
export function conciergeSettings(
  chatbot: Chatbot,
  { files = [], cities = [], state = EMPTY_STATE }: { files?: string[]; cities?: string[]; state?: ConversationState } = {},
) {
  return {
    language: chatbot.AIResponseLanguage,
    welcomeMessage: chatbot.WelcomeMessage,
    talkToHumanResponseMessage: chatbot.TalkToHumanResponseMessage,
    files,
    cities,
    // Plain JSON, as providerOptions must be.
    state: state as unknown as JSONObject,
  };
}

// The cities a chatbot has listings in let the concierge read "Austin rentals" with no
// "in". They change rarely and only guide reading, so a minute-old list will do.
const CITY_CACHE_MS = 60_000;
const cityCache = new Map<string, { at: number; cities: Promise<string[]> }>();

export function chatbotCities(db: Database, chatbotId: string): Promise<string[]> {
  const cached = cityCache.get(chatbotId);
  if (cached && Date.now() - cached.at < CITY_CACHE_MS) return cached.cities;
  // Every city with listings (sold ones too: "what sold in Boise?"), most listings first:
  // an answer naming the cities covered names the biggest first.
  const cities = listCities({ db, chatbotId });
  cityCache.set(chatbotId, { at: Date.now(), cities });
  cities.catch(() => cityCache.delete(chatbotId));
  return cities;
}

interface Settings {
  language: string;
  welcomeMessage: string;
  talkToHumanResponseMessage: string;
  files: string[];
  cities: string[];
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
};

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
      return { name: intent.name, email: intent.email, phone: intent.phone, listing: intent.listing };
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
    state: readState(given.state),
  };
}

const textOf = (content: LanguageModelV3Prompt[number]["content"]) =>
  typeof content === "string" ? content : content.map((part) => (part.type === "text" ? part.text : "")).join("");

/** The visitor's latest message, read as visitorText makes it: a long or crafted message costs no more to read than a short one. */
function lastQuestion(prompt: LanguageModelV3Prompt): string {
  const message = prompt.findLast((item) => item.role === "user");
  return message ? visitorText(textOf(message.content)) : "";
}

/** The tool result the prompt ends with, as the tool returned it; null when the last step called no tool. */
function toolResult(prompt: LanguageModelV3Prompt): ConciergeResult | null {
  const last = prompt.at(-1);
  if (last?.role !== "tool") return null;
  const output = last.content.find((item) => item.type === "tool-result")?.output;
  const value = output?.type === "json" ? output.value : output?.type === "text" ? output.value : null;
  // Results cross the tool boundary as JSON; a missing or odd one reads as no result rather than a crash.
  return value && typeof value === "object" && "kind" in value ? (value as unknown as ConciergeResult) : { kind: "none" };
}

type Step =
  | { kind: "tool"; toolName: string; input: string; language: Language }
  | { kind: "text"; text: string; noAnswer: boolean; listingIds: number[]; language: Language };

function decide(options: LanguageModelV3CallOptions): Step {
  const settings = settingsOf(options);
  const question = lastQuestion(options.prompt);
  const replyLanguage = LANGUAGES.find((language) => language === settings.language);
  const { intent, language }: { intent: Intent; language: Language } = understand(question, settings.state, {
    cities: settings.cities,
    language: replyLanguage,
  });
  const answerSettings = { welcomeMessage: settings.welcomeMessage, talkToHumanResponseMessage: settings.talkToHumanResponseMessage, cities: settings.cities };
  // The state keeps the language the message was read in (the reply's may be the owner's AIResponseLanguage).
  const answer = (forIntent: Intent, result: ConciergeResult): Step => ({
    kind: "text",
    ...composeAnswer({ intent: forIntent, result, language, settings: answerSettings }),
    language,
  });

  const result = toolResult(options.prompt);
  if (result) return answer(intent, result);
  if (settings.files.length > 0) return answer({ kind: "unknown" }, { kind: "files", files: settings.files });
  const toolName = TOOL_FOR_INTENT[intent.kind];
  if (toolName && options.tools?.some((tool) => tool.name === toolName)) return { kind: "tool", toolName, input: JSON.stringify(toolInput(intent)), language };
  return answer(intent, { kind: "none" });
}

function usage(options: LanguageModelV3CallOptions, output: string): LanguageModelV3Usage {
  const input = countTokens(options.prompt.map((message) => textOf(message.content as never)).join("\n"));
  const produced = countTokens(output);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: produced, text: produced, reasoning: undefined },
  };
}

/** What the answer's consumers read besides its text: noAnswer, the listings named (cards), the visitor's language (the state). */
function metadata(step: Step) {
  return step.kind === "tool"
    ? { noAnswer: false, listingIds: [], language: step.language }
    : { noAnswer: step.noAnswer, listingIds: step.listingIds, language: step.language };
}

let callCounter = 0;

export const conciergeModel: LanguageModelV3 = {
  specificationVersion: "v3",
  provider: "casabot",
  modelId: "casabot-concierge",
  supportedUrls: {},

  async doGenerate(options) {
    const step = decide(options);
    const id = `concierge-${++callCounter}`;
    const content: LanguageModelV3Content[] =
      step.kind === "tool" ? [{ type: "tool-call", toolCallId: id, toolName: step.toolName, input: step.input }] : [{ type: "text", text: step.text }];
    return {
      content,
      finishReason: { unified: step.kind === "tool" ? "tool-calls" : "stop", raw: undefined },
      usage: usage(options, step.kind === "tool" ? step.input : step.text),
      providerMetadata: { casabot: metadata(step) },
      warnings: [],
    };
  },

  async doStream(options) {
    const step = decide(options);
    const id = `concierge-${++callCounter}`;
    const parts: LanguageModelV3StreamPart[] = [{ type: "stream-start", warnings: [] }];
    if (step.kind === "tool") {
      parts.push({ type: "tool-call", toolCallId: id, toolName: step.toolName, input: step.input });
    } else {
      parts.push({ type: "text-start", id });
      // Word by word, as a model streams tokens.
      for (const word of step.text.match(/\s*\S+\s*/g) ?? []) parts.push({ type: "text-delta", id, delta: word });
      parts.push({ type: "text-end", id });
    }
    parts.push({
      type: "finish",
      finishReason: { unified: step.kind === "tool" ? "tool-calls" : "stop", raw: undefined },
      usage: usage(options, step.kind === "tool" ? step.input : step.text),
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
