/**
 * The one error type of the service: an HTTP status (also the envelope `Code`),
 * a message meant for the caller, and optionally the envelope `Data` to send with it.
 * Anything thrown that is not an ApiError becomes a logged, generic 500.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message: string) => new ApiError(401, message);
export const notFound = (message: string, data: unknown = null) => new ApiError(404, message, data);
export const forbidden = (message: string) => new ApiError(403, message);
export const conflict = (message: string) => new ApiError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, null, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export const chatbotNotFound = () => notFound("Chatbot not found");
