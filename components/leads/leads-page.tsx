"use client";

import { positiveParam } from "@/lib/client/search-params";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import Papa from "papaparse";
import { useId, useState } from "react";
import { toast } from "sonner";
import { FORMULA_START } from "@/components/insights/format";
import { downloadText } from "@/components/listings/download";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { inputClass } from "@/components/ui/field";
import { Pager } from "@/components/ui/pager";
import { LoadingBlock } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import type { EndpointData } from "@/lib/api/openapi/contract";
import { type LeadInboxQuery, leadKeys, leadQueries } from "@/lib/client/queries";
import { MailBanner } from "./mail-banner";
import { qualificationText } from "./qualification-text";
import { LeadNotificationsToggle } from "./new-leads";
import { ShowingPanel } from "./showing-panel";

/** Where a visitor's saved search stands, as the inbox says it. */
const SAVED_SEARCH_STATUS = { pending: "waiting for the visitor to confirm", active: "on", unsubscribed: "unsubscribed" } as const;

type Lead = EndpointData<"Workspace/LeadInbox">["List"][number];
type LeadStatus = Lead["Status"];

const PAGE_SIZE = 20;
const STATUSES: { value: LeadStatus; label: string }[] = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "closed", label: "Closed" },
];
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const number = new Intl.NumberFormat("en-US");
type LeadScore = Lead["Score"];
const SCORES: LeadScore[] = ["hot", "warm", "cold"];
const SCORE_LABELS: Record<LeadScore, string> = { hot: "Hot", warm: "Warm", cold: "Cold" };
const SCORE_TONES = { hot: "red", warm: "amber", cold: "neutral" } as const;
const statusOf = (value: string | null) => STATUSES.find((status) => status.value === value)?.value;

/** Every lead the filter holds, page by page (at most 100 a page), for the CSV. */
async function allLeads(query: Omit<LeadInboxQuery, "PageNumber" | "PageSize">): Promise<Lead[]> {
  const leads: Lead[] = [];
  for (let page = 1; ; page++) {
    const reply = await api.Workspace.LeadInbox({ ...query, PageNumber: page, PageSize: 100 });
    leads.push(...reply.List);
    if (reply.List.length < 100 || leads.length >= reply.VirtualCount) return leads;
  }
}

function leadsCsv(leads: Lead[]): string {
  const fields = ["Received", "Chatbot", "Type", "Status", "Name", "Email", "Phone", "Message", "Listing MLS", "Listing address", "Notes", "Conversation"];
  const data = leads.map((lead) => [
    lead.CreateTime,
    lead.ChatbotName,
    lead.Type,
    lead.Status,
    lead.Name,
    lead.Email,
    lead.Phone,
    lead.Message,
    lead.Listing?.MLSNumber ?? "",
    lead.Listing ? [lead.Listing.Address, lead.Listing.City].filter(Boolean).join(", ") : "",
    lead.Notes,
    lead.SessionID === null ? "" : `/chatbots/${lead.SerialNumber}/conversations?session=${lead.SessionID}`,
  ]);
  return Papa.unparse({ fields, data }, { escapeFormulae: FORMULA_START });
}

function LeadCard({ lead, showChatbot }: { lead: Lead; showChatbot: boolean }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [notes, setNotes] = useState(lead.Notes);
  // The notes as the server last had them: a newer version (saved here or elsewhere) replaces the
  // box's text unless the owner is typing in it. The card is kept across refetches (keyed by the
  // lead alone), so a status change saved while the owner types does not wipe the box.
  const [serverNotes, setServerNotes] = useState(lead.Notes);
  if (lead.Notes !== serverNotes) {
    setServerNotes(lead.Notes);
    if (notes === serverNotes) setNotes(lead.Notes);
  }
  const update = useMutation({
    mutationFn: (change: { Status?: LeadStatus; Notes?: string }) => api.Workspace.LeadUpdate({ LeadID: lead.LeadID, ...change }),
    onSuccess: (_, change) => {
      toast.success(change.Status ? `Marked ${STATUSES.find((status) => status.value === change.Status)!.label.toLowerCase()}` : "Notes saved");
      return queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
  const who = lead.Name || lead.Email || lead.Phone || "A visitor";
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`${id}-who`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-who`} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <span className="break-words">{who}</span>
            <Badge tone={lead.Type === "Lead" ? "green" : "blue"}>{lead.Type === "Lead" ? "Lead" : "Wants an agent"}</Badge>
            {lead.Type === "Lead" && <Badge tone={SCORE_TONES[lead.Score]}>{SCORE_LABELS[lead.Score]}</Badge>}
          </h3>
          {lead.Type === "Lead" && <p className="mt-0.5 text-xs text-slate-600">Why: {lead.ScoreReasons.join("; ")}</p>}
          <p className="mt-0.5 text-xs text-slate-600">
            <time dateTime={lead.CreateTime}>{when.format(new Date(lead.CreateTime))}</time>
            {showChatbot && <> · {lead.ChatbotName}</>}
          </p>
        </div>
        <div className="w-40">
          <label htmlFor={`${id}-status`} className="sr-only">
            Status of {who}
          </label>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={lead.Status}
            disabled={update.isPending}
            onChange={(event) => update.mutate({ Status: event.target.value as LeadStatus })}
          >
            {STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {lead.Email && (
          <div className="min-w-0">
            <dt className="text-xs text-slate-600">E-mail</dt>
            <dd className="break-words">
              <a href={`mailto:${lead.Email}`} className="font-medium text-blue-800 underline underline-offset-2">
                {lead.Email}
              </a>
            </dd>
          </div>
        )}
        {lead.Phone && (
          <div>
            <dt className="text-xs text-slate-600">Phone</dt>
            <dd>
              <a href={`tel:${lead.Phone.replace(/[^\d+]/g, "")}`} className="font-medium text-blue-800 underline underline-offset-2">
                {lead.Phone}
              </a>
            </dd>
          </div>
        )}
        <div className="min-w-0">
          <dt className="text-xs text-slate-600">Listing</dt>
          <dd className="break-words">
            {lead.Listing ? (
              <Link href={`/chatbots/${lead.SerialNumber}/listings/${lead.Listing.ID}`} className="font-medium text-blue-800 underline underline-offset-2">
                {[lead.Listing.MLSNumber, lead.Listing.Address, lead.Listing.City].filter(Boolean).join(" · ")}
              </Link>
            ) : (
              <span className="text-slate-600">None shown before</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Conversation</dt>
          <dd>
            {lead.SessionID === null ? (
              <span className="text-slate-600">Deleted</span>
            ) : (
              <Link
                href={`/chatbots/${lead.SerialNumber}/conversations?session=${lead.SessionID}`}
                className="font-medium text-blue-800 underline underline-offset-2"
              >
                Open conversation<span className="sr-only"> with {who}</span>
              </Link>
            )}
          </dd>
        </div>
      </dl>
      {qualificationText(lead.Qualification) && <p className="mt-3 text-sm text-slate-800">{qualificationText(lead.Qualification)}</p>}
      {lead.Message && (
        <blockquote className="mt-3 border-l-2 border-slate-300 pl-3 text-sm whitespace-pre-line break-words text-slate-800">{lead.Message}</blockquote>
      )}
      {lead.Showings.map((showing) => (
        <ShowingPanel key={showing.ShowingID} showing={showing} />
      ))}
      {lead.SavedSearches.length > 0 && (
        <div className="mt-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
          <p className="text-xs font-medium text-slate-700">Saved searches (mailed alerts)</p>
          <ul className="mt-1 space-y-1">
            {lead.SavedSearches.map((search) => (
              <li key={search.CreateTime + search.Summary} className="text-slate-800">
                {search.Summary}{" "}
                <span className="text-xs text-slate-600">
                  · {SAVED_SEARCH_STATUS[search.Status]}
                  {search.LastSentAt ? ` · last mailed ${new Date(search.LastSentAt).toLocaleDateString()}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ Notes: notes });
        }}
      >
        <div className="flex-1">
          <label htmlFor={`${id}-notes`} className="mb-1 block text-xs font-medium text-slate-700">
            Notes
          </label>
          <textarea
            id={`${id}-notes`}
            rows={notes.includes("\n") ? 3 : 1}
            maxLength={5000}
            className={`${inputClass} resize-y`}
            value={notes}
            placeholder="Called back, viewing booked…"
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" size="sm" disabled={update.isPending || notes === lead.Notes}>
          Save notes<span className="sr-only"> for {who}</span>
        </Button>
      </form>
    </li>
  );
}

/**
 * The leads inbox: the workspace's leads and handoffs, or one chatbot's, newest first, with
 * contact details, the listing and conversation they came from, a status and notes, filtered
 * by status and exported as CSV. Filter and page live in the URL.
 */
export function LeadsPage({ chatbotId }: { chatbotId?: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const page = Math.min(positiveParam(params.get("page")) ?? 1, 1_000_000);
  const status = statusOf(params.get("status"));
  const score = SCORES.find((value) => value === params.get("score"));
  const query: LeadInboxQuery = {
    ...(chatbotId ? { serialNumber: chatbotId } : {}),
    ...(status ? { Status: status } : {}),
    ...(score ? { Score: score } : {}),
    PageNumber: page,
    PageSize: PAGE_SIZE,
  };
  const leads = useQuery({ ...leadQueries.list(query), placeholderData: keepPreviousData });
  const [exporting, setExporting] = useState(false);
  const href = (next: { status?: LeadStatus; page?: number; score?: LeadScore }) => {
    const search = new URLSearchParams();
    if (next.status) search.set("status", next.status);
    const scored = "score" in next ? next.score : score;
    if (scored) search.set("score", scored);
    if (next.page && next.page > 1) search.set("page", String(next.page));
    return `${pathname}${search.size ? `?${search}` : ""}`;
  };

  async function exportCsv() {
    setExporting(true);
    try {
      const rows = await allLeads({ ...(chatbotId ? { serialNumber: chatbotId } : {}), ...(status ? { Status: status } : {}) });
      downloadText(`leads${status ? `-${status}` : ""}.csv`, `\uFEFF${leadsCsv(rows)}`, "text/csv;charset=utf-8");
    } catch (error) {
      toast.error(`The export failed: ${(error as Error).message}`);
    } finally {
      setExporting(false);
    }
  }

  const counts = leads.data?.Counts;
  const total = counts ? counts.new + counts.contacted + counts.closed : undefined;
  return (
    <div>
      <MailBanner />
      <div className="mb-4">
        <LeadNotificationsToggle />
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Lead status">
          <ul className="flex flex-wrap gap-1">
            {[{ value: undefined, label: "All" }, ...STATUSES].map((option) => {
              const count = option.value ? counts?.[option.value] : total;
              const current = option.value === status;
              return (
                <li key={option.label}>
                  <Link
                    href={href({ status: option.value })}
                    aria-current={current ? "page" : undefined}
                    className={`inline-block rounded-md px-3 py-1.5 text-sm font-medium ${current ? "bg-slate-900 text-white" : "bg-white text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50"}`}
                  >
                    {option.label}
                    {count !== undefined && (
                      <>
                        {" "}
                        <span className="tabular-nums opacity-80">{number.format(count)}</span>
                      </>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor="lead-score" className="text-slate-700">
            Score
          </label>
          <select
            id="lead-score"
            className="h-8 rounded-md border border-slate-300 bg-white px-2"
            value={score ?? ""}
            onChange={(event) => router.push(href({ status, score: (event.target.value || undefined) as LeadScore | undefined }))}
          >
            <option value="">Any</option>
            {SCORES.map((value) => (
              <option key={value} value={value}>
                {SCORE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void exportCsv()} disabled={exporting || !leads.data?.VirtualCount}>
          {exporting ? "Exporting…" : "Export CSV"}
        </Button>
      </div>
      {leads.isPending ? (
        <LoadingBlock lines={4} label="Loading the leads…" />
      ) : leads.isError ? (
        <ErrorPanel title="Could not load the leads" error={leads.error} />
      ) : leads.data.VirtualCount === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm">
          <p className="font-medium">{status ? `No ${status} leads` : "No leads yet"}</p>
          <p className="mt-1 text-slate-700">When a visitor leaves an e-mail address or phone number, or asks for an agent, the lead shows here.</p>
        </div>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Leads" aria-busy={leads.isPlaceholderData || undefined}>
            {leads.data.List.map((lead) => (
              <LeadCard key={lead.LeadID} lead={lead} showChatbot={!chatbotId} />
            ))}
          </ul>
          <div className="mt-4">
            <Pager
              noun="leads"
              page={page}
              pageSize={PAGE_SIZE}
              total={leads.data.VirtualCount}
              onPage={(next) => router.push(href({ status, page: next }))}
              busy={leads.isFetching}
            />
          </div>
        </>
      )}
    </div>
  );
}
