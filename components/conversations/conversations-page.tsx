"use client";

import { positiveParam } from "@/lib/client/search-params";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Pager } from "@/components/ui/pager";
import { LoadingBlock } from "@/components/ui/skeleton";
import { conversationQueries } from "@/lib/client/queries";
import { ConversationDetail } from "./conversation-detail";

const PAGE_SIZE = 20;
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** The chatbot's conversations, newest first; the page and the open one live in the URL. */
export function ConversationsPage({ chatbotId }: { chatbotId: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const page = positiveParam(params.get("page")) ?? 1;
  const open = positiveParam(params.get("session"));
  const sessions = useQuery({ ...conversationQueries.list(chatbotId, page, PAGE_SIZE), placeholderData: keepPreviousData });

  const href = (next: { page?: number; session?: number }) => {
    const query = new URLSearchParams();
    if ((next.page ?? 1) > 1) query.set("page", String(next.page));
    if (next.session) query.set("session", String(next.session));
    const text = query.toString();
    return text ? `${pathname}?${text}` : pathname;
  };

  if (sessions.isPending) return <LoadingBlock label="Loading conversations…" />;
  if (sessions.isError) return <ErrorPanel title="Could not load the conversations" error={sessions.error} />;
  const { List, VirtualCount } = sessions.data;

  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
      <section aria-label="Conversations" className="min-w-0">
        {VirtualCount === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm">
            <p className="font-medium">No conversations yet</p>
            <p className="mt-1 text-slate-700">When visitors (or you, in the chat tester) ask something, the conversation shows here.</p>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-busy={sessions.isPlaceholderData || undefined}>
              {List.map((session) => (
                <li key={session.SessionID}>
                  <Link
                    href={href({ page, session: session.SessionID })}
                    aria-current={open === session.SessionID ? "true" : undefined}
                    scroll={false}
                    className={`block p-3 hover:bg-slate-50 ${open === session.SessionID ? "bg-blue-50" : ""}`}
                  >
                    <span className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="font-medium text-slate-900">Started {when.format(new Date(session.CreatedAt))}</span>
                      {session.LeadCount > 0 && <Badge tone="green">{session.LeadCount === 1 ? "Lead" : `${session.LeadCount} leads`}</Badge>}
                      {session.HandoffCount > 0 && <Badge tone="blue">Handoff</Badge>}
                    </span>
                    <span className="mt-1 block truncate text-sm text-slate-700">{session.Preview || "(no text)"}</span>
                    <span className="mt-1 block text-xs text-slate-600">
                      {session.MessageCount} messages · last {when.format(new Date(session.LastMessageAt))}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-3">
              <Pager
                noun="conversations"
                page={page}
                pageSize={PAGE_SIZE}
                total={VirtualCount}
                onPage={(next) => router.push(href({ page: next }))}
                busy={sessions.isFetching}
              />
            </div>
          </>
        )}
      </section>
      <section aria-label="Conversation" className="min-w-0">
        {open ? (
          <ConversationDetail chatbotId={chatbotId} sessionId={open} />
        ) : (
          VirtualCount > 0 && <p className="text-sm text-slate-700">Choose a conversation to read it.</p>
        )}
      </section>
    </div>
  );
}
