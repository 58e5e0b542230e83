import type { z } from "zod";
import type { Envelope } from "@/lib/api/envelope";
import type { EndpointData, EndpointInput, RouteName } from "@/lib/api/openapi/contract";
import type { askStreamDone } from "@/lib/api/openapi/replies";
import type { ListingCard } from "@/lib/chat/cards";
import type { AnswerSource } from "@/lib/chat/source-text";
import { CHAT_ROUTES } from "@/lib/api/chat-paths.mjs";

// A typed client of the /chat API. Request and reply types come from the contract that
// also generates /openapi.json (type imports only: nothing of the server is bundled);
// the dashboard uses it with the owner's cookie, scripts with an API key.

/** A reply with Success false, as a client sees it: the envelope's Code, Message and Data (0 when unreachable). */
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

export interface ClientOptions {
  /** Origin of the server, e.g. `https://chat.example.com`; "" (the default) for the page's own. */
  baseUrl?: string;
  /** Sent as `Authorization`. */
  apiKey?: string;
  /** Sent as `chatrobot-sessionkey` (listing endpoints). */
  sessionKey?: string;
  /** `same-origin` in the dashboard, so the owner's session cookie goes along. */
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Query parameters: the Widget endpoints name their chatbot as `?serialNumber=`. */
  query?: Record<string, string>;
}

export type { AnswerSource };

/**
 * A line of a streamed answer: a piece of it, the cards of the listings it names and the
 * knowledge sources it was drawn from (both asked with `listingCards`), then the summary.
 */
export type AskStreamEvent =
  | { type: "piece"; content: string }
  | { type: "listings"; listings: ListingCard[] }
  | { type: "sources"; sources: AnswerSource[] }
  | ({ type: "done" } & z.output<typeof askStreamDone>);

type StreamingRoute = "Chat/ClientAsk" | "Widget/Ask" | "Chat/Ask";
type Area = RouteName extends `${infer A}/${string}` ? A : never;
type NamesIn<A extends Area> = RouteName extends infer N ? (N extends `${A}/${infer E}` ? E : never) : never;
type Args<N extends RouteName> =
  Record<string, never> extends EndpointInput<N> ? [body?: EndpointInput<N>, options?: CallOptions] : [body: EndpointInput<N>, options?: CallOptions];

export type EndpointMethod<N extends RouteName> = (...args: Args<N>) => Promise<EndpointData<N>>;

export type CasabotClient = { [A in Area]: { [E in NamesIn<A>]: EndpointMethod<Extract<`${A}/${E}`, RouteName>> } } & {
  /** Any endpoint by name: `call("Chatbot/Get", { serialNumber })`. */
  call<N extends RouteName>(name: N, ...args: Args<N>): Promise<EndpointData<N>>;
  /**
   * ClientAsk (or Widget/Ask) with `stream: true`, as an async iterator: each piece as it
   * arrives, then the summary. An error before or during the stream throws ChatApiError;
   * leaving the loop early (or aborting the signal) stops the answer.
   */
  askStream<N extends StreamingRoute = "Chat/ClientAsk">(
    body: Omit<EndpointInput<N>, "stream">,
    options?: CallOptions & { endpoint?: N },
  ): AsyncGenerator<AskStreamEvent>;
};

async function envelopeOf<T>(response: Response): Promise<Envelope<T>> {
  try {
    return (await response.json()) as Envelope<T>;
  } catch {
    throw new ChatApiError(response.status, `The server answered ${response.status} without a reply we could read. Please try again.`);
  }
}

/** `text` without the run of `char` it ends with; a loop, since /x+$/ is tried again from each character of a long run. */
function withoutTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}

export function createCasabotClient(options: ClientOptions = {}): CasabotClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = withoutTrailing(options.baseUrl ?? "", "/");

  async function send(name: RouteName, body: unknown, call: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (options.apiKey) headers.authorization = options.apiKey;
    if (options.sessionKey) headers["chatrobot-sessionkey"] = options.sessionKey;
    const query = call.query ? `?${new URLSearchParams(call.query)}` : "";
    try {
      return await doFetch(`${base}/chat/${name}${query}`, {
        method: "POST",
        headers: { ...headers, ...call.headers },
        body: JSON.stringify(body ?? {}),
        credentials: options.credentials,
        signal: call.signal,
      });
    } catch (error) {
      if ((error as Error).name === "AbortError") throw error;
      throw new ChatApiError(0, "Could not reach the server. Check your connection and try again.");
    }
  }

  async function call<N extends RouteName>(name: N, ...[body, callOptions]: Args<N>): Promise<EndpointData<N>> {
    const envelope = await envelopeOf<EndpointData<N>>(await send(name, body, callOptions));
    if (!envelope.Success) throw new ChatApiError(envelope.Code, envelope.Message, envelope.Data);
    return envelope.Data;
  }

  async function* askStream(body: object, streamOptions: CallOptions & { endpoint?: StreamingRoute } = {}): AsyncGenerator<AskStreamEvent> {
    const response = await send(streamOptions.endpoint ?? "Chat/ClientAsk", { ...body, stream: true }, streamOptions);
    if (!response.ok || !response.body || !response.headers.get("content-type")?.includes("text/event-stream")) {
      const envelope = await envelopeOf<unknown>(response);
      throw new ChatApiError(envelope.Code, envelope.Message, envelope.Data);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = "";
    try {
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
          else if (Array.isArray(event.listings)) yield { type: "listings", listings: event.listings as ListingCard[] };
          else if (Array.isArray(event.sources)) yield { type: "sources", sources: event.sources as AnswerSource[] };
          else if (typeof event.AnswerID === "number") yield { type: "done", ...(event as z.output<typeof askStreamDone>) };
        }
        if (done) return;
      }
    } finally {
      // A consumer that stops early closes the connection, which stops the model.
      await reader.cancel().catch(() => {});
    }
  }

  const client: Record<string, unknown> = { call, askStream };
  for (const route of CHAT_ROUTES) {
    const [area, endpoint] = route.slice("/chat/".length).split("/") as [string, string];
    const group = (client[area] ??= {}) as Record<string, unknown>;
    group[endpoint] = (body?: unknown, callOptions?: CallOptions) => call(`${area}/${endpoint}` as RouteName, body as never, callOptions);
  }
  return client as CasabotClient;
}
