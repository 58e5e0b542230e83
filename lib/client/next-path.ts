/** Where to go after signing in: a path of this site only, never another origin (no open redirect). */
export function safeNextPath(next: string | null | undefined, fallback = "/chatbots"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return next;
}
