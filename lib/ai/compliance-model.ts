import type { LanguageModelV3, LanguageModelV3Middleware, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import type { Language } from "@/lib/ai/concierge/types";
import { checkReply, checkReplySentence } from "@/lib/fair-housing/check";
import { readForFairHousing } from "@/lib/fair-housing/reader";
import { complianceReply } from "@/lib/fair-housing/replies";
import { tokenCount } from "./tokens";

// The fair-housing check's two places on the answer path, as AI SDK models, so a declined question
// goes down the same road as any answer (streamed or not, saved, counted):
// - complianceModel answers a declined question with the refusal, instead of the concierge or a provider;
// - replyGuard reads a provider model's reply one sentence at a time as it streams, and replaces a
//   sentence that characterises or steers by who people are, and all after it, with the refusal.

/** What the answer's consumers read of a decline (lib/chat/answers.ts, lib/insights). */
export interface ComplianceMetadata {
  noAnswer: false;
  language: Language;
  compliance: string;
  listingIds: [];
}

export function complianceModel(text: string, metadata: ComplianceMetadata): LanguageModelV3 {
  const usage = () => ({
    inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: tokenCount(text), text: tokenCount(text), reasoning: undefined },
  });
  const providerMetadata = { casabot: { ...metadata } };
  return {
    specificationVersion: "v3",
    provider: "casabot",
    modelId: "casabot-compliance",
    supportedUrls: {},
    async doGenerate() {
      return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: undefined }, usage: usage(), providerMetadata, warnings: [] };
    },
    async doStream() {
      const parts: LanguageModelV3StreamPart[] = [
        { type: "stream-start", warnings: [] },
        { type: "text-start", id: "compliance" },
        { type: "text-delta", id: "compliance", delta: text },
        { type: "text-end", id: "compliance" },
        { type: "finish", finishReason: { unified: "stop", raw: undefined }, usage: usage(), providerMetadata },
      ];
      return {
        stream: new ReadableStream({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            controller.close();
          },
        }),
      };
    },
  };
}

// A sentence ends at . ! ? … before a space, or at a line break.
const SENTENCE_END = /[.!?…](?=\s)|\n/g;
/** A sentence held longer than this is judged as it stands, so a reply without stops is never held whole. */
const MAX_HELD = 600;

/** The end of the last complete sentence of `text`, or -1. */
function lastSentenceEnd(text: string): number {
  let cut = -1;
  SENTENCE_END.lastIndex = 0;
  for (let match = SENTENCE_END.exec(text); match; match = SENTENCE_END.exec(text)) cut = match.index + match[0].length;
  return cut;
}

/**
 * A reply's text as it streams: words go out as they come until the sentence they are in names a
 * protected group, a demographic or a safety word; from there the sentence is held to its end and
 * judged whole (what was sent of it before names no one). A sentence that characterises or steers is
 * never sent: it and the rest of the reply become the refusal, on a paragraph of its own.
 */
export class StreamedReplyCheck {
  /** The current sentence: what was sent of it, and what is held. */
  private sent = "";
  private held = "";
  replaced = false;

  constructor(
    private readonly refusal: () => string,
    private readonly onReplace: (characteristic: string) => void,
  ) {}

  /** What to send now of a new piece of text. */
  push(delta: string): string {
    if (this.replaced) return "";
    let out = "";
    let text = this.held + delta;
    this.held = "";
    const cut = lastSentenceEnd(text);
    if (cut >= 0) {
      // Each complete sentence, judged whole.
      for (const sentence of text.slice(0, cut).split(/(?<=[.!?…\n])/)) {
        out += this.close(sentence);
        if (this.replaced) return out;
      }
      text = text.slice(cut);
    }
    if (triggers(this.sent + text) && this.sent.length + text.length <= MAX_HELD) {
      this.held = text;
      return out;
    }
    this.sent += text;
    return out + text;
  }

  /** The end of the text: what is held is judged as a sentence. */
  end(): string {
    if (this.replaced || this.held === "") return "";
    const held = this.held;
    this.held = "";
    return this.close(held);
  }

  private close(sentence: string): string {
    const whole = this.sent + sentence;
    this.sent = "";
    const characteristic = whole.trim() ? checkReplySentence(whole) : null;
    if (!characteristic) return sentence;
    this.replaced = true;
    this.onReplace(characteristic);
    return `${sentence === whole ? "" : "\n\n"}${this.refusal()}`;
  }
}

/** The output check for a provider's model: `language` is the refusal's, `onReplace` records the decline. */
export function replyGuard(language: () => Language, onReplace: (characteristic: string) => void): LanguageModelV3Middleware {
  return {
    specificationVersion: "v3",
    async wrapGenerate({ doGenerate }) {
      const result = await doGenerate();
      let replaced = false;
      const content = result.content.map((part) => {
        if (part.type !== "text" || replaced) return part;
        const characteristic = checkReply(part.text);
        if (!characteristic) return part;
        replaced = true;
        onReplace(characteristic);
        return { ...part, text: complianceReply("steer", language()) };
      });
      return { ...result, content };
    },
    async wrapStream({ doStream }) {
      const { stream, ...rest } = await doStream();
      const check = new StreamedReplyCheck(() => complianceReply("steer", language()), onReplace);
      let textId = "guard";
      const send = (controller: TransformStreamDefaultController<LanguageModelV3StreamPart>, delta: string) => {
        if (delta) controller.enqueue({ type: "text-delta", id: textId, delta });
      };
      const guarded = stream.pipeThrough(
        new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
          transform(part, controller) {
            if (part.type === "text-delta") {
              textId = part.id;
              send(controller, check.push(part.delta));
              return;
            }
            if (part.type === "text-end" || part.type === "finish" || part.type === "tool-call") send(controller, check.end());
            controller.enqueue(part);
          },
          flush(controller) {
            send(controller, check.end());
          },
        }),
      );
      return { stream: guarded, ...rest };
    },
  };
}

/** Whether a text names a protected group, a demographic, coded wording or a safety word: worth holding. */
function triggers(text: string): boolean {
  return readForFairHousing(text).triggered;
}
