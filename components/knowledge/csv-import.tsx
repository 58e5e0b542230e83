"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { FileButton } from "@/components/ui/file-button";
import { knowledgeKeys } from "@/lib/client/queries";
import { IMPORT_MAX_CHARS, IMPORT_MAX_ROWS } from "@/lib/knowledge/limits";
import { JSON_BODY_LIMIT } from "@/lib/runtime-contract.mjs";
import { type ImportResult, knowledgeApi } from "./knowledge-api";

/** At most this many row errors are listed; the count says how many there were. */
const SHOWN_ERRORS = 50;
const number = new Intl.NumberFormat("en-US");

/** What Knowledge/Import reads (lib/knowledge/import.ts): the columns by name, in any case and order. */
const SAMPLE = `Question,Answer,AlternativeQuestions
Do you allow pets?,"Yes, cats and dogs in all our rentals.",Are pets allowed?|Can I bring my dog?
What are your office hours?,Monday to Saturday from nine to six.,`;

/**
 * Checks the server would refuse anyway, made here so that a large file is not sent for
 * nothing: Import's own cap on the text, and the API's cap on any JSON body (the text grows
 * when it is escaped into one, so a file under the first can still pass the second).
 */
function tooLarge(name: string, csv: string, chatbotId: string): string | null {
  if (csv.length > IMPORT_MAX_CHARS) return `${name} has more than ${number.format(IMPORT_MAX_CHARS)} characters: split it into smaller files.`;
  const body = new TextEncoder().encode(JSON.stringify({ SerialNumber: chatbotId, Csv: csv })).length;
  if (body > JSON_BODY_LIMIT) return `${name} is too large to send at once (over ${JSON_BODY_LIMIT / 1024 / 1024} MB as sent): split it into smaller files.`;
  return null;
}

/** Q&As from a CSV file (a header naming Question, Answer and optionally AlternativeQuestions), read as text and sent to Knowledge/Import. */
export function CsvImport({ chatbotId }: { chatbotId: string }) {
  const queryClient = useQueryClient();
  const [report, setReport] = useState<(ImportResult & { file: string }) | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: async (file: File) => {
      const csv = await file.text();
      const fault = tooLarge(file.name, csv, chatbotId);
      if (fault) throw new Error(fault);
      return { ...(await knowledgeApi.importCsv(chatbotId, csv)), file: file.name };
    },
    onMutate: () => {
      setReport(null);
      setRefusal(null);
    },
    onSuccess: async (result) => {
      setReport(result);
      if (result.Added > 0) toast.success(`Added ${result.Added} Q&A${result.Added === 1 ? "" : "s"}`);
      await queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(chatbotId) });
    },
    // A refusal of the whole file (no header naming the columns, too many rows, the chatbot's
    // passage limit) adds nothing: it stays here with the server's message.
    onError: (error) => setRefusal(error.message),
  });

  return (
    <div className="space-y-3 text-sm">
      <p className="text-slate-700">
        One Q&amp;A per row, after a header row naming the columns <code>Question</code>, <code>Answer</code> and optionally <code>AlternativeQuestions</code>{" "}
        (in any case and order; other phrasings separated by <code>|</code>). At most {number.format(IMPORT_MAX_ROWS)} rows and{" "}
        {number.format(IMPORT_MAX_CHARS)} characters a file. Rows with a fault are skipped and listed by their row number, the header being row 1; the others
        are added.
      </p>
      <figure>
        <figcaption className="text-slate-700">For example:</figcaption>
        <pre className="mt-1 rounded-md border border-slate-200 bg-slate-50 p-2 text-xs break-words whitespace-pre-wrap text-slate-900">{SAMPLE}</pre>
      </figure>
      <FileButton onFiles={([file]) => file && run.mutate(file)} accept=".csv,text/csv" disabled={run.isPending}>
        {run.isPending ? "Importing…" : "Choose a CSV file"}
      </FileButton>
      {refusal && (
        <p role="alert" className="text-red-800">
          Nothing was imported: {refusal}
        </p>
      )}
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
          {report.Errors.length > SHOWN_ERRORS && <p className="mt-1 text-slate-700">and {report.Errors.length - SHOWN_ERRORS} more rows with errors.</p>}
        </div>
      )}
    </div>
  );
}
