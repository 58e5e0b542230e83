import type { Database } from "@/db/client";
import { isAppError } from "@/lib/errors";
import { uploadConnectSource } from "@/lib/files/s3-settings";
import { publicOrigin } from "@/lib/public-url";
import { widgetConfig } from "./config";
import { frameAncestors } from "./origins";
import { widgetChatbotParam } from "./schema";
import { loadWidgetChatbot } from "./service";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON that stays data inside a <script type="application/json"> block, whatever the strings hold. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

function policy(frameSources: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    // Listing photos on cards come from wherever the owner hosts them.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    // With object storage, a visitor's upload goes straight to the bucket (lib/files/direct.ts).
    `connect-src 'self'${uploadConnectSource()}`,
    `frame-ancestors ${frameSources}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

function page(status: number, title: string, body: string, frameSources: string): Response {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/widget-frame.css"></head><body>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": policy(frameSources),
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      // Settings change: a frame always shows the chatbot as it is now.
      "cache-control": "no-store",
    },
  });
}

const unavailable = (status: number, frameSources = "'none'") =>
  page(status, "Chat unavailable", `<p class="casabot-unavailable">This chat is not available here.</p>`, frameSources);

/**
 * The widget's frame (/widget/<ID>): the chat UI (public/widget-frame.js) with the
 * visitor config inline. Where it may be embedded is the browser's to enforce, through
 * `frame-ancestors` built from Domains and CustomDomain when VerifyDomain is on; such a
 * chatbot's frame is also refused when opened as a page of its own (Sec-Fetch-Dest).
 */
export async function widgetFrameDocument(db: Database, request: Request, serial: string): Promise<Response> {
  const parsed = widgetChatbotParam.safeParse(serial);
  if (!parsed.success) return unavailable(404);
  let loaded: Awaited<ReturnType<typeof loadWidgetChatbot>>;
  try {
    loaded = await loadWidgetChatbot(db, parsed.data);
  } catch (error) {
    if (isAppError(error, "notFound")) return unavailable(404);
    throw error;
  }
  const { chatbot } = loaded;
  const frameSources = frameAncestors(chatbot);
  if (chatbot.VerifyDomain && request.headers.get("sec-fetch-dest") === "document") return unavailable(403, frameSources);
  const config = await widgetConfig(db, chatbot, publicOrigin(request));
  const body =
    `<script type="application/json" id="casabot-config">${jsonForHtml(config)}</script>` +
    `<div id="casabot-widget"></div><script src="/widget-frame.js" defer></script>`;
  return page(200, chatbot.Name, body, frameSources);
}
