import { type ReactNode, useId } from "react";

interface ChartCardProps {
  title: string;
  description?: ReactNode;
  /** The chart: a picture for the eye; its figures are in the table below. */
  chart: ReactNode;
  /** The same figures as an accessible table (with its Export CSV); none when there is nothing to draw. */
  table?: ReactNode;
  className?: string;
}

/** A chart under its heading, with "Show table" for its figures. */
export function ChartCard({ title, description, chart, table, className = "" }: ChartCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {description && <p className="mt-0.5 text-sm text-slate-700">{description}</p>}
      <div className="mt-3">{chart}</div>
      {table && (
        <details className="group mt-3">
          <summary className="cursor-pointer text-sm font-medium text-blue-800 hover:underline">
            <span className="group-open:hidden">Show table</span>
            <span className="hidden group-open:inline">Hide table</span>
            <span className="sr-only"> of {title.toLowerCase()}</span>
          </summary>
          <div className="mt-2">{table}</div>
        </details>
      )}
    </section>
  );
}

/** What a card shows instead of a chart with nothing to draw. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-md border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700">{children}</p>;
}
