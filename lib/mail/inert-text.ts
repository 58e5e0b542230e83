/** The most of a name (a workspace's, an inviter's) that a mail shows; longer ones end in an ellipsis. */
export const INERT_TEXT_MAX = 80;

// Characters that break a line, or hide or reorder text: a name stays one visible line.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu;
// A dot between letters or digits makes a domain a mail client links; so do the full stops IDNA reads as dots.
const DOT = /(?<=[\p{L}\p{N}])[.\u3002\uFF0E\uFF61](?=[\p{L}\p{N}])/gu;
const WEB_SCHEME = /\bhttp(s?):\/\//gi;
const SCHEME = /:\/\//g;

/**
 * Text someone else chose (a workspace's name, an address), made safe to show in a mail from
 * us: one line, at most INERT_TEXT_MAX characters, and with its URLs and domains defanged
 * (`hxxps[:]//evil[.]example`) so that no mail client turns them into links.
 */
export function inertText(text: string): string {
  const line = text.replace(INVISIBLE, " ").trim();
  const chars = [...line];
  const capped = chars.length > INERT_TEXT_MAX ? `${chars.slice(0, INERT_TEXT_MAX).join("").trimEnd()}…` : line;
  return capped.replace(WEB_SCHEME, "hxxp$1[:]//").replace(SCHEME, "[:]//").replace(DOT, "[.]");
}
