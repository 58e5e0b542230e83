"use client";

import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { inputClass } from "@/components/ui/field";
import { knowledgeQueries } from "@/lib/client/queries";

const KINDS = { qa: "Q&A", document: "Document", url: "Web page" } as const;
const score = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

/** Asks Knowledge/Search what a question would be answered from: the passages, best first, with their scores. */
export function TryQuestion({ chatbotId }: { chatbotId: string }) {
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [asked, setAsked] = useState("");
  const search = useQuery(knowledgeQueries.search(chatbotId, asked));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (question === asked) void search.refetch();
    else setAsked(question);
  };

  return (
    <div className="space-y-3 text-sm">
      <form onSubmit={submit} aria-label="Try a question" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className="mb-1 block font-medium text-slate-800">
            Question
          </label>
          <input
            id={inputId}
            className={inputClass}
            value={draft}
            maxLength={1000}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="e.g. What are your office hours?"
          />
        </div>
        {/* Never disabled while a search runs: a background refetch of the last question must not
            swallow a click that asks a new one (it did, once, between Playwright's check and its click). */}
        <Button type="submit" disabled={draft.trim() === ""}>
          {search.isFetching ? "Searching…" : "Search"}
        </Button>
      </form>
      {asked !== "" &&
        (search.isError ? (
          <ErrorPanel title="Could not search" error={search.error} />
        ) : search.data ? (
          search.data.Passages.length === 0 ? (
            <p role="status" className="text-slate-700">
              Nothing in the knowledge base answers this: the chatbot would say it does not know.
            </p>
          ) : (
            <ol className="space-y-2" aria-label="Passages found">
              {search.data.Passages.map((passage, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only ranking; one source can give several passages, which have no ID of their own.
                <li key={`${passage.SourceID}-${index}`} className="rounded-md border border-slate-200 bg-white p-3" data-testid="passage">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words text-slate-900">{passage.Title}</span>
                    <Badge>{KINDS[passage.Kind]}</Badge>
                    <span className="text-xs text-slate-600">Score {score.format(passage.Score)}</span>
                  </p>
                  {passage.Heading && <p className="mt-1 text-xs break-words text-slate-600">{passage.Heading}</p>}
                  {/* Text, never markup: passages are what documents and pages said. */}
                  <p className="mt-1 line-clamp-4 whitespace-pre-wrap break-words text-slate-800">{passage.Answer ?? passage.Content}</p>
                </li>
              ))}
            </ol>
          )
        ) : null)}
    </div>
  );
}
