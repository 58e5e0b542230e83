"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { FileButton } from "@/components/ui/file-button";
import { knowledgeKeys } from "@/lib/client/queries";
import { type ImportResult, knowledgeApi } from "./knowledge-api";

/** A CSV larger than this is refused here rather than by the server's body limit. */
const MAX_CSV_BYTES = 2 * 1024 * 1024;
/** At most this many row errors are listed; the count says how many there were. */
const SHOWN_ERRORS = 50;

/** Q&As from a CSV file (columns: question, answer, and optionally other phrasings), read as text and sent to Knowledge/Import. */
export function CsvImport({ chatbotId }: { chatbotId: string }) {
  const queryClient = useQueryClient();
  const [report, setReport] = useState<(ImportResult & { file: string }) | null>(null);
  const run = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_CSV_BYTES) throw new Error(`${file.name} is larger than 2 MB: split it into smaller files.`);
      return { ...(await knowledgeApi.importCsv(chatbotId, await file.text())), file: file.name };
    },
    onSuccess: async (result) => {
      setReport(result);
      if (result.Added > 0) toast.success(`Added ${result.Added} Q&A${result.Added === 1 ? "" : "s"}`);
      await queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(chatbotId) });
    },
    onError: (error) => {
      setReport(null);
      toast.error(error.message);
    },
  });

  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-700">
        One Q&amp;A per row, with a header row naming the columns <code>question</code>, <code>answer</code> and optionally <code>alternatives</code> (other
        phrasings separated by <code>|</code>).
      </p>
      <FileButton onFiles={([file]) => file && run.mutate(file)} accept=".csv,text/csv" disabled={run.isPending}>
        {run.isPending ? "Importing…" : "Choose a CSV file"}
      </FileButton>
      {report && (
        <div role="status" className="rounded-md border border-slate-200 bg-white p-3" aria-label="Import report">
          <p className="font-medium text-slate-900">
            {report.file}: {report.Added} added
            {report.Errors.length > 0 && `, ${report.Errors.length} row${report.Errors.length === 1 ? "" : "s"} with errors`}
          </p>
          {report.Errors.length > 0 && (
            <ul className="mt-2 max-h-60 list-disc space-y-1 overflow-auto pl-5 text-red-800">
              {report.Errors.slice(0, SHOWN_ERRORS).map((error) => (
                <li key={`${error.Row}-${error.Message}`}>
                  Row {error.Row}: {error.Message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
