"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Skeleton } from "@/components/ui/skeleton";
import { ChatApiError } from "@/lib/client/api";
import { chatbotQueries, modelQueries } from "@/lib/client/queries";
import { CHATBOT_TABS } from "./chatbot-tabs";

/**
 * The frame of every page of one chatbot: its name and the tabs. A chatbot that is not
 * the owner's (or does not exist) is answered by Chatbot/Get with a 404, and then no
 * page of it renders at all. The page renders beside the Get, not after it, so that its
 * own requests start at once instead of waiting on this one.
 */
export function ChatbotShell({ chatbotId, children }: { chatbotId: string; children: ReactNode }) {
  const pathname = usePathname();
  const chatbot = useQuery(chatbotQueries.detail(chatbotId));
  const tabs = useRef<HTMLElement>(null);
  const isCurrent = (segment: string) => {
    const href = `/chatbots/${chatbotId}/${segment}`;
    return pathname === href || pathname.startsWith(`${href}/`);
  };
  const currentTab = CHATBOT_TABS.find((tab) => isCurrent(tab.segment))?.segment;
  // On a narrow screen the last tabs (Insights, Mail) sit past the edge of the row: the current one
  // is scrolled into view, sideways only, so the owner sees where they are.
  useEffect(() => {
    const nav = tabs.current;
    const link = currentTab && nav?.querySelector<HTMLElement>(`a[href$="/${currentTab}"]`);
    if (!nav || !link) return;
    const row = nav.getBoundingClientRect();
    const tab = link.getBoundingClientRect();
    if (tab.left < row.left || tab.right > row.right) nav.scrollLeft += tab.left - row.left - (row.width - tab.width) / 2;
  }, [currentTab]);
  // The Settings page needs the model list too; asking for it beside Get, rather than
  // once the page renders after Get, saves a round trip.
  useQuery({ ...modelQueries.list(), enabled: pathname.endsWith("/settings") });

  if (chatbot.isError) {
    const missing = chatbot.error instanceof ChatApiError && chatbot.error.code === 404;
    return (
      <ErrorPanel title={missing ? "Chatbot not found" : "Could not load this chatbot"} error={missing ? undefined : chatbot.error}>
        {missing && <p className="mt-1">There is no chatbot with this ID in your workspace.</p>}
        <Link href="/chatbots" className="mt-3 inline-block font-medium underline">
          Back to your chatbots
        </Link>
      </ErrorPanel>
    );
  }

  return (
    <div>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <Link href="/chatbots" className="text-blue-800 underline underline-offset-2">
          Chatbots
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-500">
          /
        </span>
        <span className="text-slate-700">{chatbot.data?.Name ?? "…"}</span>
      </nav>
      {chatbot.data ? <h1 className="text-2xl font-bold tracking-tight">{chatbot.data.Name}</h1> : <Skeleton className="h-8 w-64" />}
      <PhoneTabs chatbotId={chatbotId} currentTab={currentTab} />
      <nav ref={tabs} aria-label="Chatbot" className="mt-4 hidden overflow-x-auto border-b border-slate-200 sm:block">
        <ul className="flex min-w-max gap-1">
          {CHATBOT_TABS.map((tab) => {
            const href = `/chatbots/${chatbotId}/${tab.segment}`;
            const current = tab.segment === currentTab;
            return (
              <li key={tab.segment}>
                <Link
                  href={href}
                  aria-current={current ? "page" : undefined}
                  className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium ${current ? "border-blue-700 text-blue-800" : "border-transparent text-slate-700 hover:text-slate-900"}`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="pt-6">{children}</div>
    </div>
  );
}

/**
 * On a phone the ten tabs do not fit one row: a button names the current one and opens
 * them all as a grid, so none is off-screen and the page does not scroll sideways.
 */
function PhoneTabs({ chatbotId, currentTab }: { chatbotId: string; currentTab: string | undefined }) {
  const [open, setOpen] = useState(false);
  // A tab chosen (or Back) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing follows the tab, not the setter
  useEffect(() => setOpen(false), [currentTab]);
  const current = CHATBOT_TABS.find((tab) => tab.segment === currentTab);
  return (
    <nav aria-label="Chatbot" className="mt-3 border-b border-slate-200 pb-2 sm:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="chatbot-tabs-menu"
        onClick={() => setOpen((was) => !was)}
        className="flex w-full items-center justify-between rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm font-medium text-slate-900"
      >
        <span>
          <span className="sr-only">Chatbot sections, now: </span>
          {current?.label ?? "Sections"}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} fill="currentColor">
          <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.06l3.71-3.83a.75.75 0 1 1 1.08 1.04l-4.25 4.39a.75.75 0 0 1-1.08 0L5.21 8.27a.75.75 0 0 1 .02-1.06Z" />
        </svg>
      </button>
      <ul id="chatbot-tabs-menu" hidden={!open} className="mt-2 grid grid-cols-2 gap-1">
        {CHATBOT_TABS.map((tab) => {
          const current = tab.segment === currentTab;
          return (
            <li key={tab.segment}>
              <Link
                href={`/chatbots/${chatbotId}/${tab.segment}`}
                aria-current={current ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={`block rounded-md px-3 py-2 text-sm font-medium ${current ? "bg-blue-50 text-blue-800" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
