import { type ReactNode, useId } from "react";

/** One part of the Insights page under its heading (a landmark named by it). */
export function InsightSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 scroll-mt-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
