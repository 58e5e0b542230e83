"use client";

import Link from "next/link";
import type { ChatbotInsights } from "@/lib/client/api";
import { CHARACTERISTIC_NAMES } from "@/lib/fair-housing/characteristics";
import { EmptyNote } from "./chart-card";
import { type Column, DataTable } from "./data-table";
import { instantIn, plural } from "./format";
import { InsightSection } from "./insight-section";
import { conversationHref } from "./leads-section";

type Decline = ChatbotInsights["Compliance"]["Latest"][number];

const KINDS: Record<Decline["Kind"], string> = {
  steer: "Chose or described by who lives there",
  safety: "Asked if an area is safe or good",
  reply: "Model's reply replaced",
};

/**
 * Fair-housing declines (lib/fair-housing): the questions the chatbot answered with its refusal,
 * with their text, so the owner sees what visitors asked and can follow the conversation.
 */
export function ComplianceSection({ chatbotId, insights, file }: { chatbotId: string; insights: ChatbotInsights; file: (part: string) => string }) {
  const when = instantIn(insights.TimeZone);
  const { Declines, Latest } = insights.Compliance;
  const columns: Column<Decline>[] = [
    {
      header: "Question",
      field: "Question",
      rowHeader: true,
      cell: (row) => <span className="block min-w-56 max-w-xl break-words">{row.Question}</span>,
      csv: (row) => row.Question,
    },
    {
      header: "Why declined",
      field: "Kind",
      cell: (row) => (
        <span>
          {KINDS[row.Kind]}
          {row.Characteristic && (
            <span className="block text-xs text-slate-600">
              {CHARACTERISTIC_NAMES[row.Characteristic as keyof typeof CHARACTERISTIC_NAMES] ?? row.Characteristic}
            </span>
          )}
        </span>
      ),
      csv: (row) => (row.Characteristic ? `${row.Kind}:${row.Characteristic}` : row.Kind),
    },
    { header: "Asked", field: "CreatedAt", cell: (row) => when(row.CreatedAt), csv: (row) => row.CreatedAt, className: "whitespace-nowrap" },
    {
      header: "Conversation",
      field: "SessionID",
      cell: (row) => (
        <Link href={conversationHref(chatbotId, row.SessionID)} className="text-sm font-medium whitespace-nowrap text-blue-800 underline underline-offset-2">
          Open conversation<span className="sr-only"> #{row.SessionID}</span>
        </Link>
      ),
      csv: (row) => row.SessionID,
    },
  ];
  return (
    <InsightSection
      title="Fair-housing declines"
      description="Questions the chatbot declined because they asked to choose or describe homes or areas by who lives there, or asked whether an area is safe. It answers with a short refusal and offers to search by price, rooms, features or commute. Counted apart from unanswered questions."
    >
      {Declines === 0 ? (
        <EmptyNote>No question was declined for fair housing in these days.</EmptyNote>
      ) : (
        <DataTable
          caption="Fair-housing declines"
          toolbar={
            <p className="text-sm text-slate-800">
              {plural(Declines, "question")} declined{Declines > Latest.length ? `; the latest ${Latest.length} are listed` : ""}.
            </p>
          }
          columns={columns}
          rows={Latest}
          rowKey={(row) => row.QuestionID}
          fileName={file("fair-housing-declines")}
        />
      )}
    </InsightSection>
  );
}
