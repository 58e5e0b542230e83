"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Pager } from "@/components/ui/pager";
import { LoadingBlock } from "@/components/ui/skeleton";
import { TableHead } from "@/components/ui/table-head";
import { api } from "@/lib/client/api";
import { type DeliveryStatus, type WebhookDeliveryRow, webhookKeys, webhookQueries } from "@/lib/client/webhooks";

const PAGE_SIZE = 10;
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });
const TONES = { pending: "amber", delivered: "green", failed: "red" } as const;

export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  return <Badge tone={TONES[status]}>{status[0]!.toUpperCase() + status.slice(1)}</Badge>;
}

function pretty(payload: string) {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
}

/** One endpoint's recent deliveries: event, status, attempts, the receiver's answer; each can be sent again. */
export function Deliveries({ chatbotId, endpointId, canReplay }: { chatbotId: string; endpointId: number; canReplay: boolean }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const deliveries = useQuery({ ...webhookQueries.deliveries(chatbotId, endpointId, page, PAGE_SIZE), placeholderData: keepPreviousData });
  const replay = useMutation({
    mutationFn: (delivery: WebhookDeliveryRow) => api.Webhook.Replay({ DeliveryID: delivery.DeliveryID }),
    onSuccess: (sent) => {
      if (sent.Status === "delivered") toast.success(`Sent again: the receiver answered ${sent.LastStatus}`);
      else toast.error(`Sent again, not delivered: ${sent.LastError}. It will be retried.`);
      return queryClient.invalidateQueries({ queryKey: webhookKeys.all(chatbotId) });
    },
    onError: (error) => toast.error(error.message),
  });

  if (deliveries.isPending) return <LoadingBlock label="Loading deliveries…" />;
  if (deliveries.isError) return <ErrorPanel title="Could not load the deliveries" error={deliveries.error} />;
  const { List, VirtualCount } = deliveries.data;
  if (VirtualCount === 0) return <p className="text-sm text-slate-700">No deliveries yet: events appear here as leads, handoffs and conversations come in.</p>;
  return (
    <div>
      <div className="overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full text-left text-sm" aria-label="Deliveries">
          <TableHead columns={["Event", "Status", "Response", "Attempts", "Last attempt", ""]} />
          <tbody className="divide-y divide-slate-200">
            {List.map((delivery) => (
              <tr key={delivery.DeliveryID} className="align-top">
                <td className="px-3 py-2">
                  <button
                    type="button"
                    className="font-mono text-xs text-blue-800 underline underline-offset-2"
                    aria-expanded={open === delivery.DeliveryID}
                    onClick={() => setOpen(open === delivery.DeliveryID ? null : delivery.DeliveryID)}
                  >
                    {delivery.EventType}
                  </button>
                  {open === delivery.DeliveryID && (
                    <div className="mt-2 max-w-xl">
                      <p className="text-xs text-slate-600">webhook-id {delivery.MessageID}</p>
                      <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-xs text-slate-900">
                        {pretty(delivery.Payload)}
                      </pre>
                    </div>
                  )}
                </td>
                <td className="px-3 py-2">
                  <DeliveryBadge status={delivery.Status} />
                </td>
                <td className="max-w-[18rem] px-3 py-2 text-slate-800">
                  {delivery.LastStatus ?? "—"}
                  {delivery.LastError && <span className="block break-words text-xs text-slate-600">{delivery.LastError}</span>}
                  {delivery.NextAttemptAt && delivery.Attempts > 0 && (
                    <span className="block text-xs text-slate-600">Next try {when.format(new Date(delivery.NextAttemptAt))}</span>
                  )}
                </td>
                <td className="px-3 py-2 text-slate-800">{delivery.Attempts}</td>
                <td className="whitespace-nowrap px-3 py-2 text-slate-700">
                  {delivery.LastAttemptAt ? when.format(new Date(delivery.LastAttemptAt)) : "Queued"}
                </td>
                <td className="px-3 py-2">
                  {canReplay && delivery.Status !== "pending" && (
                    <Button size="sm" variant="secondary" disabled={replay.isPending} onClick={() => replay.mutate(delivery)}>
                      Send again
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-2">
        <Pager noun="deliveries" page={page} pageSize={PAGE_SIZE} total={VirtualCount} onPage={setPage} busy={deliveries.isPlaceholderData} />
      </div>
    </div>
  );
}
