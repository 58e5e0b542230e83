import { uploadConnectSource } from "@/lib/files/s3-settings";

/**
 * The Content-Security-Policy of the dashboard's pages: scripts only from this site or
 * carrying this response's nonce (Next puts it on its own inline scripts when it finds
 * the policy on the request), never inline otherwise; no page of ours in anyone's frame.
 * Inline styles stay allowed: React style attributes (colour previews) need them.
 * The widget frame (/widget/<ID>) sets a policy of its own, per chatbot.
 */
export function pagePolicy(nonce: string, development = process.env.NODE_ENV === "development"): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Listing photos (the chat tester's cards, listing pages) come from wherever the owner hosts them.
    "img-src 'self' blob: data: https:",
    "font-src 'self'",
    // With object storage, uploads go straight to the bucket (lib/files/direct.ts).
    `connect-src 'self'${uploadConnectSource()}`,
    "frame-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A fresh, unguessable nonce for each page response. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
