"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField, inputClass } from "@/components/ui/field";
import type { MatchConfidence } from "@/lib/listings/import-columns";
import type { SheetLocale } from "@/lib/listings/sheet/locale";
import {
  type ColumnTarget,
  cellText,
  type ImportPlan,
  LIST_TARGETS,
  type ListTarget,
  mappingOf,
  missingFields,
  planSheet,
  planWithMapping,
} from "@/lib/listings/sheet/plan";
import { delimiterName } from "@/lib/listings/sheet/read";
import type { AreaUnitIn } from "@/lib/listings/sheet/units";
import { ImportPreview } from "./import-preview";
import { ENUM_CHOICES, FIELD_LABELS, LISTING_FIELDS, type ListingFieldName, REQUIRED_FIELDS } from "../listing-fields";
import { type ParsedCsv, readSheetFile } from "./import-file-step";

/** Required fields a default makes sense for: every listing has an MLS number of its own. */
const DEFAULTABLE = [...REQUIRED_FIELDS].filter((field) => field !== "MLSNumber" && field !== "Url");
const number = new Intl.NumberFormat("en-US");

const PRICE_LABEL = "Price (sale price or monthly rent, by each row's sale type)";

/** What a default means, where it is not plain. */
const DEFAULT_HINTS: Partial<Record<ListingFieldName, string>> = {
  SaleType: "Rows whose type or status says “for rent” (or alquiler, location) are imported as rentals.",
  YearBuilt: "0 means not known: the chatbot says it is not listed.",
  DaysOnMarket: "0 means not known.",
  LotArea: "0 means not known: the chatbot says it is not listed.",
  BuildingArea: "Empty means not known (land, lots): the chatbot says it is not listed.",
  ParkingSpots: "0 means none listed.",
};

const CONFIDENCE: Record<MatchConfidence | "cells" | "chosen", { label: string; className: string }> = {
  cells: { label: "By its cells", className: "bg-blue-50 text-blue-800 ring-blue-600/20" },
  exact: { label: "Exact", className: "bg-green-50 text-green-800 ring-green-600/20" },
  synonym: { label: "Likely", className: "bg-blue-50 text-blue-800 ring-blue-600/20" },
  partial: { label: "Guess: check it", className: "bg-amber-50 text-amber-900 ring-amber-600/30" },
  chosen: { label: "Chosen by you", className: "bg-slate-50 text-slate-800 ring-slate-500/20" },
};

type Target = ColumnTarget;

/** Several columns may feed these: every photo column, every tour link, every extra fact. */
const isListTarget = (target: string): target is ListTarget => (LIST_TARGETS as readonly string[]).includes(target);

/** What each target is called in the column menu. */
const TARGET_LABELS: Partial<Record<Target, string>> = {
  Price: PRICE_LABEL,
  HalfBaths: "Half baths (added to the baths as halves)",
  PropertyClass: "Property class (Residential, Lease, Land: tells the sale type)",
  Images: "Photos (one or several columns)",
  Tours: "Tours (a tour link makes it a 3D tour, the link kept as a fact)",
  ExtensionColumn: "Extra fact (named by the column's header; several columns)",
};

function DefaultInput({
  field,
  value,
  onChange,
  fromColumn,
}: {
  field: ListingFieldName;
  value: string;
  onChange: (value: string) => void;
  fromColumn: boolean;
}) {
  const id = useId();
  const choices = ENUM_CHOICES[field];
  const hint = fromColumn ? "For the column's empty cells." : DEFAULT_HINTS[field];
  const control = {
    id,
    className: inputClass,
    value,
    "aria-describedby": hint ? `${id}-hint` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Default {FIELD_LABELS[field].toLowerCase()}
      </label>
      {choices ? (
        <select {...control}>
          <option value="">No default</option>
          {choices.map(([choice, label]) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input {...control} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

interface MappingStepProps {
  csv: ParsedCsv;
  locale: SheetLocale;
  /** Another sheet of the same workbook was read. */
  onSheet: (csv: ParsedCsv) => void;
  onBack: () => void;
  onStart: (plan: ImportPlan, updateExisting: boolean) => void;
}

/**
 * Step 2, on one screen: each column of the file with its first value, the field it is imported
 * as (matched from its header, with how sure the match is), then the defaults the import uses
 * where the file has no column, and what to do with duplicates.
 */
export function ImportMappingStep({ csv, locale, onSheet, onBack, onStart }: MappingStepProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The file input that led here is gone: focus moves to this step.
  useEffect(() => heading.current?.focus(), []);
  const [matched] = useState(() => planSheet(csv, locale));
  const [suggested] = useState(() => mappingOf(matched.plan, csv.headers));
  const [assignment, setAssignment] = useState(suggested);
  const [defaults, setDefaults] = useState(matched.plan.defaults);
  const [decimal, setDecimal] = useState(matched.plan.decimal);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [sheetError, setSheetError] = useState<string>();
  const [units, setUnits] = useState<Record<string, AreaUnitIn>>({});
  const mapped = planWithMapping(matched.plan, assignment, defaults, decimal);
  // The units the owner named for area columns, over what the headers and cells said.
  const plan = {
    ...mapped,
    facts: { ...mapped.facts, ...Object.fromEntries(Object.entries(units).map(([column, unit]) => [column, { ...mapped.facts[column], unit }])) },
  };
  const missing = missingFields(plan);
  const first = csv.records[0]?.values ?? {};

  /** Gives a column a target; a field fed by one column only, so another column that had it loses it. */
  function assign(header: string, target: Target | "") {
    const next = { ...assignment, [header]: target };
    if (target && !isListTarget(target)) for (const other of csv.headers) if (other !== header && next[other] === target) next[other] = "";
    setAssignment(next);
  }

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (missing.length === 0) onStart(plan, updateExisting);
      }}
    >
      <div>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold">
          2. Check the columns
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">{csv.fileName}</span>: {number.format(csv.records.length)} rows, {csv.headers.length} columns
          {csv.format === "csv"
            ? ` (CSV, ${delimiterName(csv.delimiter ?? ",")} separated, ${csv.encoding === "windows-1252" ? "Windows-1252 (Excel's Western encoding)" : csv.encoding?.toUpperCase()}).`
            : ` (Excel workbook, sheet “${csv.sheet}”).`}
        </p>
        {csv.sheets && csv.sheets.length > 1 && (
          <label className="mt-2 flex max-w-md items-center gap-2 text-sm text-slate-800">
            Sheet
            <select
              className={`${inputClass} py-1`}
              value={csv.sheet}
              onChange={(event) => {
                setSheetError(undefined);
                readSheetFile(csv.bytes, csv.fileName, event.target.value).then(onSheet, (error: Error) => setSheetError(error.message));
              }}
            >
              {csv.sheets.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
        )}
        {sheetError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {sheetError}
          </p>
        )}
      </div>
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full text-left text-sm sm:min-w-[36rem]">
          <caption className="sr-only">Columns in the file</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Column
              </th>
              <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                First row
              </th>
              <th scope="col" className="px-3 py-2">
                Imported as
              </th>
              <th scope="col" className="px-3 py-2">
                Match
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {csv.headers.map((header) => {
              const target = assignment[header] ?? "";
              const confidence = !target ? undefined : target === suggested[header] ? matched.confidence[header] : "chosen";
              const sample = cellText(first[header]).trim();
              return (
                <tr key={header}>
                  <th scope="row" className="max-w-28 truncate px-2 py-1.5 font-medium text-slate-900 sm:max-w-48 sm:px-3">
                    {header}
                  </th>
                  <td className="hidden max-w-56 truncate px-3 py-1.5 text-slate-700 sm:table-cell">
                    {sample ? sample.slice(0, 80) : <span className="text-slate-500">(empty)</span>}
                  </td>
                  <td className="px-2 py-1.5 sm:px-3">
                    <select
                      aria-label={`Imported as: ${header}`}
                      className={`${inputClass} py-1`}
                      value={target}
                      onChange={(event) => assign(header, event.target.value as Target | "")}
                    >
                      <option value="">Not imported</option>
                      <option value="Price">{PRICE_LABEL}</option>
                      {LISTING_FIELDS.map((field) => (
                        <option key={field} value={field}>
                          {TARGET_LABELS[field] ?? FIELD_LABELS[field]}
                        </option>
                      ))}
                      <option value="HalfBaths">{TARGET_LABELS.HalfBaths}</option>
                      <option value="PropertyClass">{TARGET_LABELS.PropertyClass}</option>
                    </select>
                  </td>
                  <td className="px-2 py-1.5 sm:px-3">
                    {confidence && (
                      <span
                        className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${CONFIDENCE[confidence].className}`}
                      >
                        {CONFIDENCE[confidence].label}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ImportPreview
        csv={csv}
        plan={plan}
        onDefault={(field, value) => setDefaults({ ...defaults, [field]: value })}
        onDecimal={setDecimal}
        onUnit={(column, unit) => setUnits({ ...units, [column]: unit })}
      />

      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Defaults</legend>
        <p className="mt-0.5 text-sm text-slate-700">
          Used where the file has no column for a field, or a cell is empty. Every row that used one is listed in the report.
        </p>
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {DEFAULTABLE.map((field) => (
            <DefaultInput
              key={field}
              field={field}
              fromColumn={Boolean(plan.columns[field])}
              value={defaults[field] ?? ""}
              onChange={(value) => setDefaults({ ...defaults, [field]: value })}
            />
          ))}
        </div>
      </fieldset>

      <CheckboxField
        label="Update listings that already exist (matched by MLS number)"
        hint="Only the columns in the file change; without this, rows whose MLS number is taken are reported as failed."
      >
        <input type="checkbox" checked={updateExisting} onChange={(event) => setUpdateExisting(event.target.checked)} />
      </CheckboxField>
      {(attempted || missing.includes("MLSNumber")) && missing.length > 0 && (
        <p role="alert" className="text-sm text-red-700">
          {missing.includes("MLSNumber") ? "No column is imported as the MLS number: choose the column that holds it. " : ""}
          {missing.some((field) => field !== "MLSNumber") &&
            `These required fields have no column and no default: ${missing
              .filter((field) => field !== "MLSNumber")
              .map((field) => FIELD_LABELS[field])
              .join(", ")}.`}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Import {number.format(csv.records.length)} rows</Button>
        <Button variant="secondary" onClick={onBack}>
          Choose another file
        </Button>
      </div>
    </form>
  );
}
