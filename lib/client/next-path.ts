// A stand-in origin: the check needs one to resolve against, and a path that stays on it
// stays on whichever origin the browser is really on. `.invalid` can never be a real host.
const HOME = "https://casabot.invalid";

// Browsers drop tabs and newlines inside URLs and read `\` as `/`, so `/\t/evil.example`
// and `/\evil.example` would leave the site; a newline would also break the Location header.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/;

/**
 * Where to go after signing in: a path of this site only, never another origin (no open
 * redirect). Anything else, including an array from a repeated `?next=`, gives `fallback`.
 * The path is returned as the URL parser normalised it, so what was checked is what is used.
 */
export function safeNextPath(next: unknown, fallback = "/chatbots"): string {
  if (typeof next !== "string" || !next.startsWith("/") || UNSAFE.test(next)) return fallback;
  let url: URL;
  try {
    url = new URL(next, HOME);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave `//host` behind (`/..//evil.example`), which a browser reads as another origin.
  return url.origin === HOME && !path.startsWith("//") ? path : fallback;
}
