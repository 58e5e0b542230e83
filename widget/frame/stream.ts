import type { ListingCard } from "@/lib/chat/cards";

/** The last line of a streamed answer. */
export interface AskResult {
  QuestionID: number;
  AnswerID: number;
  Answer: string;
  TotalToken: number;
}

/** A refusal with the server's message for the visitor: an HTTP status, or the Code of an error line. */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The stream ended without its final line (connection lost, server stopped). */
export const CUT_OFF_MESSAGE = "The answer was cut off. Please try again.";

type Line =
  | { kind: "content"; text: string }
  | { kind: "listings"; listings: ListingCard[] }
  | { kind: "sources"; sources: unknown[] }
  | { kind: "done"; result: AskResult }
  | { kind: "error"; error: WidgetApiError };

/**
 * What the stream gives besides the final line: each piece of text, the cards of the
 * listings the answer names, and the knowledge sources it was drawn from (unchecked: see sources.ts).
 */
export interface StreamHandlers {
  onContent(piece: string): void;
  onListings?(listings: ListingCard[]): void;
  onSources?(sources: unknown[]): void;
}

/**
 * One line of Widget/Ask's stream: one JSON object per line, no `data:` prefix. Lines
 * that are not a JSON object (blank, keep-alive comments) are skipped.
 */
export function parseStreamLine(raw: string): Line | null {
  const line = raw.trim();
  if (!line.startsWith("{")) return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (value.Success === false) return { kind: "error", error: new WidgetApiError(Number(value.Code) || 500, String(value.Message ?? "Something went wrong.")) };
  if (typeof value.content === "string") return { kind: "content", text: value.content };
  if (Array.isArray(value.listings)) return { kind: "listings", listings: value.listings as ListingCard[] };
  if (Array.isArray(value.sources)) return { kind: "sources", sources: value.sources };
  if (typeof value.Answer === "string") return { kind: "done", result: value as unknown as AskResult };
  return null;
}

/**
 * Reads the answer stream, handing each `{content}` piece to onContent as it arrives
 * (the `{listings}` line to onListings, the `{sources}` line to onSources), and resolves with the final line. Chunks may
 * split a line, or a UTF-8 character, anywhere.
 */
export async function readAnswerStream(body: ReadableStream<Uint8Array>, given: StreamHandlers | StreamHandlers["onContent"]): Promise<AskResult> {
  const handlers = typeof given === "function" ? { onContent: given } : given;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const take = (raw: string): AskResult | null => {
    const line = parseStreamLine(raw);
    if (line?.kind === "content") handlers.onContent(line.text);
    if (line?.kind === "listings") handlers.onListings?.(line.listings);
    if (line?.kind === "sources") handlers.onSources?.(line.sources);
    if (line?.kind === "error") throw line.error;
    return line?.kind === "done" ? line.result : null;
  };
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n")) >= 0) {
      const result = take(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      if (result) return result;
    }
    if (done) break;
  }
  const result = take(buffer);
  if (result) return result;
  throw new WidgetApiError(0, CUT_OFF_MESSAGE);
}
