export const API_VERSION = "1.0.0";

export interface Envelope<T> {
  Data: T;
  Version: string;
  Success: boolean;
  Code: number;
  Message: string;
}

export function envelope<T>(data: T, code = 200, message = ""): Envelope<T> {
  return { Data: data, Version: API_VERSION, Success: code === 200, Code: code, Message: message };
}

/**
 * A JSON envelope reply whose HTTP status always equals its `Code`. `extra` adds fields
 * after the five (only `TaskCompleted` on a refused stream request: lib/api/stream-request.ts).
 */
export function envelopeResponse<T>(data: T, code = 200, message = "", headers?: HeadersInit, extra?: { TaskCompleted: true }): Response {
  return Response.json({ ...envelope(data, code, message), ...extra }, { status: code, headers });
}
