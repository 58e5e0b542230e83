"use client";

import { positiveParam } from "@/lib/client/search-params";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { type ReactNode, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { FlagLine } from "@/components/compliance/compliance-flags";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Pager } from "@/components/ui/pager";
import { LoadingBlock } from "@/components/ui/skeleton";
import { TableHead } from "@/components/ui/table-head";
import { knowledgeKeys, knowledgeQueries } from "@/lib/client/queries";
import { type KnowledgeKind, type KnowledgeSource, type KnowledgeStatus, knowledgeApi } from "./knowledge-api";
import { QaDialog } from "./qa-dialog";
import { useIsOwner } from "@/components/dashboard/role";

const PAGE_SIZE = 20;
const KINDS: Record<KnowledgeKind, string> = { qa: "Q&A", document: "Document", url: "Web page" };
const STATUSES: Record<KnowledgeStatus, string> = { processing: "Processing", ready: "Ready", failed: "Failed" };
const TONES = { processing: "blue", ready: "green", failed: "red" } as const;
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? "" : "s"}`;

export function StatusBadge({ status }: { status: KnowledgeStatus }) {
  return <Badge tone={TONES[status]}>{STATUSES[status]}</Badge>;
}

/** What a source is made of: its passages, and for a web page or a crawled site the pages they came from. */
function size(source: KnowledgeSource) {
  if (source.Status === "processing") return "…";
  const parts = [count(source.ChunkCount, "passage")];
  if (source.PageCount) parts.push(count(source.PageCount, "page"));
  return parts.join(" · ");
}

/** Only http(s) addresses become links: a source's URL is text an owner typed. */
const isHttp = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

function SourceName({ source }: { source: KnowledgeSource }) {
  return (
    <>
      <span className="block font-medium break-words text-slate-900">{source.Title || source.Question || "(untitled)"}</span>
      <span className="block text-xs text-slate-600">
        {KINDS[source.Kind]}
        {source.Kind === "qa" && source.AlternativeQuestions.length > 0 && ` · ${count(source.AlternativeQuestions.length, "other phrasing")}`}
      </span>
      {isHttp(source.Url) && (
        <a href={source.Url} target="_blank" rel="noopener noreferrer nofollow" className="block truncate text-xs text-blue-800 underline underline-offset-2">
          {source.Url}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </>
  );
}

/**
 * The chatbot's knowledge sources, newest first, filtered by kind and status (both, and
 * the page, live in the URL). The page is polled while a source on it is being read.
 */
export function KnowledgeSources({ chatbotId }: { chatbotId: string }) {
  const isOwner = useIsOwner();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const kindId = useId();
  const statusId = useId();
  const page = positiveParam(params.get("page")) ?? 1;
  const kind = (Object.keys(KINDS) as KnowledgeKind[]).find((value) => value === params.get("kind"));
  const status = (Object.keys(STATUSES) as KnowledgeStatus[]).find((value) => value === params.get("status"));
  const sources = useQuery({
    ...knowledgeQueries.list(chatbotId, { Kind: kind, Status: status, PageNumber: page, PageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const [deleting, setDeleting] = useState<KnowledgeSource | null>(null);
  const [editing, setEditing] = useState<KnowledgeSource | null>(null);

  const href = (next: { page?: number; kind?: KnowledgeKind; status?: KnowledgeStatus }) => {
    const query = new URLSearchParams(params.toString());
    for (const [name, value] of Object.entries({ kind: next.kind, status: next.status, page: (next.page ?? 1) > 1 ? String(next.page) : undefined })) {
      if (value) query.set(name, value);
      else query.delete(name);
    }
    const text = query.toString();
    return text ? `${pathname}?${text}` : pathname;
  };

  // After a deletion the page asked for can lie past the last one.
  const total = sources.data?.VirtualCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pastTheEnd = !sources.isPlaceholderData && sources.isSuccess && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) router.replace(href({ page: lastPage, kind, status }), { scroll: false });
  });

  const remove = useMutation({
    mutationFn: (source: KnowledgeSource) => knowledgeApi.remove(chatbotId, [source.ID]),
    onSuccess: () => {
      toast.success("Source deleted");
      setDeleting(null);
      return queryClient.invalidateQueries({ queryKey: knowledgeKeys.all(chatbotId) });
    },
    onError: (error) => toast.error(error.message),
  });
  const refetch = useMutation({
    mutationFn: (source: KnowledgeSource) => knowledgeApi.refetch(chatbotId, source.ID),
    onSuccess: () => {
      toast.success("Reading it again");
      return queryClient.invalidateQueries({ queryKey: knowledgeKeys.lists(chatbotId) });
    },
    onError: (error) => toast.error(error.message),
  });

  const filters = (
    <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
      <span className="flex items-center gap-2">
        <label htmlFor={kindId} className="text-slate-700">
          Kind
        </label>
        <select
          id={kindId}
          value={kind ?? ""}
          onChange={(event) => router.push(href({ kind: (event.target.value || undefined) as KnowledgeKind | undefined, status }), { scroll: false })}
          className="h-9 rounded-md border border-slate-300 bg-white px-2"
        >
          <option value="">All</option>
          {Object.entries(KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </span>
      <span className="flex items-center gap-2">
        <label htmlFor={statusId} className="text-slate-700">
          Status
        </label>
        <select
          id={statusId}
          value={status ?? ""}
          onChange={(event) => router.push(href({ kind, status: (event.target.value || undefined) as KnowledgeStatus | undefined }), { scroll: false })}
          className="h-9 rounded-md border border-slate-300 bg-white px-2"
        >
          <option value="">All</option>
          {Object.entries(STATUSES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );

  let body: ReactNode;
  if (sources.isPending) body = <LoadingBlock label="Loading the knowledge sources…" />;
  else if (sources.isError) body = <ErrorPanel title="Could not load the knowledge sources" error={sources.error} />;
  else if (total === 0)
    body = (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm">
        <p className="font-medium">{kind || status ? "No sources match these filters" : "No knowledge yet"}</p>
        {!kind && !status && <p className="mt-1 text-slate-700">Add questions and answers, documents or web pages: the chatbot answers visitors from them.</p>}
      </div>
    );
  else
    body = (
      <>
        {/* Relative: the buttons' screen-reader text is positioned absolutely, and must scroll (and clip) with the table, not widen the page. */}
        <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" aria-busy={sources.isPlaceholderData || undefined}>
            <TableHead columns={["Source", "Status", "Size", "Updated", "Actions"]} />
            <tbody className="divide-y divide-slate-200">
              {sources.data.List.map((source) => (
                <tr key={source.ID} data-testid="knowledge-source">
                  <td className="max-w-[24rem] min-w-[12rem] px-3 py-2">
                    <SourceName source={source} />
                  </td>
                  <td className="max-w-[16rem] px-3 py-2">
                    <StatusBadge status={source.Status} />
                    {source.Status === "failed" && source.FailureReason && <p className="mt-1 text-xs break-words text-red-800">{source.FailureReason}</p>}
                    {source.ComplianceFlags.length > 0 && (
                      <div className="mt-1 text-xs text-amber-950">
                        <Badge tone="amber">Fair-housing wording</Badge>
                        <ul className="mt-1 space-y-1">
                          {source.ComplianceFlags.map((flag) => (
                            <li key={`${flag.Field}:${flag.Phrase}`} className="break-words">
                              <FlagLine flag={flag} />
                            </li>
                          ))}
                        </ul>
                      </div>
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">{size(source)}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">{when.format(new Date(source.UpdatedAt))}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      {source.Kind === "qa" ? (
                        <Button variant="ghost" size="sm" onClick={() => setEditing(source)}>
                          Edit<span className="sr-only"> {source.Title}</span>
                        </Button>
                      ) : (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => refetch.mutate(source)}
                          disabled={source.Status === "processing" || (refetch.isPending && refetch.variables?.ID === source.ID)}
                        >
                          Re-fetch<span className="sr-only"> {source.Title}</span>
                        </Button>
                      )}
                      {isOwner && (
                        <Button variant="danger-ghost" size="sm" onClick={() => setDeleting(source)}>
                          Delete<span className="sr-only"> {source.Title}</span>
                        </Button>
                      )}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-3">
          <Pager
            noun="sources"
            page={page}
            pageSize={PAGE_SIZE}
            total={total}
            onPage={(next) => router.push(href({ page: next, kind, status }), { scroll: false })}
            busy={sources.isFetching}
          />
        </div>
      </>
    );

  return (
    <section aria-labelledby={`${kindId}-heading`}>
      <h2 id={`${kindId}-heading`} className="mb-3 text-lg font-semibold text-slate-900">
        Sources
      </h2>
      {filters}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this source?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        The chatbot stops answering from “{deleting?.Title}” at once. This cannot be undone.
      </ConfirmDialog>
      <QaDialog open={editing !== null} chatbotId={chatbotId} title="Edit Q&A" source={editing ?? undefined} onClose={() => setEditing(null)} />
    </section>
  );
}
