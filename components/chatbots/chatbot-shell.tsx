"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef } from "react";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Skeleton } from "@/components/ui/skeleton";
import { ChatApiError } from "@/lib/client/api";
import { chatbotQueries, modelQueries } from "@/lib/client/queries";

const TABS = [
  { segment: "start", label: "Get started" },
  { segment: "settings", label: "Settings" },
  { segment: "chat", label: "Chat tester" },
  { segment: "embed", label: "Embed" },
  { segment: "listings", label: "Listings" },
  { segment: "knowledge", label: "Knowledge" },
  { segment: "conversations", label: "Conversations" },
  { segment: "leads", label: "Leads" },
  { segment: "insights", label: "Insights" },
  { segment: "mail", label: "Mail" },
];

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
  const currentTab = TABS.find((tab) => isCurrent(tab.segment))?.segment;
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
      <nav ref={tabs} aria-label="Chatbot" className="mt-4 overflow-x-auto border-b border-slate-200">
        <ul className="flex min-w-max gap-1">
          {TABS.map((tab) => {
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
