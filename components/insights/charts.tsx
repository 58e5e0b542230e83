"use client";

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCount, formatDay } from "./format";

// The Insights charts, on recharts. Each svg is one picture (role img) named by a summary of
// its figures; the figures themselves are in the table beside it, so the chart takes no focus.

/** The palette: Tailwind's 700s, distinct in hue and readable on white. */
export const COLORS = {
  conversations: "#475569",
  questions: "#1d4ed8",
  answered: "#15803d",
  noAnswer: "#b45309",
  interrupted: "#94a3b8",
  leads: "#15803d",
  handoffs: "#7e22ce",
  listings: "#0f766e",
} as const;

type Row = Record<string, string | number | null>;

export interface Series {
  key: string;
  label: string;
  color: string;
}

const AXIS = { fontSize: 12, fill: "#475569" };
const TOOLTIP = { contentStyle: { fontSize: 13, borderRadius: 6 }, labelStyle: { fontWeight: 600 } };

interface DailyChartProps {
  /** One row per day, with a Date (YYYY-MM-DD) and a figure per series. */
  rows: Row[];
  series: Series[];
  /** What the picture shows, for screen readers. */
  label: string;
  kind?: "line" | "bar";
  stacked?: boolean;
  format?: (value: number) => string;
  height?: number;
  /** Marks each day's point: for sparse figures (a day without answers has no median), which a line alone would hide. */
  dots?: boolean;
}

/** Figures per day: lines, or (stacked) bars. */
export function DailyChart({
  rows,
  series,
  label,
  kind = "line",
  stacked = false,
  format = formatCount,
  height = 240,
  dots = rows.length <= 14,
}: DailyChartProps) {
  const Chart = kind === "line" ? LineChart : BarChart;
  const tooltipFormat = (value: unknown) => (typeof value === "number" ? format(value) : "—");
  return (
    <ResponsiveContainer width="100%" height={height}>
      <Chart data={rows} role="img" aria-label={label} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="Date" tickFormatter={formatDay} tick={AXIS} minTickGap={16} tickLine={false} />
        <YAxis allowDecimals={false} tickFormatter={format} tick={AXIS} width={format === formatCount ? 36 : 56} tickLine={false} axisLine={false} />
        <Tooltip {...TOOLTIP} labelFormatter={(day) => formatDay(String(day))} formatter={tooltipFormat} />
        <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
        {series.map((item) =>
          kind === "line" ? (
            <Line
              key={item.key}
              dataKey={item.key}
              name={item.label}
              stroke={item.color}
              strokeWidth={2}
              dot={dots ? { r: 2.5 } : false}
              type="linear"
              isAnimationActive={false}
            />
          ) : (
            <Bar key={item.key} dataKey={item.key} name={item.label} fill={item.color} stackId={stacked ? "day" : undefined} isAnimationActive={false} />
          ),
        )}
      </Chart>
    </ResponsiveContainer>
  );
}

interface RankChartProps {
  /** Items most asked first, each with a Label and a figure per series. */
  rows: Row[];
  series: Series[];
  label: string;
}

/** Horizontal bars, one row per item (a city, a price band), labels on the left. */
export function RankChart({ rows, series, label }: RankChartProps) {
  const barSize = series.length > 1 ? 12 : 16;
  const height = Math.max(120, rows.length * (barSize * series.length + 16) + (series.length > 1 ? 60 : 32));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows} layout="vertical" role="img" aria-label={label} accessibilityLayer={false} margin={{ top: 4, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} tickLine={false} />
        <YAxis type="category" dataKey="Label" tick={AXIS} width={128} tickLine={false} interval={0} />
        <Tooltip {...TOOLTIP} cursor={{ fill: "#f1f5f9" }} />
        {series.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />}
        {series.map((item) => (
          <Bar key={item.key} dataKey={item.key} name={item.label} fill={item.color} barSize={barSize} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** "Questions: 7 in all, most on Nov 27 (5)": a daily chart's figures in words. */
export function dailySummary(rows: Row[], series: Series[]): string {
  return series
    .map((item) => {
      const values = rows.map((row) => Number(row[item.key] ?? 0));
      const total = values.reduce((sum, value) => sum + value, 0);
      if (total === 0) return `${item.label}: none`;
      const top = values.indexOf(Math.max(...values));
      return `${item.label}: ${formatCount(total)} in all, most on ${formatDay(String(rows[top]!.Date))} (${formatCount(values[top]!)})`;
    })
    .join("; ");
}

/** "Austin 12, Denver 3": a ranking's first items in words. */
export function rankSummary(rows: { Label: string; Count: number }[], limit = 5): string {
  const shown = rows.slice(0, limit).map((row) => `${row.Label} ${formatCount(row.Count)}`);
  return rows.length > limit ? `${shown.join(", ")} and ${rows.length - limit} more` : shown.join(", ");
}
