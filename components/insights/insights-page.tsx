"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { fileSlug } from "@/components/listings/download";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Skeleton } from "@/components/ui/skeleton";
import { chatbotQueries, insightQueries } from "@/lib/client/queries";
import { ActivitySection } from "./activity-section";
import { DemandSection } from "./demand-section";
import { formatDays, plural } from "./format";
import { HeatmapSection } from "./heatmap-section";
import { rangeFromParams } from "./insights-range";
import { LeadsSection } from "./leads-section";
import { RangePicker } from "./range-picker";
import { TopListingsSection } from "./top-listings-section";
import { ComplianceSection } from "./compliance-section";
import { UnansweredSection } from "./unanswered-section";

function InsightsSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading insights…</span>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {["conversations", "questions", "answered", "rate", "time", "credits"].map((tile) => (
          <Skeleton key={tile} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** The Insights tab: a chatbot's activity, leads, unanswered questions, demand and busiest hours over the days in the URL. */
export function InsightsPage({ chatbotId }: { chatbotId: string }) {
  const params = useSearchParams();
  const query = rangeFromParams(params);
  const insights = useQuery({ ...insightQueries.chatbot(chatbotId, query), placeholderData: keepPreviousData });
  const chatbot = useQuery(chatbotQueries.detail(chatbotId));
  const data = insights.data;
  const stem = `insights-${fileSlug(chatbot.data?.Name ?? "") || chatbotId}`;
  const file = (part: string) => `${stem}-${part}-${data?.From}-${data?.To}.csv`;

  return (
    <div className="space-y-10">
      <div className="space-y-2">
        <RangePicker chatbotId={chatbotId} query={query} shown={data} />
        <p aria-live="polite" className="text-sm text-slate-700">
          {data ? (
            <>
              <span className="font-medium text-slate-900">{formatDays(data.From, data.To)}</span> ({plural(data.Days, "day")}). Dates and hours are in{" "}
              {data.TimeZone}, the chatbot&apos;s time zone.
            </>
          ) : (
            "\u00a0"
          )}
          {insights.isFetching && data && <span className="sr-only"> (loading)</span>}
        </p>
      </div>
      {insights.isPending ? (
        <InsightsSkeleton />
      ) : insights.isError ? (
        <ErrorPanel title="Could not load the insights" error={insights.error} />
      ) : (
        <div className={`space-y-12 transition-opacity ${insights.isPlaceholderData ? "opacity-60" : ""}`} aria-busy={insights.isPlaceholderData || undefined}>
          <ActivitySection insights={insights.data} file={file} />
          <LeadsSection chatbotId={chatbotId} insights={insights.data} file={file} />
          <UnansweredSection chatbotId={chatbotId} insights={insights.data} file={file} />
          <ComplianceSection chatbotId={chatbotId} insights={insights.data} file={file} />
          <DemandSection insights={insights.data} file={file} />
          <TopListingsSection chatbotId={chatbotId} insights={insights.data} file={file} />
          <HeatmapSection insights={insights.data} file={file} />
        </div>
      )}
    </div>
  );
}
