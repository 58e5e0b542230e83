"use client";

import Link from "next/link";
import { useState } from "react";
import { QaDialog } from "@/components/knowledge/qa-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { ChatbotInsights } from "@/lib/client/api";
import { ALTERNATIVES_MAX, QUESTION_MAX } from "@/lib/knowledge/schema";
import { EmptyNote } from "./chart-card";
import { type Column, DataTable } from "./data-table";
import { formatCount, instantIn, plural } from "./format";
import { InsightSection } from "./insight-section";
import { conversationHref } from "./leads-section";

type Group = ChatbotInsights["Unanswered"][number];

/**
 * The questions the chatbot could not answer, near-duplicates grouped, most asked first: each
 * opens its latest conversation, or becomes a Q&A (the Knowledge tab's dialog) so it is answered next time.
 */
export function UnansweredSection({ chatbotId, insights, file }: { chatbotId: string; insights: ChatbotInsights; file: (part: string) => string }) {
  const when = instantIn(insights.TimeZone);
  // The group being answered in the dialog, and those answered since the page opened (by QuestionID).
  const [answering, setAnswering] = useState<Group | null>(null);
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const columns: Column<Group>[] = [
    {
      header: "Question",
      field: "Question",
      rowHeader: true,
      cell: (group) => (
        <span className="block min-w-56 max-w-xl break-words">
          {group.Question}
          {group.Variants.length > 0 && (
            <span className="mt-1 block text-xs text-slate-600">
              Also asked as: {group.Variants.map((variant, index) => `${index > 0 ? "; " : ""}“${variant}”`)}
            </span>
          )}
        </span>
      ),
      csv: (group) => group.Question,
    },
    { header: "Asked", field: "Count", numeric: true, cell: (group) => formatCount(group.Count), csv: (group) => group.Count },
    { header: "Last asked", field: "LastSeen", cell: (group) => when(group.LastSeen), csv: (group) => group.LastSeen, className: "whitespace-nowrap" },
    {
      header: "Actions",
      field: "SessionID",
      cell: (group) => (
        <span className="flex flex-wrap items-center gap-2 whitespace-nowrap">
          <Link href={conversationHref(chatbotId, group.SessionID)} className="text-sm font-medium text-blue-800 underline underline-offset-2">
            Open conversation<span className="sr-only"> #{group.SessionID}</span>
          </Link>
          {answered.has(group.QuestionID) ? (
            <Badge tone="green">Added to knowledge</Badge>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setAnswering(group)}>
              Answer as Q&amp;A<span className="sr-only">: {group.Question}</span>
            </Button>
          )}
        </span>
      ),
      csv: (group) => group.SessionID,
    },
  ];

  return (
    <InsightSection
      title="Unanswered questions"
      description="What visitors asked that the chatbot could not answer. Answer one as a Q&A and it knows next time."
    >
      {insights.Unanswered.length === 0 ? (
        <EmptyNote>The chatbot answered every question in these days.</EmptyNote>
      ) : (
        <DataTable
          caption="Unanswered questions"
          toolbar={
            <p className="text-sm text-slate-800">
              {plural(
                insights.Unanswered.reduce((sum, group) => sum + group.Count, 0),
                "question",
              )}
              , {plural(insights.Unanswered.length, "group")} of near-duplicates.
            </p>
          }
          columns={columns}
          rows={insights.Unanswered}
          rowKey={(group) => group.QuestionID}
          fileName={file("unanswered")}
          extraCsv={[
            { field: "Variants", csv: (group) => group.Variants.join(" | ") },
            { field: "QuestionID", csv: (group) => group.QuestionID },
          ]}
        />
      )}
      <QaDialog
        open={answering !== null}
        chatbotId={chatbotId}
        title="Answer this question"
        question={answering?.Question.slice(0, QUESTION_MAX)}
        alternatives={answering?.Variants.slice(0, ALTERNATIVES_MAX).map((variant) => variant.slice(0, QUESTION_MAX))}
        onClose={() => setAnswering(null)}
        onSaved={() => answering && setAnswered((all) => new Set(all).add(answering.QuestionID))}
      />
    </InsightSection>
  );
}
