const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML content and attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * The HTML alternative of a plain-text mail: the same text, every character escaped (a
 * visitor's message is never markup), its lines and spacing kept.
 */
export function htmlBody(text: string): string {
  return `<!doctype html><html><body><div style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;white-space:pre-wrap">${escapeHtml(text)}</div></body></html>`;
}
