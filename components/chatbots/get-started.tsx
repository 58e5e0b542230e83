"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { ReactNode } from "react";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingBlock } from "@/components/ui/skeleton";
import { onboardingQueries } from "@/lib/client/queries";

const link = "font-medium text-blue-800 underline underline-offset-2";

interface Step {
  done: boolean;
  title: string;
  what: string;
  actions: ReactNode;
}

/** A chatbot's checklist: add listings, try it, embed it, go live; each step marked when it is done. */
export function GetStarted({ chatbotId }: { chatbotId: string }) {
  const onboarding = useQuery(onboardingQueries.detail(chatbotId));
  if (onboarding.isPending) return <LoadingBlock lines={4} label="Loading the checklist…" />;
  if (onboarding.isError) return <ErrorPanel title="Could not load the checklist" error={onboarding.error} />;
  const { Listings, Tested, Embedded, Live, Alerts, Done, Total } = onboarding.data;
  const base = `/chatbots/${chatbotId}`;
  const steps: Step[] = [
    {
      done: Listings,
      title: "Add your listings",
      what: "The chatbot answers from the homes you load into it: prices, rooms, areas, photos.",
      actions: (
        <>
          <Link href={`${base}/listings/import`} className={link}>
            Import a sheet (CSV or Excel)
          </Link>
          <Link href={`${base}/listings/new`} className={link}>
            Add one by hand
          </Link>
          <Link href="/docs" className={link}>
            Send them from your systems (API)
          </Link>
        </>
      ),
    },
    {
      done: Tested,
      title: "Try it in the chat tester",
      what: "Ask what a buyer would: “3 bedrooms under $500k?”, in English, Spanish or French.",
      actions: (
        <Link href={`${base}/chat`} className={link}>
          Open the chat tester
        </Link>
      ),
    },
    {
      done: Embedded,
      title: "Put it on your website",
      what: "Paste one line of code into your site, and name the sites it may run on.",
      actions: (
        <Link href={`${base}/embed`} className={link}>
          Get the embed code
        </Link>
      ),
    },
    {
      done: Live,
      title: "Go live",
      what: "Done when the first visitor asks a question on your site. Leads then arrive in your inbox.",
      actions: (
        <>
          <Link href={`${base}/conversations`} className={link}>
            See conversations
          </Link>
          <Link href={`${base}/leads`} className={link}>
            See leads
          </Link>
        </>
      ),
    },
  ];
  // Only where mail can go out (the server has a mail server): who hears of leads and handoffs.
  if (Alerts !== undefined) {
    steps.push({
      done: Alerts,
      title: "Get told about leads",
      what: "Name the addresses that get a mail for each handoff and a daily list of leads.",
      actions: (
        <Link href={`${base}/settings`} className={link}>
          Choose who is told
        </Link>
      ),
    });
  }
  return (
    <section aria-labelledby="get-started" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="get-started" className="text-lg font-semibold text-slate-900">
          Get started
        </h2>
        <p className="text-sm text-slate-700">
          {Done} of {Total} steps done
        </p>
      </div>
      <progress max={Total} value={Done} aria-label="Steps done" className="mt-2 h-2 w-full accent-green-700" />
      <ol className="mt-4 space-y-3">
        {steps.map((step, index) => (
          <li key={step.title} className={`flex gap-3 rounded-md border p-3 ${step.done ? "border-green-200 bg-green-50" : "border-slate-200"}`}>
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${step.done ? "bg-green-700 text-white" : "bg-slate-100 text-slate-700"}`}
            >
              {step.done ? "✓" : index + 1}
            </span>
            <div className="min-w-0">
              <h3 className="font-medium text-slate-900">
                {step.title}{" "}
                <span className={`ml-2 text-xs font-medium ${step.done ? "text-green-800" : "text-slate-600"}`}>{step.done ? "Done" : "To do"}</span>
              </h3>
              <p className="mt-0.5 text-sm text-slate-700">{step.what}</p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">{step.actions}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
