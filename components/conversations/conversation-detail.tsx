"use client";

import { useQueries, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { MessageBubble } from "@/components/chat/message-bubble";
import { QaDialog } from "@/components/knowledge/qa-dialog";
import { qualificationText } from "@/components/leads/qualification-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingBlock } from "@/components/ui/skeleton";
import { conversationQueries, fileQueries } from "@/lib/client/queries";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The files a visitor sent with a question: pictures shown small, anything else named. */
function StoredFiles({ fileIds }: { fileIds: string[] }) {
  const files = useQueries({ queries: fileIds.map((id) => fileQueries.detail(id)) });
  return (
    <span className="mb-2 flex flex-wrap gap-2">
      {files.map((file, index) =>
        file.data?.Kind === "image" && file.data.Url ? (
          <img key={fileIds[index]} src={file.data.Url} alt={file.data.FileName} className="h-20 w-20 rounded-md object-cover" />
        ) : (
          <span key={fileIds[index]} className="rounded bg-white/20 px-2 py-1 text-xs">
            {file.data?.FileName ?? `File ${fileIds[index]}`}
          </span>
        ),
      )}
    </span>
  );
}

export function ConversationDetail({ chatbotId, sessionId }: { chatbotId: string; sessionId: number }) {
  const conversation = useQuery(conversationQueries.detail(chatbotId, sessionId));
  // The question being answered in the dialog, and those answered since the page opened.
  const [answering, setAnswering] = useState<{ messageId: number; question: string } | null>(null);
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  if (conversation.isPending) return <LoadingBlock lines={5} label="Loading the conversation…" />;
  if (conversation.isError) return <ErrorPanel title="Could not load this conversation" error={conversation.error} />;
  const { Messages, Leads, CreatedAt, Qualification } = conversation.data;
  const plans = qualificationText(Qualification);
  // A question the chatbot could not answer (its answer is marked NoAnswer) can become a Q&A.
  const unanswered = new Set(
    Messages.flatMap((message, index) => {
      const next = Messages[index + 1];
      return message.Type === "Question" && message.Content.trim() !== "" && next?.Type === "Answer" && next.NoAnswer ? [message.MessageID] : [];
    }),
  );
  return (
    <div>
      <h2 className="text-lg font-semibold">Conversation</h2>
      <p className="text-sm text-slate-600">Started {when.format(new Date(CreatedAt))}</p>
      {/* What the visitor said of their search, with or without a contact: an agent reads it before the transcript. */}
      {plans && (
        <p className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800" data-testid="conversation-plans">
          <span className="font-medium">The visitor&apos;s plans: </span>
          {plans}
        </p>
      )}
      {Leads.length > 0 && (
        <section aria-label="Leads and handoffs" className="mt-4 space-y-2">
          {Leads.map((lead, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in stored order; a lead has no ID of its own here.
            <div key={index} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone={lead.Type === "Lead" ? "green" : "blue"}>{lead.Type === "Lead" ? "Lead" : "Handoff"}</Badge>
                <span className="text-slate-600">{when.format(new Date(lead.CreateTime))}</span>
              </p>
              {(lead.Name || lead.Email || lead.Phone) && <p className="mt-1 break-words">{[lead.Name, lead.Email, lead.Phone].filter(Boolean).join(" · ")}</p>}
              {lead.Message && <p className="mt-1 break-words text-slate-700">“{lead.Message}”</p>}
            </div>
          ))}
        </section>
      )}
      <ol className="mt-4 space-y-4" aria-label="Messages">
        {Messages.map((message) => (
          <MessageBubble
            key={message.MessageID}
            message={{
              key: String(message.MessageID),
              role: message.Type === "Question" ? "question" : "answer",
              content: message.Content,
              messageId: message.MessageID,
              tokens: message.Type === "Answer" ? message.TotalToken : undefined,
              noAnswer: message.NoAnswer,
              interrupted: message.Interrupted,
              time: message.CreateTime,
              attachments: message.FileIds.length > 0 ? <StoredFiles fileIds={message.FileIds} /> : undefined,
              actions: !unanswered.has(message.MessageID) ? undefined : answered.has(message.MessageID) ? (
                <Badge tone="green">Added to knowledge</Badge>
              ) : (
                <Button variant="secondary" size="sm" onClick={() => setAnswering({ messageId: message.MessageID, question: message.Content.trim() })}>
                  Answer this<span className="sr-only">: add a Q&amp;A for this question</span>
                </Button>
              ),
            }}
          />
        ))}
      </ol>
      <QaDialog
        open={answering !== null}
        chatbotId={chatbotId}
        title="Answer this question"
        question={answering?.question.slice(0, 500)}
        onClose={() => setAnswering(null)}
        onSaved={() => answering && setAnswered((all) => new Set(all).add(answering.messageId))}
      />
    </div>
  );
}
