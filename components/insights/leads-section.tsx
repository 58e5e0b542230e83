"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { ChatbotInsights } from "@/lib/client/api";
import { ChartCard, EmptyNote } from "./chart-card";
import { COLORS, DailyChart, dailySummary, type Series } from "./charts";
import { type Column, DataTable, dayColumn } from "./data-table";
import { formatCount, instantIn, plural } from "./format";
import { InsightSection } from "./insight-section";

type Lead = ChatbotInsights["Leads"][number];
type Day = ChatbotInsights["Daily"][number];

const SERIES: Series[] = [
  { key: "Leads", label: "Leads", color: COLORS.leads },
  { key: "Handoffs", label: "Handoffs", color: COLORS.handoffs },
];

const LEADS_SHOWN = 100;

export const conversationHref = (chatbotId: string, sessionId: number) => `/chatbots/${chatbotId}/conversations?session=${sessionId}`;

const text = (field: "Name" | "Email" | "Phone", header: string): Column<Lead> => ({
  header,
  field,
  cell: (lead) => lead[field] || <span className="text-slate-500">—</span>,
  csv: (lead) => lead[field],
  className: "break-words",
});

/** Leads and handoffs per day, and the latest of them, each opening its conversation. */
export function LeadsSection({ chatbotId, insights, file }: { chatbotId: string; insights: ChatbotInsights; file: (part: string) => string }) {
  const { Daily, Totals, Leads, TimeZone } = insights;
  const when = instantIn(TimeZone);
  const columns: Column<Lead>[] = [
    {
      header: "Type",
      field: "Type",
      cell: (lead) => <Badge tone={lead.Type === "Lead" ? "green" : "blue"}>{lead.Type}</Badge>,
      csv: (lead) => lead.Type,
    },
    text("Name", "Name"),
    text("Email", "E-mail"),
    text("Phone", "Phone"),
    {
      header: "Message",
      field: "Message",
      cell: (lead) => <span className="block min-w-48 max-w-md whitespace-pre-line break-words">{lead.Message}</span>,
      csv: (lead) => lead.Message,
    },
    { header: "When", field: "CreatedAt", cell: (lead) => when(lead.CreatedAt), csv: (lead) => lead.CreatedAt, className: "whitespace-nowrap" },
    {
      header: "Conversation",
      field: "SessionID",
      cell: (lead) =>
        lead.SessionID === null ? (
          <span className="text-slate-500">—</span>
        ) : (
          <Link href={conversationHref(chatbotId, lead.SessionID)} className="whitespace-nowrap font-medium text-blue-800 underline underline-offset-2">
            Open conversation
          </Link>
        ),
      csv: (lead) => lead.SessionID,
    },
  ];
  const countColumn = (field: "Leads" | "Handoffs"): Column<Day> => ({
    header: field,
    field,
    numeric: true,
    cell: (row) => formatCount(row[field]),
    csv: (row) => row[field],
  });

  return (
    <InsightSection
      title="Leads and handoffs"
      description={`${plural(Totals.Leads, "lead")} and ${plural(Totals.Handoffs, "handoff")} in these days: visitors who left their details, or asked for a person.`}
    >
      {Totals.Leads + Totals.Handoffs === 0 && Leads.length === 0 ? (
        <EmptyNote>No leads or handoffs in these days.</EmptyNote>
      ) : (
        <div className="grid gap-4">
          <ChartCard
            title="Leads and handoffs per day"
            chart={<DailyChart kind="bar" stacked rows={Daily} series={SERIES} height={200} label={`Stacked bar chart. ${dailySummary(Daily, SERIES)}.`} />}
            table={
              <DataTable
                caption="Leads and handoffs per day"
                columns={[dayColumn, countColumn("Leads"), countColumn("Handoffs")]}
                rows={Daily}
                rowKey={(row) => row.Date}
                fileName={file("leads-per-day")}
              />
            }
          />
          <div className="min-w-0">
            <DataTable
              caption="Latest leads"
              toolbar={
                <>
                  <h3 className="text-base font-semibold text-slate-900">Latest leads</h3>
                  {Leads.length >= LEADS_SHOWN && <p className="text-sm text-slate-700">The latest {LEADS_SHOWN} of these days.</p>}
                </>
              }
              columns={columns}
              rows={Leads}
              rowKey={(lead) => lead.ID}
              fileName={file("leads")}
              extraCsv={[{ field: "ID", csv: (lead) => lead.ID }]}
            />
          </div>
        </div>
      )}
    </InsightSection>
  );
}
