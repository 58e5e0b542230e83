"use client";

import Link from "next/link";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { FlagLine } from "@/components/compliance/compliance-flags";
import { Button, buttonClass } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { rowRanges } from "./assumptions";
import type { RowOutcome } from "./run-import";

const number = new Intl.NumberFormat("en-US");

export interface ImportTally {
  total: number;
  created: number;
  updated: number;
  failures: RowOutcome[];
  /** The imported rows that used each assumption (a default, an inferred sale type, a routed price), by its description. */
  assumed: Record<string, number[]>;
  /** Rows written (created or updated) and their listing, to show the fair-housing flags of their text. */
  written: Pick<RowOutcome, "row" | "mls" | "id">[];
}

export const doneCount = (tally: ImportTally) => tally.created + tally.updated + tally.failures.length;

/** Step 4: what happened to every row; failed ones with their CSV row number and the reason. */
/** The written rows whose text holds fair-housing wording (lib/fair-housing/flags.ts), with the phrase and why. */
function FlaggedRows({ chatbotId, written }: { chatbotId: string; written: ImportTally["written"] }) {
  const ids = written.flatMap((row) => (row.id ? [row.id] : []));
  const mlsNumbers = written.flatMap((row) => (row.id || !row.mls ? [] : [row.mls]));
  const flags = useQuery({
    queryKey: ["compliance-flags", chatbotId, "import", ids.join(","), mlsNumbers.join(",")],
    queryFn: () =>
      api.Chatbot.ComplianceFlags({
        SerialNumber: chatbotId,
        Kind: "listing",
        ...(ids.length ? { IDs: ids.slice(0, 1000) } : {}),
        ...(mlsNumbers.length ? { MLSNumbers: mlsNumbers.slice(0, 1000) } : {}),
        PageSize: 100,
      }),
    enabled: ids.length + mlsNumbers.length > 0,
  });
  const flagged = flags.data?.List ?? [];
  if (flagged.length === 0) return null;
  const rowOf = (record: (typeof flagged)[number]) => written.find((row) => row.id === record.ID || (!row.id && row.mls === record.MLSNumber))?.row;
  return (
    <ReportTable
      caption={
        <>
          Fair-housing wording to review: kept as written, left out of the chatbot&apos;s answers (
          {flags.data!.VirtualCount === 1 ? "1 listing" : `${flags.data!.VirtualCount} listings`})
        </>
      }
      columns={["Row", "MLS number", "Wording"]}
      tone="amber"
    >
      {flagged.map((record) => (
        <tr key={record.ID}>
          <td className="px-3 py-2 tabular-nums">{rowOf(record) ?? "—"}</td>
          <td className="px-3 py-2">{record.MLSNumber}</td>
          <td className="px-3 py-2 text-amber-950">
            <ul className="space-y-1">
              {record.Flags.map((flag) => (
                <li key={`${flag.Field}:${flag.Phrase}`}>
                  <FlagLine flag={flag} />
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** One of the report's tables: a caption that names it, its column headings, and its rows. */
function ReportTable({
  caption,
  columns,
  tone = "slate",
  children,
}: {
  caption: ReactNode;
  columns: readonly string[];
  tone?: "slate" | "amber";
  children: ReactNode;
}) {
  return (
    <div className={`overflow-x-auto rounded-md border ${tone === "amber" ? "border-amber-300" : "border-slate-200"}`}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="px-3 py-2 text-left font-medium text-slate-900">{caption}</caption>
        <thead className={`${tone === "amber" ? "bg-amber-50" : "bg-slate-50"} text-xs uppercase tracking-wide text-slate-700`}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

export function ImportReport({
  chatbotId,
  tally,
  cancelled,
  onAgain,
  backHref,
}: {
  chatbotId: string;
  tally: ImportTally;
  cancelled: boolean;
  onAgain: () => void;
  backHref: string;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const skipped = tally.total - doneCount(tally);
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={id} ref={heading} tabIndex={-1} className="text-base font-semibold">
        {cancelled ? "Import cancelled" : "Import finished"}
      </h3>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Import summary">
        <li>
          <span className="font-semibold">{number.format(tally.created)}</span> created
        </li>
        <li>
          <span className="font-semibold">{number.format(tally.updated)}</span> updated
        </li>
        <li className={tally.failures.length > 0 ? "text-red-800" : undefined}>
          <span className="font-semibold">{number.format(tally.failures.length)}</span> failed
        </li>
        {skipped > 0 && (
          <li>
            <span className="font-semibold">{number.format(skipped)}</span> not imported (cancelled)
          </li>
        )}
      </ul>
      {tally.failures.length > 0 && (
        <ReportTable caption="Rows that failed" columns={["Row", "MLS number", "Reason"]}>
          {[...tally.failures]
            .sort((a, b) => a.row - b.row)
            .map((failure) => (
              <tr key={failure.row}>
                <td className="px-3 py-2 tabular-nums">{failure.row}</td>
                <td className="px-3 py-2">{failure.mls || "—"}</td>
                <td className="px-3 py-2 text-red-800">{failure.reason}</td>
              </tr>
            ))}
        </ReportTable>
      )}
      {Object.keys(tally.assumed).length > 0 && (
        <ReportTable caption="Imported with assumptions: check these rows" columns={["What the import assumed", "Rows"]}>
          {Object.entries(tally.assumed).map(([line, rows]) => (
            <tr key={line}>
              <td className="px-3 py-2 text-amber-900">{line}</td>
              <td className="px-3 py-2 tabular-nums">
                {rows.length === tally.created + tally.updated
                  ? `All ${number.format(rows.length)} imported rows`
                  : `${number.format(rows.length)}: ${rowRanges(rows)}`}
              </td>
            </tr>
          ))}
        </ReportTable>
      )}
      <FlaggedRows chatbotId={chatbotId} written={tally.written} />
      <div className="flex flex-wrap gap-2">
        <Link href={backHref} className={buttonClass("primary")}>
          Back to listings
        </Link>
        <Button variant="secondary" onClick={onAgain}>
          Import another file
        </Button>
      </div>
    </section>
  );
}
