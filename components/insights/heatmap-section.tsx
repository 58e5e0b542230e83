"use client";

import type { ChatbotInsights } from "@/lib/client/api";
import { EmptyNote } from "./chart-card";
import { ExportCsv } from "./export-csv";
import { formatCount, plural } from "./format";
import { InsightSection } from "./insight-section";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

// Five shades from none to the busiest hour; dark cells take white text, so every count stays readable.
const SHADES = ["bg-slate-50", "bg-blue-100 text-slate-900", "bg-blue-300 text-slate-900", "bg-blue-600 text-white", "bg-blue-900 text-white"];
const shade = (count: number, max: number) => SHADES[count === 0 ? 0 : Math.max(1, Math.ceil((count / max) * 4))]!;

/** Questions per weekday and hour in the chatbot's time zone: a real table, each cell its count. */
export function HeatmapSection({ insights, file }: { insights: ChatbotInsights; file: (part: string) => string }) {
  const grid = WEEKDAYS.map(() => HOURS.map(() => 0));
  for (const cell of insights.Heatmap) grid[cell.Weekday - 1]![cell.Hour] = cell.Questions;
  const max = Math.max(0, ...insights.Heatmap.map((cell) => cell.Questions));
  const busiest = insights.Heatmap.find((cell) => cell.Questions === max);
  const caption = `Questions by weekday and hour (${insights.TimeZone})`;

  return (
    <InsightSection title="Busiest hours" description={`When visitors ask, by the chatbot's clock (${insights.TimeZone}).`}>
      {!busiest ? (
        <EmptyNote>No questions in these days.</EmptyNote>
      ) : (
        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-800">
              Busiest: {WEEKDAYS[busiest.Weekday - 1]}s, {clock(busiest.Hour)}–{clock((busiest.Hour + 1) % 24)}, with {plural(max, "question")}.
            </p>
            <ExportCsv
              what="questions by weekday and hour"
              fileName={file("busiest-hours")}
              fields={["Weekday", ...HOURS.map(String)]}
              rows={() => grid.map((counts, index) => [WEEKDAYS[index]!, ...counts])}
            />
          </div>
          <section aria-label={`${caption} (table)`} tabIndex={0} className="relative overflow-x-auto rounded-md border border-slate-200 bg-white">
            <table className="w-full border-separate border-spacing-0.5 text-center text-xs">
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr>
                  <td />
                  {HOURS.map((hour) => (
                    <th key={hour} scope="col" className="min-w-7 px-0.5 py-1 font-medium text-slate-700">
                      <span aria-hidden="true">{hour}</span>
                      <span className="sr-only">{clock(hour)}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.map((counts, index) => (
                  <tr key={WEEKDAYS[index]}>
                    <th scope="row" className="px-2 text-left font-medium text-slate-700">
                      <span aria-hidden="true">{WEEKDAYS[index]!.slice(0, 3)}</span>
                      <span className="sr-only">{WEEKDAYS[index]}</span>
                    </th>
                    {counts.map((count, hour) => (
                      <td key={HOURS[hour]} className={`h-8 rounded-sm tabular-nums ${shade(count, max)}`}>
                        {count > 0 ? formatCount(count) : <span className="sr-only">0</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div aria-hidden="true" className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-700">
            <span className="sm:hidden">Scroll sideways for later hours.</span>
            <span className="flex items-center gap-1 sm:ml-auto">
              Fewer
              {SHADES.map((item) => (
                <span key={item} className={`inline-block h-3 w-5 rounded-sm border border-slate-200 ${item}`} />
              ))}
              More
            </span>
          </div>
        </div>
      )}
    </InsightSection>
  );
}
