import type { ReactNode } from "react";
import type { ChatbotInsights } from "@/lib/client/api";
import { formatCount, formatMs, formatRate } from "./format";

/** One figure of a row of totals (inside a <dl>): its name, its value, and a note under it. */
export function StatTile({ label, value, note, children }: { label: string; value: string; note?: ReactNode; children?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
      {children}
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

/** The range's totals, and this month's credits against the chatbot's MessageLimit. */
export function ActivityTiles({ totals, credits }: { totals: ChatbotInsights["Totals"]; credits: ChatbotInsights["Credits"] }) {
  const unlimited = credits.Limit === -1;
  const share = unlimited || credits.Limit === 0 ? 0 : Math.min(1, credits.Used / credits.Limit);
  const finished = totals.Answered + totals.NoAnswer;
  return (
    <dl aria-label="Totals" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <StatTile label="Conversations" value={formatCount(totals.Conversations)} />
      <StatTile
        label="Questions"
        value={formatCount(totals.Questions)}
        note={totals.Interrupted > 0 ? `${formatCount(totals.Interrupted)} cut short` : undefined}
      />
      <StatTile label="Answered" value={formatCount(totals.Answered)} />
      <StatTile
        label="No-answer rate"
        value={formatRate(totals.NoAnswerRate)}
        note={finished > 0 ? `${formatCount(totals.NoAnswer)} of ${formatCount(finished)} answers` : "No answers yet"}
      />
      <StatTile label="Median answer time" value={formatMs(totals.MedianAnswerMs)} note={totals.MedianAnswerMs === null ? "No answers yet" : undefined} />
      <StatTile
        label="Credits this month"
        value={formatCount(credits.Used)}
        note={unlimited ? "used · unlimited" : `used of ${formatCount(credits.Limit)} · ${formatCount(Math.max(0, credits.Remain))} left`}
      >
        {!unlimited && (
          <dd aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200">
            <div
              className={`h-full rounded-full ${share >= 0.9 ? "bg-red-700" : share >= 0.75 ? "bg-amber-600" : "bg-blue-700"}`}
              style={{ width: `${share * 100}%` }}
            />
          </dd>
        )}
      </StatTile>
    </dl>
  );
}
