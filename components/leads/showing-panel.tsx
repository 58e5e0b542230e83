"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import type { EndpointData } from "@/lib/api/openapi/contract";
import { api } from "@/lib/client/api";
import { leadKeys } from "@/lib/client/queries";
import { localInstant } from "@/lib/mail/zoned";

type Showing = EndpointData<"Workspace/LeadInbox">["List"][number]["Showings"][number];
type Action = "confirm" | "propose" | "decline";

const TONES = { requested: "amber", confirmed: "green", proposed: "blue", declined: "red", cancelled: "neutral" } as const;
const LABELS = {
  requested: "Showing requested",
  confirmed: "Showing confirmed",
  proposed: "Time proposed",
  declined: "Declined",
  cancelled: "Cancelled",
} as const;

function zonedText(iso: string, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", { timeZone, weekday: "long", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );
}

/** A showing request on a lead's card: the times offered, each confirmable, another time to propose, or a decline. */
export function ShowingPanel({ showing }: { showing: Showing }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const [proposing, setProposing] = useState(false);
  const [at, setAt] = useState("");
  const [minutes, setMinutes] = useState(45);
  const respond = useMutation({
    mutationFn: (input: { Action: Action; Start?: string; End?: string }) =>
      api.Workspace.ShowingRespond({ ShowingID: showing.ShowingID, Note: note, ...input }),
    onSuccess: async (answered) => {
      const told = answered.VisitorMailed ? "The visitor was e-mailed." : "The visitor left no e-mail: call them.";
      toast.success(`${LABELS[answered.Status]}. ${told}`);
      setProposing(false);
      await queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
  const open = showing.Status !== "cancelled";
  /** A start in the chatbot's zone, from the date and time picked (wall clock there). */
  const proposed = () => {
    const [day, time] = at.split("T");
    if (!day || !time) return null;
    const [hours, mins] = time.split(":").map(Number) as [number, number];
    const start = localInstant(showing.TimeZone, day, hours * 60 + mins);
    return { Start: start.toISOString(), End: new Date(start.getTime() + minutes * 60_000).toISOString() };
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <h4 id={`${id}-title`} className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
        <Badge tone={TONES[showing.Status]}>{LABELS[showing.Status]}</Badge>
        {showing.Listing && (
          <span className="break-words">
            {[showing.Listing.Address, showing.Listing.MLSNumber && `MLS ${showing.Listing.MLSNumber}`].filter(Boolean).join(" · ")}
          </span>
        )}
      </h4>
      {showing.ScheduledStart && (
        <p className="mt-1 text-sm text-slate-800">
          {showing.Status === "confirmed" ? "Confirmed for" : "Proposed"}: {zonedText(showing.ScheduledStart, showing.TimeZone)} ({showing.TimeZone})
        </p>
      )}
      {showing.VisitorWords && <p className="mt-1 text-xs text-slate-600">They wrote: “{showing.VisitorWords}”</p>}
      {showing.Proposed.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-sm" aria-label="Times offered">
          {showing.Proposed.map((window) => (
            <li key={window.Start} className="flex flex-wrap items-center gap-2">
              <span>
                {window.Text} <span className="text-xs text-slate-600">({showing.TimeZone})</span>
              </span>
              {open && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={respond.isPending}
                  onClick={() => respond.mutate({ Action: "confirm", Start: window.Start, End: window.End })}
                >
                  Confirm this time
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">No time offered: propose one.</p>
      )}
      {open && (
        <div className="mt-2 grid gap-2">
          <label htmlFor={`${id}-note`} className="text-xs font-medium text-slate-700">
            Note to the visitor
          </label>
          <input
            id={`${id}-note`}
            className={inputClass}
            value={note}
            maxLength={1000}
            placeholder="I'll meet you at the door"
            onChange={(event) => setNote(event.target.value)}
          />
          {proposing ? (
            <div className="flex flex-wrap items-end gap-2">
              <div>
                <label htmlFor={`${id}-at`} className="mb-1 block text-xs font-medium text-slate-700">
                  Another time ({showing.TimeZone})
                </label>
                <input id={`${id}-at`} type="datetime-local" className={inputClass} value={at} onChange={(event) => setAt(event.target.value)} />
              </div>
              <div>
                <label htmlFor={`${id}-length`} className="mb-1 block text-xs font-medium text-slate-700">
                  Length
                </label>
                <select id={`${id}-length`} className={inputClass} value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
                  {[30, 45, 60, 90].map((value) => (
                    <option key={value} value={value}>
                      {value} minutes
                    </option>
                  ))}
                </select>
              </div>
              <Button
                size="sm"
                disabled={respond.isPending || !at}
                onClick={() => {
                  const time = proposed();
                  if (time) respond.mutate({ Action: "propose", ...time });
                }}
              >
                Propose this time
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setProposing(false)}>
                Cancel
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => setProposing(true)}>
                Propose another time
              </Button>
              <Button size="sm" variant="danger-ghost" disabled={respond.isPending} onClick={() => respond.mutate({ Action: "decline" })}>
                Decline
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
