"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { api } from "@/lib/client/api";
import { type WebhookEndpointRow, webhookKeys } from "@/lib/client/webhooks";
import { validationErrorMap } from "@/lib/validation/messages";
import { followUpBossInput } from "@/lib/webhooks/schema";
import { Deliveries } from "./deliveries";

/** Follow Up Boss: the API key (never shown again), a connection check, what was posted. */
export function FollowUpBossSection({ chatbotId, connection, isOwner }: { chatbotId: string; connection: WebhookEndpointRow | undefined; isOwner: boolean }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const form = useForm({ resolver: zodResolver(followUpBossInput, { error: validationErrorMap }), defaultValues: { SerialNumber: chatbotId, ApiKey: "" } });
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.all(chatbotId) });
  const connect = useMutation({
    mutationFn: (input: Parameters<typeof api.Webhook.FollowUpBoss>[0]) => api.Webhook.FollowUpBoss(input),
    onSuccess: async () => {
      toast.success("Follow Up Boss connected");
      form.reset({ SerialNumber: chatbotId, ApiKey: "" });
      setEditing(false);
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const check = useMutation({
    mutationFn: (id: number) => api.Webhook.Test({ ID: id }),
    onSuccess: (result) => (result.Ok ? toast.success(result.Message) : toast.error(result.Message)),
    onError: (error) => toast.error(error.message),
  });
  const disconnect = useMutation({
    mutationFn: (id: number) => api.Webhook.Delete({ ID: id }),
    onSuccess: async () => {
      toast.success("Follow Up Boss disconnected");
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const { errors } = form.formState;

  return (
    <section aria-labelledby="fub-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="fub-heading" className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        Follow Up Boss
        {connection && <Badge tone={connection.Enabled ? "green" : "red"}>{connection.Enabled ? "Connected" : "Turned off"}</Badge>}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Leads, showing requests and handoffs are posted to your Follow Up Boss account as events (Property Inquiry or General Inquiry), so your lead flow,
        action plans and automations run.
      </p>
      {connection && !connection.Enabled && connection.DisabledReason && <p className="mt-2 text-sm text-red-800">Turned off: {connection.DisabledReason}</p>}
      {connection && !editing ? (
        <div className="mt-3 grid gap-3">
          <p className="text-sm text-slate-800">
            API key <code>{connection.SecretHint}</code>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" disabled={check.isPending} onClick={() => check.mutate(connection.ID)}>
              {check.isPending ? "Checking…" : "Test connection"}
            </Button>
            {isOwner && (
              <>
                <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                  Replace API key
                </Button>
                <Button size="sm" variant="danger-ghost" disabled={disconnect.isPending} onClick={() => disconnect.mutate(connection.ID)}>
                  Disconnect
                </Button>
              </>
            )}
          </div>
          <h3 className="text-sm font-semibold text-slate-900">Recent deliveries</h3>
          <Deliveries chatbotId={chatbotId} endpointId={connection.ID} canReplay={isOwner} />
        </div>
      ) : isOwner ? (
        <form
          noValidate
          aria-label="Connect Follow Up Boss"
          onSubmit={form.handleSubmit((values) => connect.mutate(values))}
          className="mt-3 grid max-w-md gap-3"
        >
          <Field
            label="Follow Up Boss API key"
            required
            error={errors.ApiKey?.message}
            hint="In Follow Up Boss: Admin → API. Stored encrypted; never shown again."
          >
            <input className={inputClass} type="password" autoComplete="off" {...form.register("ApiKey")} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" disabled={connect.isPending}>
              {connect.isPending ? "Connecting…" : "Connect"}
            </Button>
            {editing && (
              <Button variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-700">Not connected. An owner of the workspace can connect it.</p>
      )}
    </section>
  );
}
