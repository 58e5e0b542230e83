import { type NextRequest, NextResponse } from "next/server";
import { canonicalChatPath } from "@/lib/api/routes";

/** Paths under /chat match without regard to case, as in the existing service. */
export function proxy(request: NextRequest) {
  const canonical = canonicalChatPath(request.nextUrl.pathname);
  if (!canonical || canonical === request.nextUrl.pathname) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = canonical;
  return NextResponse.rewrite(url);
}

export const config = { matcher: "/chat/:path*" };
