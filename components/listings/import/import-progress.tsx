"use client";

import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { doneCount, type ImportTally } from "./import-report";

const number = new Intl.NumberFormat("en-US");

/** Step 3: a real progress bar, "120 of 200", and a way to stop. */
export function ImportProgress({ tally, cancelling, onCancel }: { tally: ImportTally; cancelling: boolean; onCancel: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that started the import is gone: focus moves to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const done = doneCount(tally);
  return (
    <section aria-labelledby={`${id}-label`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={`${id}-label`} ref={heading} tabIndex={-1} className="text-base font-semibold">
        3. Importing
      </h3>
      <label htmlFor={id} className="mt-3 block text-sm font-medium text-slate-800">
        Rows imported
      </label>
      <progress id={id} max={tally.total} value={done} className="mt-1 h-3 w-full accent-blue-700" />
      {/* Not a live region: the progress bar carries the value, and a line per row would drown a screen reader. */}
      <p className="mt-2 text-sm text-slate-700">
        {number.format(done)} of {number.format(tally.total)}
        {tally.failures.length > 0 && ` · ${number.format(tally.failures.length)} failed so far`}
      </p>
      <Button variant="secondary" className="mt-3" onClick={onCancel} disabled={cancelling}>
        {cancelling ? "Stopping after the rows in flight…" : "Cancel import"}
      </Button>
    </section>
  );
}
