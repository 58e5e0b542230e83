"use client";

import { useId, useMemo } from "react";
import { inputClass } from "@/components/ui/field";
import { type Assumption, type ImportPlan, listingFromRecord } from "@/lib/listings/sheet/plan";
import { listingSentence } from "@/lib/listings/sheet/preview";
import { createListingInput } from "@/lib/listings/schema";
import type { AreaUnitIn, DecimalMark } from "@/lib/listings/sheet/units";
import { validationErrorMap } from "@/lib/validation/messages";
import { describeForOwner, ENUM_CHOICES, type ListingFieldName } from "../listing-fields";
import { describeAssumption, rowRanges } from "./assumptions";
import type { ParsedCsv } from "./import-file-step";

/** Rows read for the preview: every row up to this, which covers every sheet agents keep by hand. */
const PREVIEW_ROWS = 2000;
const CURRENCIES = ["$", "C$", "MX$", "€", "£", "CHF"];
const number = new Intl.NumberFormat("en-US");

interface Warning {
  line: string;
  assumption: Assumption;
  rows: number[];
}

/** What every row would become with this plan: its sentence, its assumptions, or why it would fail. */
function readRows(csv: ParsedCsv, plan: ImportPlan) {
  const warnings = new Map<string, Warning>();
  const failures = new Map<string, number[]>();
  const sentences: { row: number; text: string }[] = [];
  let ready = 0;
  for (const record of csv.records.slice(0, PREVIEW_ROWS)) {
    const { input, assumptions, problem } = listingFromRecord(record.values, plan);
    const parsed = problem ? undefined : createListingInput.safeParse({ SerialNumber: "0".repeat(32), ...input }, { error: validationErrorMap });
    if (!parsed?.success) {
      const reason = problem ? `Not imported: ${problem}` : describeForOwner(parsed!.error.issues.filter((issue) => issue.path[0] !== "SerialNumber"));
      failures.set(reason, [...(failures.get(reason) ?? []), record.row]);
      continue;
    }
    ready++;
    if (sentences.length < 3) sentences.push({ row: record.row, text: listingSentence(parsed.data, assumptions) });
    for (const assumption of assumptions) {
      const line = describeAssumption(assumption);
      const warning = warnings.get(line) ?? { line, assumption, rows: [] };
      warning.rows.push(record.row);
      warnings.set(line, warning);
    }
  }
  return { warnings: [...warnings.values()], failures: [...failures.entries()], sentences, ready };
}

function ChoiceControl({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="inline-flex items-center gap-1.5 text-sm text-slate-800">
      <span className="sr-only">{label}</span>
      <select aria-label={label} className={`${inputClass} w-auto py-0.5`} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

const AREA_UNITS: readonly (readonly [AreaUnitIn, string])[] = [
  ["sqft", "sq ft"],
  ["m2", "m²"],
  ["acre", "acres"],
  ["hectare", "hectares"],
];

/**
 * The one-click change beside a warning: the unit an area column is in, or the default it used,
 * for the fields whose default is a choice.
 */
function changeFor(
  warning: Warning,
  plan: ImportPlan,
  onDefault: (field: ListingFieldName, value: string) => void,
  onUnit: (column: string, unit: AreaUnitIn) => void,
) {
  const { field, kind, column } = warning.assumption;
  if ((kind === "unit" || kind === "converted") && column && (field === "LotArea" || field === "BuildingArea")) {
    const listingUnit: AreaUnitIn = plan.defaults.AreaUnit === "Square Meters" ? "m2" : "sqft";
    return (
      <ChoiceControl
        label={`Unit of “${column}”`}
        value={plan.facts[column]?.unit ?? listingUnit}
        options={AREA_UNITS}
        onChange={(next) => onUnit(column, next as AreaUnitIn)}
      />
    );
  }
  if (kind !== "default" && kind !== "locale" && kind !== "inferred") return null;
  if (kind === "inferred" && warning.assumption.column) return null;
  const value = plan.defaults[field] ?? "";
  if (field === "CurrencySymbol") {
    return (
      <ChoiceControl label="Currency" value={value} options={CURRENCIES.map((sign) => [sign, sign] as const)} onChange={(next) => onDefault(field, next)} />
    );
  }
  const choices = ENUM_CHOICES[field];
  if (!choices || !["AreaUnit", "SaleType", "Status"].includes(field)) return null;
  return <ChoiceControl label={`Default ${field}`} value={value} options={choices} onChange={(next) => onDefault(field, next)} />;
}

/**
 * Before the import: three rows as a visitor would read them, every assumption the import would
 * make with how many rows it touches and a change beside it, and the rows that would fail.
 */
export function ImportPreview({
  csv,
  plan,
  onDefault,
  onDecimal,
  onUnit,
}: {
  csv: ParsedCsv;
  plan: ImportPlan;
  onDefault: (field: ListingFieldName, value: string) => void;
  onDecimal: (decimal: DecimalMark | undefined) => void;
  onUnit: (column: string, unit: AreaUnitIn) => void;
}) {
  const id = useId();
  const key = JSON.stringify([plan.columns, plan.lists, plan.priceColumn, plan.halfBathColumn, plan.kindColumn, plan.defaults, plan.decimal, plan.facts]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the plan's parts are in `key`; its object is new on every render.
  const { warnings, failures, sentences, ready } = useMemo(() => readRows(csv, plan), [csv, key]);
  const read = Math.min(csv.records.length, PREVIEW_ROWS);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <h4 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        What the chatbot will know
      </h4>
      <p className="text-sm text-slate-700">
        {number.format(ready)} of {number.format(read)} rows{read < csv.records.length ? ` (the first ${number.format(read)} read)` : ""} will import.
        {sentences.length > 0 && " The first as a visitor would read them:"}
      </p>
      {sentences.length > 0 && (
        <ul className="space-y-1 text-sm text-slate-900">
          {sentences.map((sentence) => (
            <li key={sentence.row} className="rounded bg-white px-2 py-1 ring-1 ring-slate-200">
              <span className="mr-1 text-xs text-slate-600">Row {sentence.row}:</span>
              {sentence.text}
            </li>
          ))}
        </ul>
      )}
      <div>
        <p className="text-sm font-medium text-slate-900">Check these before importing</p>
        <ul className="mt-1 space-y-1.5 text-sm text-slate-800">
          <li className="flex flex-wrap items-center gap-2">
            <span>
              Decimal mark:{" "}
              {plan.decimalFrom === "typed"
                ? "numbers typed in the workbook"
                : plan.decimalFrom === "cells"
                  ? "read from the cells"
                  : `not in the cells, the workspace's convention (${plan.locale.source})`}
              :
            </span>
            {plan.decimalFrom === "typed" ? (
              <span>point</span>
            ) : (
              <ChoiceControl
                label="Decimal mark"
                value={plan.decimal ?? ""}
                options={[
                  ["", "as read"],
                  [".", "point (2.5, 1,250.50)"],
                  [",", "comma (2,5, 1.250,50)"],
                ]}
                onChange={(next) => onDecimal(next === "" ? undefined : (next as DecimalMark))}
              />
            )}
          </li>
          {warnings.map((warning) => (
            <li key={warning.line} className="flex items-start gap-2">
              <span role="img" aria-label="Assumption" className="text-amber-700">
                ⚠
              </span>
              <div className="flex flex-wrap items-center gap-2">
                <span>
                  {warning.line}:{" "}
                  {warning.rows.length === ready && ready > 1
                    ? `all ${number.format(ready)} rows`
                    : `${number.format(warning.rows.length)} row${warning.rows.length === 1 ? "" : "s"} (${rowRanges(warning.rows)})`}
                </span>
                {changeFor(warning, plan, onDefault, onUnit)}
              </div>
            </li>
          ))}
          {warnings.length === 0 && <li>Nothing assumed: every value comes from the sheet as it is.</li>}
        </ul>
      </div>
      {failures.length > 0 && (
        <div>
          <p className="text-sm font-medium text-red-800">Rows that will not import as the sheet stands</p>
          <ul className="mt-1 space-y-1 text-sm text-red-800">
            {failures.slice(0, 12).map(([reason, rows]) => (
              <li key={reason}>
                {reason}: row{rows.length === 1 ? "" : "s"} {rowRanges(rows)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
