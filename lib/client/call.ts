import type { Envelope } from "@/lib/api/envelope";

/** A /chat reply with Success false, as the dashboard sees it: the envelope's Code and Message. */
export class ChatApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "ChatApiError";
  }
}

async function envelopeOf<T>(response: Response): Promise<Envelope<T>> {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    throw new ChatApiError(response.status, `The server answered ${response.status} without a reply we could read. Please try again.`);
  }
}

/** POSTs to a /chat endpoint with the signed-in owner's cookie and returns its Data, or throws its error. */
export async function callChat<T>(path: string, body: object = {}, init: { signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal: init.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ChatApiError(0, "Could not reach the server. Check your connection and try again.");
  }
  const envelope = await envelopeOf<T>(response);
  if (!envelope.Success) throw new ChatApiError(envelope.Code, envelope.Message, envelope.Data);
  return envelope.Data;
}

/** A streamed ClientAsk line: a piece of the answer, the closing summary, or an error that ended the stream. */
export type AskStreamEvent =
  | { type: "piece"; content: string }
  | { type: "done"; QuestionID: number; AnswerID: number; Answer: string; TotalToken: number };

/**
 * ClientAsk with `stream: true`, read line by line as existing widgets read it. Yields
 * each piece as it arrives, then the summary; an error before or during the stream throws.
 */
export async function* askStream(body: object, signal?: AbortSignal): AsyncGenerator<AskStreamEvent> {
  const response = await fetch("/chat/Chat/ClientAsk", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...body, stream: true }),
    credentials: "same-origin",
    signal,
  });
  if (!response.ok || !response.body || !response.headers.get("content-type")?.includes("text/event-stream")) {
    const envelope = await envelopeOf<unknown>(response);
    throw new ChatApiError(envelope.Code, envelope.Message, envelope.Data);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    buffered = done ? "" : lines.pop()!;
    for (const line of lines) {
      if (!line.trim().startsWith("{")) continue;
      const event = JSON.parse(line) as Record<string, unknown>;
      if (event.Success === false) throw new ChatApiError(Number(event.Code), String(event.Message));
      if (typeof event.content === "string") yield { type: "piece", content: event.content };
      else if (typeof event.AnswerID === "number") yield { type: "done", ...(event as Omit<Extract<AskStreamEvent, { type: "done" }>, "type">) };
    }
    if (done) return;
  }
}
