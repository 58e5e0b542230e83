"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { useIsOwner } from "@/components/dashboard/role";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingBlock } from "@/components/ui/skeleton";
import { SecretOnce } from "@/components/workspace/secret-once";
import { api } from "@/lib/client/api";
import { type WebhookEndpointRow, webhookKeys, webhookQueries } from "@/lib/client/webhooks";
import { Deliveries } from "./deliveries";
import { FeedSection } from "./feed-section";
import { FollowUpBossSection } from "./followupboss-section";
import { WebhookForm } from "./webhook-form";

const SEALED_NOTE = "Copy it now: it is stored encrypted and will not be shown again. Verify each request with a Standard Webhooks library.";
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function EndpointCard({
  chatbotId,
  endpoint,
  isOwner,
  onSecret,
}: {
  chatbotId: string;
  endpoint: WebhookEndpointRow;
  isOwner: boolean;
  onSecret: (secret: string) => void;
}) {
  const queryClient = useQueryClient();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all(chatbotId) });
  const fail = (error: Error) => toast.error(error.message);
  const test = useMutation({
    mutationFn: () => api.Webhook.Test({ ID: endpoint.ID }),
    onSuccess: async (result) => {
      if (result.Ok) toast.success(`Test event delivered (${result.Status})`);
      else toast.error(`Test event not delivered: ${result.Message}`);
      await refresh();
    },
    onError: fail,
  });
  const toggle = useMutation({
    mutationFn: () => api.Webhook.Update({ ID: endpoint.ID, Enabled: !endpoint.Enabled }),
    onSuccess: refresh,
    onError: fail,
  });
  const rotate = useMutation({
    mutationFn: () => api.Webhook.RotateSecret({ ID: endpoint.ID }),
    onSuccess: async (rotated) => {
      onSecret(rotated.Secret);
      await refresh();
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: () => api.Webhook.Delete({ ID: endpoint.ID }),
    onSuccess: async () => {
      toast.success("Endpoint removed");
      await refresh();
    },
    onError: fail,
  });
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <code className="break-all text-sm font-semibold text-slate-900">{endpoint.Url}</code>
        <Badge tone={endpoint.Enabled ? "green" : "red"}>{endpoint.Enabled ? "On" : "Off"}</Badge>
      </div>
      {endpoint.Description && <p className="mt-1 text-sm text-slate-700">{endpoint.Description}</p>}
      {!endpoint.Enabled && endpoint.DisabledReason && (
        <p className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-900">
          Casabot turned this endpoint off{endpoint.DisabledAt ? ` on ${when.format(new Date(endpoint.DisabledAt))}` : ""}: {endpoint.DisabledReason}. Fix the
          receiver, turn it on, and send the failed deliveries again.
        </p>
      )}
      <p className="mt-2 flex flex-wrap gap-1">
        {endpoint.Events.map((event) => (
          <Badge key={event} tone="blue">
            {event}
          </Badge>
        ))}
      </p>
      <p className="mt-2 text-xs text-slate-600">
        Signing secret <code>{endpoint.SecretHint}</code>
        {endpoint.PreviousSecretValidUntil && ` · the previous secret also signs until ${when.format(new Date(endpoint.PreviousSecretValidUntil))}`}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={test.isPending || !endpoint.Enabled} onClick={() => test.mutate()}>
          {test.isPending ? "Sending…" : "Send test event"}
        </Button>
        <Button size="sm" variant="secondary" aria-expanded={showDeliveries} onClick={() => setShowDeliveries(!showDeliveries)}>
          {showDeliveries ? "Hide deliveries" : "Deliveries"}
        </Button>
        {isOwner && (
          <>
            <Button size="sm" variant="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
              {endpoint.Enabled ? "Turn off" : "Turn on"}
            </Button>
            <Button size="sm" variant="secondary" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
              Rotate secret
            </Button>
            <Button size="sm" variant="danger-ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Remove
            </Button>
          </>
        )}
      </div>
      {showDeliveries && (
        <div className="mt-4">
          <Deliveries chatbotId={chatbotId} endpointId={endpoint.ID} canReplay={isOwner} />
        </div>
      )}
    </li>
  );
}

/**
 * Where a chatbot's events go besides the inbox: webhook endpoints (signed by the Standard
 * Webhooks spec) and Follow Up Boss, with their recent deliveries.
 */
export function IntegrationsPage({ chatbotId }: { chatbotId: string }) {
  const isOwner = useIsOwner();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const endpoints = useQuery(webhookQueries.list(chatbotId));
  if (endpoints.isPending) return <LoadingBlock label="Loading integrations…" />;
  if (endpoints.isError) return <ErrorPanel title="Could not load the integrations" error={endpoints.error} />;
  const hooks = endpoints.data.filter((endpoint) => endpoint.Kind === "webhook");
  const fub = endpoints.data.find((endpoint) => endpoint.Kind === "followupboss");

  return (
    <div className="grid gap-6">
      <section aria-labelledby="webhooks-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="webhooks-heading" className="text-lg font-semibold text-slate-900">
            Webhooks
          </h2>
          {isOwner && !adding && <Button onClick={() => setAdding(true)}>Add endpoint</Button>}
        </div>
        <p className="text-sm text-slate-700">
          Casabot POSTs each event as JSON, signed by the Standard Webhooks spec (webhook-id, webhook-timestamp, webhook-signature). A receiver that does not
          answer 2xx is retried for about a day; one that answers 410, or fails for a day, is turned off and the workspace&apos;s owners are mailed.
        </p>
        {secret && <SecretOnce label="The endpoint's signing secret" secret={secret} note={SEALED_NOTE} onDismiss={() => setSecret(null)} />}
        {adding && (
          <WebhookForm
            chatbotId={chatbotId}
            onCreated={(created) => {
              setSecret(created);
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        )}
        {hooks.length === 0 ? (
          !adding && (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-700">No webhook endpoints yet.</p>
          )
        ) : (
          <ul className="grid gap-3" aria-label="Webhook endpoints">
            {hooks.map((endpoint) => (
              <EndpointCard key={endpoint.ID} chatbotId={chatbotId} endpoint={endpoint} isOwner={isOwner} onSecret={setSecret} />
            ))}
          </ul>
        )}
      </section>
      <FollowUpBossSection chatbotId={chatbotId} connection={fub} isOwner={isOwner} />
      <FeedSection chatbotId={chatbotId} isOwner={isOwner} />
    </div>
  );
}
