"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { WEBHOOK_EVENTS } from "@/db/enums";
import { api } from "@/lib/client/api";
import { webhookKeys } from "@/lib/client/webhooks";
import { validationErrorMap } from "@/lib/validation/messages";
import { webhookCreateInput } from "@/lib/webhooks/schema";

export const EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  "lead.created": "A visitor leaves their contact",
  "lead.updated": "A lead's status or notes change",
  "showing.requested": "A visitor asks to see a home",
  "handoff.requested": "A visitor asks for a person",
  "conversation.ended": "A conversation ends (30 minutes quiet), with its transcript",
};

/** Adds a webhook endpoint, validated with the API's own schema; its secret is handed up to be shown once. */
export function WebhookForm({ chatbotId, onCreated, onCancel }: { chatbotId: string; onCreated: (secret: string) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(webhookCreateInput, { error: validationErrorMap }),
    defaultValues: { SerialNumber: chatbotId, Url: "", Description: "", Events: [...WEBHOOK_EVENTS] },
  });
  const create = useMutation({
    mutationFn: (input: Parameters<typeof api.Webhook.Create>[0]) => api.Webhook.Create(input),
    onSuccess: async (created) => {
      toast.success("Endpoint added");
      onCreated(created.Secret);
      await queryClient.invalidateQueries({ queryKey: webhookKeys.all(chatbotId) });
    },
    onError: (error) => toast.error(error.message),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="New webhook endpoint"
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <Field label="Endpoint URL" required error={errors.Url?.message} hint="https, on a public address: Casabot POSTs signed JSON to it.">
        <input className={inputClass} type="url" placeholder="https://crm.example.com/hooks/casabot" {...form.register("Url")} />
      </Field>
      <Field label="Description" error={errors.Description?.message}>
        <input className={inputClass} placeholder="Our CRM" {...form.register("Description")} />
      </Field>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Events</legend>
        <div className="grid gap-1">
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" value={event} className="mt-1" {...form.register("Events")} />
              <span>
                <code className="text-xs">{event}</code> — {EVENT_LABELS[event]}
              </span>
            </label>
          ))}
        </div>
        {errors.Events && <p className="mt-1 text-sm text-red-700">{errors.Events.message}</p>}
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Adding…" : "Add endpoint"}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
