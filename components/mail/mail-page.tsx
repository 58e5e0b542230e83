"use client";

import { positiveParam } from "@/lib/client/search-params";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Pager } from "@/components/ui/pager";
import { LoadingBlock } from "@/components/ui/skeleton";
import { TableHead } from "@/components/ui/table-head";
import { type MailRow, type MailStatus, mailQueries } from "@/lib/client/mail";

const PAGE_SIZE = 20;
const STATUSES: MailStatus[] = ["pending", "sent", "failed"];
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const KINDS: Record<string, string> = { handoff: "Handoff", digest_chat_logs: "Daily chat logs", digest_leads: "Daily leads" };
const TONES = { pending: "amber", sent: "green", failed: "red" } as const;

function StatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={TONES[status]}>{status[0]!.toUpperCase() + status.slice(1)}</Badge>;
}

function MailDetail({ mail }: { mail: MailRow }) {
  const rows: [string, string][] = [
    ["To", mail.To],
    ...(mail.ReplyTo ? ([["Reply to", mail.ReplyTo]] as [string, string][]) : []),
    ["Kind", KINDS[mail.Kind] ?? mail.Kind],
    ["Queued", when.format(new Date(mail.CreatedAt))],
    ["Attempts", String(mail.Attempts)],
    ...(mail.SentAt ? ([["Sent", when.format(new Date(mail.SentAt))]] as [string, string][]) : []),
    ...(mail.NextAttemptAt && mail.Attempts > 0 ? ([["Next attempt", when.format(new Date(mail.NextAttemptAt))]] as [string, string][]) : []),
    ...(mail.LastError ? ([["Last error", mail.LastError]] as [string, string][]) : []),
  ];
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        <span className="break-words">{mail.Subject}</span> <StatusBadge status={mail.Status} />
      </h2>
      <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Message</h3>
      {/* Shown as text: a visitor's words in a mail are never markup. */}
      <pre className="mt-2 max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-sans text-sm text-slate-900">
        {mail.Body}
      </pre>
    </article>
  );
}

/**
 * The chatbot's outbox: handoff mails and daily digests, what went out, what waits (for
 * an SMTP server, or a retry) and what failed and why. Filter, page and open mail live in the URL.
 */
export function MailPage({ chatbotId }: { chatbotId: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const statusId = useId();
  const page = positiveParam(params.get("page")) ?? 1;
  const status = STATUSES.find((value) => value === params.get("status"));
  const open = positiveParam(params.get("mail"));
  const mails = useQuery({ ...mailQueries.list(chatbotId, status, page, PAGE_SIZE), placeholderData: keepPreviousData });

  const href = (next: { page?: number; status?: MailStatus; mail?: number }) => {
    const query = new URLSearchParams();
    if (next.status) query.set("status", next.status);
    if ((next.page ?? 1) > 1) query.set("page", String(next.page));
    if (next.mail) query.set("mail", String(next.mail));
    const text = query.toString();
    return text ? `${pathname}?${text}` : pathname;
  };

  const filter = (
    <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={statusId} className="text-slate-700">
        Status
      </label>
      <select
        id={statusId}
        value={status ?? ""}
        onChange={(event) => router.push(href({ status: (event.target.value || undefined) as MailStatus | undefined }))}
        className="h-9 rounded-md border border-slate-300 bg-white px-2"
      >
        <option value="">All</option>
        {STATUSES.map((value) => (
          <option key={value} value={value}>
            {value[0]!.toUpperCase() + value.slice(1)}
          </option>
        ))}
      </select>
    </div>
  );

  if (mails.isPending) return <LoadingBlock label="Loading mail…" />;
  if (mails.isError) return <ErrorPanel title="Could not load the mail" error={mails.error} />;
  const { List, VirtualCount } = mails.data;
  const opened = List.find((mail) => mail.ID === open);

  return (
    <div>
      {filter}
      {VirtualCount === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm">
          <p className="font-medium">{status ? `No ${status} mail` : "No mail yet"}</p>
          <p className="mt-1 text-slate-700">
            Handoff requests are mailed to the Talk-to-human addresses, and the daily chat logs and leads to their addresses in Settings, after midnight in the
            chatbot&apos;s time zone. Mail waits here until the server has an SMTP server to send it through.
          </p>
        </div>
      ) : (
        <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <section aria-label="Mails" className="min-w-0">
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="w-full text-left text-sm" aria-busy={mails.isPlaceholderData || undefined}>
                <TableHead columns={["Subject", "To", "Status", "Queued"]} />
                <tbody className="divide-y divide-slate-200">
                  {List.map((mail) => (
                    <tr key={mail.ID} className={open === mail.ID ? "bg-blue-50" : undefined}>
                      <td className="max-w-[18rem] px-3 py-2">
                        <Link
                          href={href({ page, status, mail: mail.ID })}
                          scroll={false}
                          aria-current={open === mail.ID ? "true" : undefined}
                          className="block truncate font-medium text-blue-800 underline underline-offset-2"
                        >
                          {mail.Subject}
                        </Link>
                        <span className="text-xs text-slate-600">{KINDS[mail.Kind] ?? mail.Kind}</span>
                      </td>
                      <td className="max-w-[12rem] truncate px-3 py-2 text-slate-800">{mail.To}</td>
                      <td className="px-3 py-2">
                        <StatusBadge status={mail.Status} />
                        {mail.Attempts > 1 && <span className="ml-1 text-xs text-slate-600">{mail.Attempts} tries</span>}
                      </td>
                      <td className="whitespace-nowrap px-3 py-2 text-slate-700">{when.format(new Date(mail.CreatedAt))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-3">
              <Pager
                noun="mails"
                page={page}
                pageSize={PAGE_SIZE}
                total={VirtualCount}
                onPage={(next) => router.push(href({ page: next, status }))}
                busy={mails.isFetching}
              />
            </div>
          </section>
          <section aria-label="Mail" className="min-w-0">
            {opened ? <MailDetail mail={opened} /> : <p className="text-sm text-slate-700">Choose a mail to read it.</p>}
          </section>
        </div>
      )}
    </div>
  );
}
