import type { ReactNode } from "react";
import { type SectionId, SETTING_SECTIONS, sectionTitle } from "./labels";

/** One titled group of settings; its id is the in-page nav's anchor. */
export function SettingsSection({ id, description, children }: { id: SectionId; description?: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {sectionTitle(id)}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** Links to each section; a section holding an error is marked, so a failed save shows where to look. */
export function SectionNav({ withErrors }: { withErrors: ReadonlySet<SectionId> }) {
  return (
    <nav aria-label="Settings sections" className="lg:sticky lg:top-4">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {SETTING_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="flex items-center gap-2 rounded-md px-2 py-1 text-sm text-blue-800 hover:bg-slate-100 hover:underline">
              <span>{section.title}</span>
              {withErrors.has(section.id) && (
                <>
                  <span aria-hidden="true" className="rounded-full bg-red-100 px-1.5 text-xs font-medium text-red-900">
                    error
                  </span>
                  <span className="sr-only"> (has errors)</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
