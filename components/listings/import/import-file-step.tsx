"use client";

import Papa from "papaparse";
import { Button } from "@/components/ui/button";
import { importTemplateCsv } from "@/lib/listings/csv";
import { downloadText } from "../download";
import { useId, useState } from "react";
import type { CsvRecord } from "./run-import";

export interface ParsedCsv {
  fileName: string;
  headers: string[];
  records: CsvRecord[];
}

function parseCsv(file: File): Promise<ParsedCsv> {
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string | undefined>>(file, {
      header: true,
      // Blank lines are dropped below, so that the other records keep the row numbers a spreadsheet shows.
      skipEmptyLines: false,
      transformHeader: (header) => header.trim(),
      complete: ({ data, meta }) => {
        const records = data
          .map((values, index) => ({ row: index + 2, values }))
          .filter(({ values }) => Object.values(values).some((value) => typeof value === "string" && value.trim() !== ""));
        resolve({ fileName: file.name, headers: (meta.fields ?? []).filter(Boolean), records });
      },
      error: (error) => reject(error),
    });
  });
}

/** Step 1: the owner picks a CSV file, read here in the browser. */
export function ImportFileStep({ onParsed }: { onParsed: (csv: ParsedCsv) => void }) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [reading, setReading] = useState(false);

  async function read(file: File) {
    setError(undefined);
    setReading(true);
    try {
      const csv = await parseCsv(file);
      if (csv.headers.length === 0 || csv.records.length === 0)
        setError("This file has no rows under a header line. Choose a CSV whose first line names its columns.");
      else onParsed(csv);
    } catch (caught) {
      setError(`Could not read this file: ${(caught as Error).message}`);
    } finally {
      setReading(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        1. Choose a CSV file
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        The first line must name the columns: MLS, Beds, Baths, Type, Sqft, Price and the like, in English, Spanish or French, are recognised by themselves, and
        so is an export from this page. Next you check how each column is imported.
      </p>
      <Button variant="secondary" className="mt-3" onClick={() => downloadText("listings-template.csv", importTemplateCsv(), "text/csv;charset=utf-8")}>
        Download a template
      </Button>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-slate-800">
        CSV file
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv"
        disabled={reading}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full max-w-md text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void read(file);
        }}
      />
      {reading && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          Reading the file…
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
