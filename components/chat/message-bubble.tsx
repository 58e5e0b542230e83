import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import type { ListingCard } from "@/lib/chat/cards";
import type { AnswerSource } from "@/lib/client/casabot-client";
import { AnswerSources } from "./answer-sources";
import { LinkifiedText } from "./linkified-text";
import { ListingCards } from "./listing-cards";

/** One message as the dashboard shows it, in the chat tester and in stored conversations alike. */
export interface MessageView {
  key: string;
  role: "question" | "answer";
  content: string;
  messageId?: number;
  tokens?: number;
  noAnswer?: boolean;
  interrupted?: boolean;
  /** Streaming, stopped by the owner, or refused (then `error` is what the visitor is told). */
  state?: "streaming" | "stopped" | "error";
  error?: string;
  time?: string;
  attachments?: ReactNode;
  /** The cards of the listings the answer names, under its bubble. */
  listings?: ListingCard[];
  /** The knowledge sources the answer was drawn from, under its bubble. */
  sources?: AnswerSource[];
  /** Controls beside the message's details (the conversations' "Answer this"). */
  actions?: ReactNode;
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function MessageBubble({ message }: { message: MessageView }) {
  const question = message.role === "question";
  const failed = message.state === "error";
  return (
    <li className={`flex flex-col ${question ? "items-end" : "items-start"}`} aria-label={question ? "Visitor" : "Chatbot"}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap wrap-anywhere ${
          failed
            ? "border border-amber-300 bg-amber-50 text-amber-950"
            : question
              ? "bg-blue-700 text-white"
              : "border border-slate-200 bg-white text-slate-900"
        }`}
        aria-busy={message.state === "streaming" || undefined}
        {...(failed ? { role: "alert" } : {})}
      >
        {message.attachments}
        {failed ? message.error : question ? message.content : <LinkifiedText text={message.content} />}
        {message.state === "streaming" && <span className="ml-1 inline-block h-3 w-1.5 animate-pulse bg-slate-400 align-middle" aria-hidden="true" />}
      </div>
      {message.listings && message.listings.length > 0 && <ListingCards cards={message.listings} />}
      {message.sources && message.sources.length > 0 && <AnswerSources sources={message.sources} />}
      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600" data-testid="message-meta">
        {message.time && <time dateTime={message.time}>{when.format(new Date(message.time))}</time>}
        {message.state === "streaming" && <span>Answering…</span>}
        {message.noAnswer && <Badge tone="amber">No answer</Badge>}
        {(message.interrupted || message.state === "stopped") && <Badge tone="neutral">Interrupted</Badge>}
        {message.actions}
      </p>
    </li>
  );
}
