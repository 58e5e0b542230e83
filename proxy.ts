import { type NextRequest, NextResponse } from "next/server";
import { canonicalChatPath } from "@/lib/api/chat-path.mjs";
import { SESSION_COOKIE } from "@/lib/auth/cookie-name";
import { newNonce, pagePolicy } from "@/lib/page-security";

/** The signed-in owner's pages; the layout checks the session, this only saves a round trip without one. */
const DASHBOARD = /^\/(chatbots|workspace)(\/|$)/;

/**
 * Paths under /chat match without regard to case, as in the existing service. A
 * known endpoint in another spelling is rewritten to its route; any other /chat
 * path in any spelling goes to the catch-all, which answers with a 404 envelope. Trailing
 * slashes are dropped from /chat paths (an endpoint answers as without them); elsewhere they redirect.
 * Dashboard pages without a session cookie go to the sign-in page, which comes back after.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (DASHBOARD.test(pathname) && !request.cookies.get(SESSION_COOKIE)?.value) {
    const url = request.nextUrl.clone();
    url.pathname = "/login";
    url.search = `?next=${encodeURIComponent(pathname + request.nextUrl.search)}`;
    return NextResponse.redirect(url);
  }
  const lower = pathname.toLowerCase();
  if (lower !== "/chat" && !lower.startsWith("/chat/")) {
    // What Next did before skipTrailingSlashRedirect (next.config.ts), for everything but /chat.
    if (pathname.length > 1 && pathname.endsWith("/")) {
      return NextResponse.redirect(withPathname(request, pathname.replace(/(?<!\/)\/+$/, "") || "/"), 308);
    }
    return isPage(pathname) ? withPagePolicy(request) : NextResponse.next();
  }
  const target = canonicalChatPath(pathname) ?? `/chat${pathname.slice(5)}`;
  if (target === pathname) return NextResponse.next();
  return NextResponse.rewrite(withPathname(request, target));
}

/** The request's URL with another path; a plain URL, since a NextURL keeps the trailing slash it was parsed with. */
function withPathname(request: NextRequest, pathname: string) {
  const url = new URL(request.url);
  url.pathname = pathname;
  return url;
}

/** The dashboard's and sign-in pages: not the API, the widget frame (it has its own policy) or a public file. */
const isPage = (pathname: string) => !/^\/(api|widget)\//.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);

/** The page gets a nonce-based policy; Next reads it from the request to put the nonce on its scripts. */
function withPagePolicy(request: NextRequest) {
  const policy = pagePolicy(newNonce());
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

// Matchers are case-sensitive, so every path but Next's own assets comes here. Upload
// URLs stay out: Next buffers (and cuts at 10 MB) the body of any request the proxy sees.
export const config = { matcher: "/((?!_next/static|_next/image|favicon.ico|api/uploads/|api/files/).*)" };
