"use client";

import { Button } from "@/components/ui/button";
import { importTemplateCsv } from "@/lib/listings/csv";
import { downloadText } from "../download";
import { useId, useState } from "react";
import { readSheet, type Sheet, SheetError } from "@/lib/listings/sheet/read";

/** A sheet as read here in the browser, and its bytes, to read another of a workbook's sheets. */
export type ParsedCsv = Sheet & { bytes: Uint8Array };

/** Reads a chosen file (or another sheet of the same workbook) as the import reads it on the server too. */
export async function readSheetFile(bytes: Uint8Array, fileName: string, sheet?: string): Promise<ParsedCsv> {
  return { ...(await readSheet(bytes, fileName, sheet === undefined ? {} : { sheet })), bytes };
}

/** Step 1: the owner picks a sheet (CSV in any delimiter and encoding, or Excel .xlsx), read here in the browser. */
export function ImportFileStep({ onParsed }: { onParsed: (csv: ParsedCsv) => void }) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [reading, setReading] = useState(false);

  async function read(file: File) {
    setError(undefined);
    setReading(true);
    try {
      onParsed(await readSheetFile(new Uint8Array(await file.arrayBuffer()), file.name));
    } catch (caught) {
      setError(caught instanceof SheetError ? caught.message : `Could not read this file: ${(caught as Error).message}`);
    } finally {
      setReading(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        1. Choose a sheet
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        A CSV file (comma, semicolon or tab separated, as Excel or Google Sheets save it) or an Excel workbook (.xlsx). The first line must name the columns:
        MLS, Beds, Baths, Type, Sqft, Price and the like, in English, Spanish or French, are recognised by themselves, and so is an export from this page.
        Units, currencies and rents per month are read from the headers and cells. Next you check how each column is imported and what the chatbot will say.
      </p>
      <Button variant="secondary" className="mt-3" onClick={() => downloadText("listings-template.csv", importTemplateCsv(), "text/csv;charset=utf-8")}>
        Download a template
      </Button>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-slate-800">
        Sheet file
      </label>
      <input
        id={id}
        type="file"
        accept=".csv,.tsv,.txt,.xlsx,text/csv,text/tab-separated-values,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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
