// Types only, from the contract of the endpoints called: nothing of the server enters the bundle.
import type { EndpointData, EndpointInput } from "@/lib/api/openapi/contract";
import type { WidgetSession } from "@/lib/widget/types";
import type { ChatStore } from "./storage";
import { type AskResult, readAnswerStream, type StreamHandlers, WidgetApiError } from "./stream";

/** What the frame sends of a question (it always asks for a stream). */
export type AskInput = Pick<EndpointInput<"Widget/Ask">, "content" | "chatAskType" | "fileIds">;
export type UploadTarget = EndpointData<"Widget/UploadUrl">;
export type HandoffInput = EndpointInput<"Widget/Handoff">;

export const NETWORK_MESSAGE = "We couldn't reach the chat service. Check your connection and try again.";
/** A token this close to ExpiresAt is renewed before use rather than sent to fail. */
const EXPIRY_MARGIN_MS = 5_000;

async function dataOf<T>(response: Response): Promise<T> {
  const envelope = (await response.json().catch(() => null)) as { Success?: boolean; Data?: T; Message?: string } | null;
  if (!response.ok || !envelope?.Success) {
    throw new WidgetApiError(response.status, envelope?.Message || `The chat service answered with status ${response.status}.`);
  }
  return envelope.Data as T;
}

/**
 * The frame's calls to /chat/Widget/*, all same-origin. The visitor's session is made
 * on first need and its token kept in the store; a token the server calls expired
 * (401) is renewed with the old one, and the call tried once more.
 */
export function createApi(serialNumber: string, store: ChatStore) {
  const post = async (endpoint: string, body: object, token?: string, signal?: AbortSignal) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return await fetch(`/chat/Widget/${endpoint}?serialNumber=${encodeURIComponent(serialNumber)}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new WidgetApiError(0, NETWORK_MESSAGE);
    }
  };

  const keep = (session: WidgetSession) => {
    // A renewal may answer with a different session (the old one could not be renewed):
    // the visitor keeps the history on screen and goes on in the new one.
    store.state.session = session;
    store.save();
    return session;
  };

  let starting: Promise<WidgetSession> | null = null;
  const session = (): Promise<WidgetSession> => {
    const current = store.state.session;
    if (current) return Promise.resolve(current);
    starting ??= post("Session", {})
      .then((response) => dataOf<WidgetSession>(response))
      .then(keep)
      .finally(() => (starting = null));
    return starting;
  };

  const renew = async (old: WidgetSession) => {
    try {
      return keep(await dataOf<WidgetSession>(await post("Session", { SessionID: old.SessionID, Token: old.Token })));
    } catch (error) {
      // A stored token the server will not even look at (malformed, chatbot reset) must not
      // lock the visitor out for good: forget it and start afresh.
      if (!(error instanceof WidgetApiError) || error.status < 400 || error.status >= 500 || error.status === 429) throw error;
      store.state.session = null;
      return session();
    }
  };

  const withToken = async (endpoint: string, body: object, signal?: AbortSignal) => {
    let current = await session();
    if (Date.parse(current.ExpiresAt) - EXPIRY_MARGIN_MS <= Date.now()) current = await renew(current);
    const response = await post(endpoint, body, current.Token, signal);
    if (response.status !== 401) return response;
    return post(endpoint, body, (await renew(current)).Token, signal);
  };

  return {
    /** Asks with a streamed answer; onContent gets each piece as it arrives, onListings the answer's listing cards. */
    async ask(input: AskInput, handlers: StreamHandlers, signal?: AbortSignal): Promise<AskResult> {
      const response = await withToken("Ask", { ...input, stream: true }, signal);
      const streamed = response.ok && response.body && (response.headers.get("content-type") ?? "").includes("text/event-stream");
      if (!streamed) {
        await dataOf(response);
        throw new WidgetApiError(response.status, "The chat service did not stream its answer.");
      }
      return readAnswerStream(response.body!, handlers);
    },

    /** Widget/UploadUrl, then the bytes PUT to the URL it gives. */
    async upload(file: Blob, fileName: string): Promise<UploadTarget> {
      const target = await dataOf<UploadTarget>(await withToken("UploadUrl", { fileName }));
      let response: Response;
      try {
        response = await fetch(target.PreUploadUrl, { method: "PUT", body: file, headers: target.UploadHeaders });
      } catch {
        throw new WidgetApiError(0, NETWORK_MESSAGE);
      }
      // Object storage answers the PUT itself; the file is checked when the question names it.
      if (target.UploadHeaders) {
        if (!response.ok) throw new WidgetApiError(response.status, "The file could not be uploaded. Please try again.");
      } else await dataOf(response);
      return target;
    },

    /** Widget/Handoff: the reply is the chatbot's TalkToHumanResponseMessage. */
    async handoff(input: HandoffInput): Promise<string> {
      return (await dataOf<EndpointData<"Widget/Handoff">>(await withToken("Handoff", input))).Message;
    },
  };
}

export type WidgetApi = ReturnType<typeof createApi>;
