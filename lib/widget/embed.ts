/**
 * What an owner pastes into a site to show a chatbot there, and where that works. The
 * dashboard's Embed page shows these; the loader (/widget.js) and the frame (/widget/<ID>)
 * are what they point at.
 */

/** The frame's path on this service: the chat itself, inline or inside the loader's popup. */
export const widgetFramePath = (serialNumber: string) => `/widget/${encodeURIComponent(serialNumber)}`;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The one line that adds the chat launcher to every page of a site. */
export function widgetScriptTag(base: string, serialNumber: string): string {
  return `<script src="${escapeAttribute(`${base}/widget.js`)}" data-chatbot="${escapeAttribute(serialNumber)}" async></script>`;
}

/** The chat placed inside a page, where the tag stands; its size is the site's to change. */
export function widgetFrameTag(base: string, serialNumber: string, chatbotName: string): string {
  const src = escapeAttribute(`${base}${widgetFramePath(serialNumber)}`);
  const title = escapeAttribute(`Chat with ${chatbotName.trim() || "us"}`);
  return `<iframe src="${src}" title="${title}" style="width:100%;max-width:400px;height:600px;border:0" allow="microphone"></iframe>`;
}
