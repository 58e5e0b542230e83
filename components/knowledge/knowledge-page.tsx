"use client";

import { useState } from "react";
import { CsvImport } from "./csv-import";
import { KnowledgeSources } from "./knowledge-sources";
import { QaForm } from "./qa-form";
import { TryQuestion } from "./try-question";
import { UploadZone } from "./upload-zone";
import { UrlForm } from "./url-form";

const WAYS = [
  { id: "qa", label: "Q&A" },
  { id: "files", label: "Documents" },
  { id: "url", label: "Web page" },
  { id: "csv", label: "CSV of Q&As" },
] as const;

type Way = (typeof WAYS)[number]["id"];

/**
 * A chatbot's knowledge base: what it answers visitors' questions from besides the
 * listings. Q&As, documents and web pages are added above, tried with a question beside,
 * and listed below with their status.
 */
export function KnowledgePage({ chatbotId }: { chatbotId: string }) {
  const [way, setWay] = useState<Way>("qa");
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Knowledge</h2>
        <p className="mt-1 text-sm text-slate-700">
          Questions and answers, documents and web pages the chatbot answers from, beside the listings. Documents and pages are read in the background.
        </p>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="knowledge-add" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h3 id="knowledge-add" className="text-base font-semibold text-slate-900">
            Add knowledge
          </h3>
          {/* Toggle buttons rather than tabs: each shows one form, and all are reached with Tab. */}
          <fieldset className="mt-3 mb-4 flex flex-wrap gap-1">
            <legend className="sr-only">What to add</legend>
            {WAYS.map((option) => (
              <button
                key={option.id}
                type="button"
                aria-pressed={way === option.id}
                onClick={() => setWay(option.id)}
                className={`h-8 rounded-md px-3 text-sm font-medium ${way === option.id ? "bg-blue-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"}`}
              >
                {option.label}
              </button>
            ))}
          </fieldset>
          {way === "qa" && <QaForm chatbotId={chatbotId} />}
          {way === "files" && <UploadZone chatbotId={chatbotId} />}
          {way === "url" && <UrlForm chatbotId={chatbotId} />}
          {way === "csv" && <CsvImport chatbotId={chatbotId} />}
        </section>
        <section aria-labelledby="knowledge-try" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h3 id="knowledge-try" className="text-base font-semibold text-slate-900">
            Try a question
          </h3>
          <p className="mt-1 mb-3 text-sm text-slate-700">See which passages the chatbot would answer it from, and how well each matches.</p>
          <TryQuestion chatbotId={chatbotId} />
        </section>
      </div>
      <KnowledgeSources chatbotId={chatbotId} />
    </div>
  );
}
