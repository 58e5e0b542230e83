"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField, Field, inputClass } from "@/components/ui/field";
import { cellText, type ColumnMapping, type ImportPlan, matchColumns, missingFields } from "@/lib/listings/csv";
import { ENUM_CHOICES, FIELD_LABELS, LISTING_FIELDS, type ListingFieldName, REQUIRED_FIELDS } from "../listing-fields";
import type { ParsedCsv } from "./import-file-step";

/** Required fields a default makes sense for: every listing has an MLS number of its own. */
const DEFAULTABLE: ReadonlySet<ListingFieldName> = new Set([...REQUIRED_FIELDS].filter((field) => field !== "MLSNumber"));
const INITIAL_DEFAULTS: ImportPlan["defaults"] = { CurrencySymbol: "$", AreaUnit: "Square Feet", Status: "Active" };
const number = new Intl.NumberFormat("en-US");

function DefaultInput({ field, value, onChange }: { field: ListingFieldName; value: string; onChange: (value: string) => void }) {
  const choices = ENUM_CHOICES[field];
  return (
    <Field label={`Default ${FIELD_LABELS[field].toLowerCase()}`} hint="Used when the file has no such column, or the cell is empty.">
      {choices ? (
        <select className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">No default</option>
          {choices.map(([choice, label]) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input className={inputClass} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

interface MappingStepProps {
  csv: ParsedCsv;
  onBack: () => void;
  onStart: (plan: ImportPlan, updateExisting: boolean) => void;
}

/** Step 2: which column feeds each listing field, defaults for required ones, and what to do with duplicates. */
export function ImportMappingStep({ csv, onBack, onStart }: MappingStepProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The file input that led here is gone: focus moves to this step.
  useEffect(() => heading.current?.focus(), []);
  const [columns, setColumns] = useState<ColumnMapping>(() => matchColumns(csv.headers));
  const [defaults, setDefaults] = useState(INITIAL_DEFAULTS);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const plan: ImportPlan = { columns, defaults };
  const missing = new Set(missingFields(plan));
  const used = new Set(Object.values(columns));
  const unused = csv.headers.filter((header) => !used.has(header));
  const first = csv.records[0]?.values ?? {};

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (missing.size === 0) onStart(plan, updateExisting);
      }}
    >
      <div>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold">
          2. Match the columns
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">{csv.fileName}</span>: {number.format(csv.records.length)} rows, {csv.headers.length} columns.
          {unused.length > 0 && ` Not used: ${unused.join(", ")}.`}
        </p>
      </div>
      <ul aria-label="Listing fields" className="divide-y divide-slate-100">
        {LISTING_FIELDS.map((field) => {
          const column = columns[field];
          const sample = column ? cellText(first[column]).trim() : "";
          return (
            <li key={field} className="grid gap-3 py-3 sm:grid-cols-2">
              <Field
                label={FIELD_LABELS[field]}
                required={REQUIRED_FIELDS.has(field)}
                error={attempted && missing.has(field) ? "choose the column that holds it" : undefined}
                hint={column ? `First row: ${sample ? sample.slice(0, 80) : "(empty)"}` : `API field ${field}`}
              >
                <select className={inputClass} value={column} onChange={(event) => setColumns({ ...columns, [field]: event.target.value })}>
                  <option value="">Not in the file</option>
                  {csv.headers.map((header) => (
                    <option key={header} value={header}>
                      {header}
                    </option>
                  ))}
                </select>
              </Field>
              {DEFAULTABLE.has(field) && (
                <DefaultInput field={field} value={defaults[field] ?? ""} onChange={(value) => setDefaults({ ...defaults, [field]: value })} />
              )}
            </li>
          );
        })}
      </ul>
      <CheckboxField
        label="Update listings that already exist (matched by MLS number)"
        hint="Only the columns in the file change; without this, rows whose MLS number is taken are reported as failed."
      >
        <input type="checkbox" checked={updateExisting} onChange={(event) => setUpdateExisting(event.target.checked)} />
      </CheckboxField>
      {attempted && missing.size > 0 && (
        <p role="alert" className="text-sm text-red-700">
          Some required fields have no column and no default: {[...missing].map((field) => FIELD_LABELS[field]).join(", ")}.
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
