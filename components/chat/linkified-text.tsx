import type { ReactNode } from "react";

// Answers name listings by URL. They are shown as text, never as HTML: only the URLs
// become links, and only http(s) ones.
const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, "");
    parts.push(text.slice(last, match.index));
    parts.push(
      <a key={match.index} href={url} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-blue-800 underline">
        {url}
      </a>,
    );
    last = match.index + url.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
