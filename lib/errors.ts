/**
 * The one error type of the service, at the ground floor: what kind of refusal it is,
 * a message meant for the caller, and optionally data for the caller. It knows no HTTP:
 * lib/api/errors.ts turns each kind into a status and headers. Anything thrown that is
 * not an AppError becomes a logged, generic 500.
 */
export type ErrorKind =
  | "invalidInput"
  | "notAuthenticated"
  | "forbidden"
  | "notFound"
  | "conflict"
  /** It existed once and will not again (a used upload URL). */
  | "gone"
  | "tooLarge"
  | "unsupportedType"
  | "rateLimited"
  /** A service we depend on (the model) failed. */
  | "upstreamFailed"
  /** We cannot serve this now: busy, or not configured for it. */
  | "unavailable";

export interface AppErrorOptions {
  data?: unknown;
  /** When the caller may try again, in seconds (rateLimited, unavailable). */
  retryAfterSeconds?: number;
  /** The realm whose credential a notAuthenticated caller should present (the cron secret's). */
  realm?: string;
}

export class AppError extends Error {
  readonly data: unknown;
  readonly retryAfterSeconds?: number;
  readonly realm?: string;

  constructor(
    readonly kind: ErrorKind,
    message: string,
    { data = null, retryAfterSeconds, realm }: AppErrorOptions = {},
  ) {
    super(message);
    this.name = "AppError";
    this.data = data;
    this.retryAfterSeconds = retryAfterSeconds;
    this.realm = realm;
  }
}

export const isAppError = (error: unknown, kind: ErrorKind): error is AppError => error instanceof AppError && error.kind === kind;

export const invalidInput = (message: string) => new AppError("invalidInput", message);
export const notAuthenticated = (message: string) => new AppError("notAuthenticated", message);
export const forbidden = (message: string, data?: unknown) => new AppError("forbidden", message, { data });
export const notFound = (message: string, data?: unknown) => new AppError("notFound", message, { data });
export const conflict = (message: string) => new AppError("conflict", message);
export const gone = (message: string) => new AppError("gone", message);
export const tooLarge = (message: string) => new AppError("tooLarge", message);
export const unsupportedType = (message: string) => new AppError("unsupportedType", message);
export const rateLimited = (message: string, retryAfterSeconds?: number) => new AppError("rateLimited", message, { retryAfterSeconds });
export const upstreamFailed = (message: string) => new AppError("upstreamFailed", message);
export const unavailable = (message: string, retryAfterSeconds?: number) => new AppError("unavailable", message, { retryAfterSeconds });

export const chatbotNotFound = () => notFound("Chatbot not found");
