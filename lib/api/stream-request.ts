import { booleanField } from "@/lib/validation/fields";
import { bodyField } from "@/lib/validation/keys";
import { readJsonObject } from "./body";

/**
 * Whether a request asked for its answer as a stream. A reader of the original service's
 * streams reads until a line carries `"TaskCompleted": true`, so a stream request that is
 * refused before streaming starts gets that flag on its envelope too (and no other does).
 */
export type StreamRequest = (request: Request, body: Record<string, unknown> | undefined) => boolean;

const flag = booleanField();

/** `stream` in the body, read as the request schemas read booleans, whatever the case of its name. */
function streamInBody(body: Record<string, unknown> | undefined): boolean {
  return flag.safeParse(bodyField(body, "stream")).data === true;
}

/** The client reads server-sent lines: `Accept: text/event-stream`. */
export const acceptsEventStream = (request: Request) => /\btext\/event-stream\b/i.test(request.headers.get("accept") ?? "");

/** ClientAsk and Widget/Ask stream with `stream: true`. */
export const streamInBodyOnly: StreamRequest = (_request, body) => streamInBody(body);

/** The original widget's Chat/Ask streams with `Accept: text/event-stream` or `stream: true`. */
export const streamInBodyOrAccept: StreamRequest = (request, body) => acceptsEventStream(request) || streamInBody(body);

export const TASK_COMPLETED = { TaskCompleted: true } as const;

/**
 * The fields a refused request's envelope adds: TASK_COMPLETED when it asked for a stream.
 * A body not read yet (the credential was refused first) is read now; one that cannot be
 * read says nothing, and then only the Accept header can.
 */
export async function refusalFields(asked: StreamRequest | undefined, request: Request, body: Record<string, unknown> | undefined) {
  if (!asked) return undefined;
  const read = body ?? (request.bodyUsed ? undefined : await readJsonObject(request).catch(() => undefined));
  return asked(request, read) ? TASK_COMPLETED : undefined;
}
