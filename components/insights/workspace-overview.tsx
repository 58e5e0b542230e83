"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { useId } from "react";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Skeleton } from "@/components/ui/skeleton";
import type { WorkspaceInsights } from "@/lib/client/api";
import { StatTile } from "./activity-tiles";
import { COLORS } from "./charts";
import { formatCount, formatDay, formatRate, plural } from "./format";
import { Sparkline } from "./sparkline";

type ChatbotFigures = WorkspaceInsights["Chatbots"][number];

/** The workspace's last 30 days above the chatbots: questions, no-answer rate, leads, and this month's credits. */
export function WorkspaceSummary({ overview }: { overview: UseQueryResult<WorkspaceInsights> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-6">
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-slate-800">
        {overview.data ? `Last ${overview.data.Days} days, all chatbots` : "Last 30 days, all chatbots"}
      </h2>
      {overview.isPending ? (
        <div role="status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <span className="sr-only">Loading the last 30 days…</span>
          {["questions", "rate", "leads", "credits"].map((tile) => (
            <Skeleton key={tile} className="h-24" />
          ))}
        </div>
      ) : overview.isError ? (
        <ErrorPanel title="Could not load the last 30 days" error={overview.error} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile label="Questions" value={formatCount(overview.data.Totals.Questions)} />
          <StatTile label="No-answer rate" value={formatRate(overview.data.Totals.NoAnswerRate)} />
          <StatTile label="Leads" value={formatCount(overview.data.Totals.Leads)} note={plural(overview.data.Totals.Handoffs, "handoff")} />
          <StatTile label="Credits used this month" value={formatCount(overview.data.Totals.CreditsUsed)} />
        </dl>
      )}
    </section>
  );
}

/** "Questions per day, last 30 days: 12 in all, most on Nov 27 (7)" */
function trendLabel(what: string, days: ChatbotFigures["Daily"], values: number[]): string {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total === 0) return `${what} per day, last ${days.length} days: none`;
  const top = values.indexOf(Math.max(...values));
  return `${what} per day, last ${days.length} days: ${formatCount(total)} in all, most on ${formatDay(days[top]!.Date)} (${formatCount(values[top]!)})`;
}

function Trend({ label, value, values, color, summary }: { label: string; value: string; values: number[]; color: string; summary: string }) {
  return (
    <li className="min-w-0">
      <span className="block text-xs text-slate-600">{label}</span>
      <span className="block text-sm font-semibold tabular-nums text-slate-900">{value}</span>
      <Sparkline values={values} color={color} label={summary} />
    </li>
  );
}

/** A chatbot card's last 30 days: questions, no-answer rate and leads, each with its sparkline. */
export function ChatbotTrends({ figures, pending }: { figures?: ChatbotFigures; pending: boolean }) {
  const headingId = useId();
  if (!figures) {
    return pending ? <Skeleton className="mt-3 h-16" /> : null;
  }
  const { Daily } = figures;
  const questions = Daily.map((day) => day.Questions);
  const noAnswers = Daily.map((day) => day.NoAnswer);
  const leads = Daily.map((day) => day.Leads);
  return (
    <div className="mt-3 border-t border-slate-100 pt-3">
      <p id={headingId} className="text-xs font-medium text-slate-700">
        Last {Daily.length} days
      </p>
      <ul aria-labelledby={headingId} className="mt-1 grid grid-cols-3 gap-3">
        <Trend
          label="Questions"
          value={formatCount(figures.Questions)}
          values={questions}
          color={COLORS.questions}
          summary={trendLabel("Questions", Daily, questions)}
        />
        <Trend
          label="No answer"
          value={formatRate(figures.NoAnswerRate)}
          values={noAnswers}
          color={COLORS.noAnswer}
          summary={trendLabel("Questions without an answer", Daily, noAnswers)}
        />
        <Trend label="Leads" value={formatCount(figures.Leads)} values={leads} color={COLORS.leads} summary={trendLabel("Leads", Daily, leads)} />
      </ul>
    </div>
  );
}
