import type {
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
import { detectLanguage, parseIntent } from "./concierge/parse";
import { listCities } from "./concierge/search";
import type { ConciergeResult } from "./concierge/results";
import { visitorText } from "./concierge/text";
import type { Intent, Turn } from "./concierge/types";

// The built-in listing concierge as an AI SDK model. It reads the visitor's message,
// and either calls one of the listing tools (the same tools a provider's model gets) or
// answers at once; after a tool result it writes the answer from that result. So the
// concierge goes down the same road as any model: streamText, tools, usage, streaming.

/** What the concierge needs of the chatbot, passed as providerOptions.casabot. */
export function conciergeSettings(chatbot: Chatbot, { files = [], cities = [] }: { files?: string[]; cities?: string[] } = {}) {
  return {
    language: chatbot.AIResponseLanguage,
    welcomeMessage: chatbot.WelcomeMessage,
    talkToHumanResponseMessage: chatbot.TalkToHumanResponseMessage,
    files,
    cities,
  };
}

// The cities a chatbot has listings in let the concierge read "Austin rentals" with no
// "in". They change rarely and only guide reading, so a minute-old list will do.
const CITY_CACHE_MS = 60_000;
const cityCache = new Map<string, { at: number; cities: Promise<string[]> }>();

export function chatbotCities(db: Database, chatbotId: string): Promise<string[]> {
  const cached = cityCache.get(chatbotId);
  if (cached && Date.now() - cached.at < CITY_CACHE_MS) return cached.cities;
  const cities = listCities({ db, chatbotId });
  cityCache.set(chatbotId, { at: Date.now(), cities });
  cities.catch(() => cityCache.delete(chatbotId));
  return cities;
}

type Settings = ReturnType<typeof conciergeSettings>;

const TOOL_FOR_INTENT: Partial<Record<Intent["kind"], string>> = {
  search: "search_listings",
  count: "count_listings",
  listing: "get_listing",
  human: "request_human",
  lead: "record_lead",
};

function toolInput(intent: Intent): object {
  switch (intent.kind) {
    case "search":
      return { filters: intent.filters, sort: intent.sort, limit: intent.limit };
    case "count":
      return { filters: intent.filters };
    case "listing":
      return { mlsNumber: intent.mlsNumber, address: intent.address, listingId: intent.listingId };
    case "lead":
      return { name: intent.name, email: intent.email, phone: intent.phone };
    default:
      return {};
  }
}

function settingsOf(options: LanguageModelV3CallOptions): Settings {
  const given = (options.providerOptions?.casabot ?? {}) as Partial<Settings>;
  return {
    language: given.language ?? "",
    welcomeMessage: given.welcomeMessage ?? "",
    talkToHumanResponseMessage: given.talkToHumanResponseMessage ?? "",
    files: given.files ?? [],
    cities: given.cities ?? [],
  };
}

const textOf = (content: LanguageModelV3Prompt[number]["content"]) =>
  typeof content === "string" ? content : content.map((part) => (part.type === "text" ? part.text : "")).join("");

/**
 * The conversation as the concierge reads it: user and assistant texts, oldest first. Every visitor
 * turn, earlier ones included, is read as visitorText makes it: a long or crafted message costs
 * no more to read than a short one, now or on any later turn of the session.
 */
function turnsOf(prompt: LanguageModelV3Prompt): Turn[] {
  return prompt.flatMap((message): Turn[] => {
    if (message.role === "user") return [{ role: "user", text: visitorText(textOf(message.content)) }];
    return message.role === "assistant" ? [{ role: "assistant", text: textOf(message.content) }] : [];
  });
}

type Step = { kind: "tool"; toolName: string; input: string } | { kind: "text"; text: string; noAnswer: boolean };

function decide(options: LanguageModelV3CallOptions): Step {
  const settings = settingsOf(options);
  const turns = turnsOf(options.prompt);
  const lastUser = turns.map((turn) => turn.role).lastIndexOf("user");
  const question = turns[lastUser]?.text ?? "";
  const history = turns.slice(0, Math.max(lastUser, 0));
  const language = settings.language || detectLanguage(question);
  const intent = parseIntent(question, history, { cities: settings.cities });
  const last = options.prompt.at(-1);

  if (last?.role === "tool") {
    const part = last.content.find((item) => item.type === "tool-result");
    const output = part?.output;
    const result = output?.type === "json" ? output.value : output?.type === "text" ? output.value : null;
    return { kind: "text", ...composeAnswer({ intent, result: result as ConciergeResult, language, settings }) };
  }
  if (settings.files.length > 0) {
    return { kind: "text", ...composeAnswer({ intent: { kind: "unknown" }, result: { kind: "files", files: settings.files }, language, settings }) };
  }
  const toolName = TOOL_FOR_INTENT[intent.kind];
  if (toolName && options.tools?.some((tool) => tool.name === toolName)) {
    return { kind: "tool", toolName, input: JSON.stringify(toolInput(intent)) };
  }
  return { kind: "text", ...composeAnswer({ intent, result: { kind: "none" }, language, settings }) };
}

function usage(options: LanguageModelV3CallOptions, output: string): LanguageModelV3Usage {
  const input = countTokens(options.prompt.map((message) => textOf(message.content as never)).join("\n"));
  const produced = countTokens(output);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: produced, text: produced, reasoning: undefined },
  };
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
      providerMetadata: { casabot: { noAnswer: step.kind === "text" && step.noAnswer } },
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
      providerMetadata: { casabot: { noAnswer: step.kind === "text" && step.noAnswer } },
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
