"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { chatbotKeys, chatbotQueries, listingKeys } from "@/lib/client/queries";
import { sheetLocale } from "@/lib/listings/sheet/locale";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes";
import type { ImportPlan } from "@/lib/listings/csv";
import { useListingsHref } from "../listings-href";
import { ImportFileStep, type ParsedCsv } from "./import-file-step";
import { ImportMappingStep } from "./import-mapping-step";
import { ImportProgress } from "./import-progress";
import { ImportReport, type ImportTally } from "./import-report";
import { describeAssumption } from "./assumptions";
import { importListings, type RowOutcome } from "./run-import";

type Step = { name: "file" } | { name: "map"; csv: ParsedCsv } | { name: "run"; csv: ParsedCsv } | { name: "report"; csv: ParsedCsv; cancelled: boolean };

const emptyTally = (total: number): ImportTally => ({ total, created: 0, updated: 0, failures: [], assumed: {}, written: [] });

/** Each imported row's assumptions, grouped by what was assumed. */
function withAssumptions(assumed: ImportTally["assumed"], outcome: RowOutcome): ImportTally["assumed"] {
  if (outcome.assumptions.length === 0) return assumed;
  const next = { ...assumed };
  for (const assumption of outcome.assumptions) {
    const line = describeAssumption(assumption);
    next[line] = [...(next[line] ?? []), outcome.row];
  }
  return next;
}

/** Sheet import (CSV or XLSX): choose a file, match its columns, import with progress, read the per-row report. */
export function ImportListingsPage({ chatbotId }: { chatbotId: string }) {
  const queryClient = useQueryClient();
  const backHref = useListingsHref(chatbotId);
  const [step, setStep] = useState<Step>({ name: "file" });
  const [tally, setTally] = useState<ImportTally>(emptyTally(0));
  const [cancelling, setCancelling] = useState(false);
  // What a sheet that names no currency, area unit or decimal mark falls back on: the chatbot's country.
  const chatbot = useQuery(chatbotQueries.detail(chatbotId));
  const locale = sheetLocale(chatbot.data?.TimeZone);
  const controller = useRef<AbortController>(undefined);
  // Leaving the page (after the guard's dialog) stops an import that is running.
  useEffect(() => () => controller.current?.abort(), []);

  async function start(csv: ParsedCsv, plan: ImportPlan, updateExisting: boolean) {
    const abort = new AbortController();
    controller.current = abort;
    setCancelling(false);
    setTally(emptyTally(csv.records.length));
    setStep({ name: "run", csv });
    try {
      await importListings(
        { chatbotId, plan, updateExisting },
        csv.records,
        (outcome) =>
          setTally((current) =>
            outcome.result === "failed"
              ? { ...current, failures: [...current.failures, outcome] }
              : {
                  ...current,
                  [outcome.result]: current[outcome.result] + 1,
                  assumed: withAssumptions(current.assumed, outcome),
                  written: [...current.written, { row: outcome.row, mls: outcome.mls, id: outcome.id }],
                },
          ),
        abort.signal,
      );
    } catch (error) {
      toast.error(`The import stopped: ${(error as Error).message}`);
    } finally {
      setStep({ name: "report", csv, cancelled: abort.signal.aborted });
      // Dropped, not just invalidated: the grid would show its page from before the import first.
      queryClient.removeQueries({ queryKey: listingKeys.lists(chatbotId) });
      await queryClient.invalidateQueries({ queryKey: chatbotKeys.list() });
    }
  }

  return (
    <>
      <UnsavedChangesGuard
        dirty={step.name === "run"}
        title="Leave while importing?"
        message="The import is still running. If you leave now, it stops where it is: the rows imported so far stay, the rest are not imported."
        leaveLabel="Leave and stop the import"
      />
      <div className="mb-6">
        <Link href={backHref} className="text-sm font-medium text-blue-800 hover:underline">
          ← All listings
        </Link>
        <h2 className="mt-1 text-xl font-semibold text-slate-900">Import listings from a sheet</h2>
      </div>
      {step.name === "file" && <ImportFileStep onParsed={(csv) => setStep({ name: "map", csv })} />}
      {step.name === "map" && chatbot.isPending && (
        <p role="status" className="text-sm text-slate-700">
          Reading the chatbot's settings…
        </p>
      )}
      {step.name === "map" && !chatbot.isPending && (
        <ImportMappingStep
          key={`${step.csv.fileName}:${step.csv.sheet ?? ""}`}
          csv={step.csv}
          locale={locale}
          onSheet={(csv) => setStep({ name: "map", csv })}
          onBack={() => setStep({ name: "file" })}
          onStart={(plan, updateExisting) => void start(step.csv, plan, updateExisting)}
        />
      )}
      {step.name === "run" && (
        <ImportProgress
          tally={tally}
          cancelling={cancelling}
          onCancel={() => {
            setCancelling(true);
            controller.current?.abort();
          }}
        />
      )}
      {step.name === "report" && (
        <ImportReport chatbotId={chatbotId} tally={tally} cancelled={step.cancelled} backHref={backHref} onAgain={() => setStep({ name: "file" })} />
      )}
    </>
  );
}
