"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { type SectionId, SETTING_SECTIONS, sectionTitle } from "./labels";

/** One titled group of settings; its id is the in-page nav's anchor. */
export function SettingsSection({ id, description, children }: { id: SectionId; description?: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-16 rounded-lg lg:scroll-mt-4 border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {sectionTitle(id)}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/**
 * Links to each section, on screen all the way down: a column on wide screens, a line that
 * scrolls sideways on phones. The section being read is marked (aria-current), and a section
 * holding an error is marked too, so a failed save shows where to look.
 */
export function SectionNav({ withErrors }: { withErrors: ReadonlySet<SectionId> }) {
  const current = useCurrentSection();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the line scrolls so that the current section's link is in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link marked current moves with `current`.
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!row || !link || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <nav
      aria-label="Settings sections"
      className="sticky top-0 z-20 -mx-4 min-w-0 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:top-4 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
    >
      <ul ref={list} className="flex gap-1 overflow-x-auto whitespace-nowrap lg:flex-col lg:overflow-visible">
        {SETTING_SECTIONS.map((section) => {
          const isCurrent = section.id === current;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={isCurrent ? "location" : undefined}
                className={`flex items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-slate-100 hover:underline ${isCurrent ? "bg-blue-50 font-semibold text-blue-900" : "text-blue-800"}`}
              >
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
          );
        })}
      </ul>
    </nav>
  );
}

/** The section at the top of the screen: the last one whose top has scrolled above a line near it. */
function useCurrentSection(): SectionId {
  const [current, setCurrent] = useState<SectionId>(SETTING_SECTIONS[0]!.id);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const line = Math.min(160, window.innerHeight / 3);
      let found: SectionId = SETTING_SECTIONS[0]!.id;
      for (const section of SETTING_SECTIONS) {
        const top = document.getElementById(section.id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) found = section.id;
      }
      // At the very bottom the last sections can never reach the line: the one the owner chose
      // in the nav is current if it is on screen, else the last one.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
        const chosen = SETTING_SECTIONS.find((section) => `#${section.id}` === window.location.hash);
        const chosenTop = chosen && document.getElementById(chosen.id)?.getBoundingClientRect().top;
        found = chosen && chosenTop !== undefined && chosenTop < window.innerHeight ? chosen.id : SETTING_SECTIONS.at(-1)!.id;
      }
      setCurrent(found);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    window.addEventListener("hashchange", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      window.removeEventListener("hashchange", onScroll);
    };
  }, []);
  return current;
}
