"use client";

import type { ChatbotInsights } from "@/lib/client/api";
import { ActivityTiles } from "./activity-tiles";
import { ChartCard, EmptyNote } from "./chart-card";
import { COLORS, DailyChart, dailySummary, type Series } from "./charts";
import { type Column, DataTable, dayColumn } from "./data-table";
import { formatCount, formatMs } from "./format";
import { InsightSection } from "./insight-section";

type Day = ChatbotInsights["Daily"][number];

const day: Column<Day> = dayColumn;
const counted = (field: keyof Day & string, header: string): Column<Day> => ({
  header,
  field,
  numeric: true,
  cell: (row) => formatCount(Number(row[field])),
  csv: (row) => row[field],
});

const VOLUME: Series[] = [
  { key: "Conversations", label: "Conversations", color: COLORS.conversations },
  { key: "Questions", label: "Questions", color: COLORS.questions },
  { key: "Answered", label: "Answered", color: COLORS.answered },
];

/** "from 120 ms to 1.2 s", or "150 ms" for a single figure. */
function timesSummary(days: Day[]): string {
  const times = days.flatMap((row) => (row.MedianAnswerMs === null ? [] : [row.MedianAnswerMs]));
  if (times.length === 0) return "no answers";
  const [low, high] = [Math.min(...times), Math.max(...times)];
  return low === high ? formatMs(low) : `from ${formatMs(low)} to ${formatMs(high)}`;
}

/** Totals, then questions and answers per day. */
export function ActivitySection({ insights, file }: { insights: ChatbotInsights; file: (part: string) => string }) {
  const { Daily, Totals } = insights;
  const outcomes: Series[] = [
    { key: "Answered", label: "Answered", color: COLORS.answered },
    { key: "NoAnswer", label: "No answer", color: COLORS.noAnswer },
    // Answers cut short are rare: a third colour only when there are some.
    ...(Totals.Interrupted > 0 ? [{ key: "Interrupted", label: "Cut short", color: COLORS.interrupted }] : []),
  ];
  return (
    <InsightSection title="Activity" description="What visitors asked, and how the chatbot answered.">
      <ActivityTiles totals={Totals} credits={insights.Credits} />
      {Totals.Questions === 0 ? (
        <div className="mt-4">
          <EmptyNote>No questions were asked in these days.</EmptyNote>
        </div>
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <ChartCard
            className="lg:col-span-2"
            title="Conversations, questions and answers per day"
            chart={<DailyChart rows={Daily} series={VOLUME} label={`Line chart. ${dailySummary(Daily, VOLUME)}.`} />}
            table={
              <DataTable
                caption="Conversations, questions and answers per day"
                columns={[day, counted("Conversations", "Conversations"), counted("Questions", "Questions"), counted("Answered", "Answered")]}
                rows={Daily}
                rowKey={(row) => row.Date}
                fileName={file("activity")}
              />
            }
          />
          <ChartCard
            title="Answered and not answered"
            description="Each day's answers: the questions the chatbot answered, and those it could not."
            chart={<DailyChart kind="bar" stacked rows={Daily} series={outcomes} label={`Stacked bar chart. ${dailySummary(Daily, outcomes)}.`} />}
            table={
              <DataTable
                caption="Answered and not answered per day"
                columns={[day, ...outcomes.map((item) => counted(item.key as keyof Day & string, item.label))]}
                rows={Daily}
                rowKey={(row) => row.Date}
                fileName={file("answers")}
              />
            }
          />
          <ChartCard
            title="Median answer time"
            description="From question to finished answer, per day."
            chart={
              <DailyChart
                rows={Daily}
                series={[{ key: "MedianAnswerMs", label: "Median answer time", color: COLORS.questions }]}
                format={formatMs}
                dots
                label={`Line chart of the median answer time per day: ${timesSummary(Daily)}.`}
              />
            }
            table={
              <DataTable
                caption="Median answer time per day"
                columns={[
                  day,
                  {
                    header: "Median answer time",
                    field: "MedianAnswerMs",
                    numeric: true,
                    cell: (row) => formatMs(row.MedianAnswerMs),
                    csv: (row) => row.MedianAnswerMs,
                  },
                ]}
                rows={Daily}
                rowKey={(row) => row.Date}
                fileName={file("answer-time")}
              />
            }
          />
        </div>
      )}
    </InsightSection>
  );
}
