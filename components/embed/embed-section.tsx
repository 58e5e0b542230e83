import { type ReactNode, useId } from "react";

/** One titled card of the Embed page, with an optional action beside its heading. */
export function EmbedSection({ title, description, action, children }: { title: string; description?: ReactNode; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
