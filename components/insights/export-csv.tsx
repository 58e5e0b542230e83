"use client";

import Papa from "papaparse";
import { downloadText } from "@/components/listings/download";
import { Button } from "@/components/ui/button";
import { FORMULA_START } from "./format";

export type CsvValue = string | number | null;

interface ExportCsvProps {
  /** What the table holds, for the button's accessible name: "Export CSV of unanswered questions". */
  what: string;
  fileName: string;
  fields: string[];
  rows: () => CsvValue[][];
}

/** "Export CSV": the table's rows as a file, with the raw figures (ISO times, plain numbers) a spreadsheet reads. */
export function ExportCsv({ what, fileName, fields, rows }: ExportCsvProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        const text = Papa.unparse({ fields, data: rows() }, { escapeFormulae: FORMULA_START });
        downloadText(fileName, `\uFEFF${text}`, "text/csv;charset=utf-8");
      }}
    >
      Export CSV<span className="sr-only"> of {what}</span>
    </Button>
  );
}
