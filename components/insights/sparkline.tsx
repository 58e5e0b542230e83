"use client";

import { Line, LineChart, ResponsiveContainer, YAxis } from "recharts";

/** A tiny line of one figure per day, without axes: the trend at a glance; its words are the aria-label. */
export function Sparkline({ values, color, label }: { values: number[]; color: string; label: string }) {
  const rows = values.map((value, index) => ({ index, value }));
  return (
    <ResponsiveContainer width="100%" height={28}>
      <LineChart data={rows} role="img" aria-label={label} accessibilityLayer={false} margin={{ top: 2, right: 2, bottom: 2, left: 2 }}>
        {/* A flat zero line sits at the bottom, not in the middle. */}
        <YAxis hide domain={[0, (max: number) => Math.max(1, max)]} />
        <Line dataKey="value" stroke={color} strokeWidth={1.5} dot={false} type="linear" isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
