"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { addChatbotInput } from "@/lib/chatbots/schema";
import { api } from "@/lib/client/api";
import { chatbotKeys, insightKeys } from "@/lib/client/queries";
import { validationErrorMap } from "@/lib/validation/messages";
import { browserTimeZone, timeZoneOptions } from "./time-zones";

export function NewChatbotForm({ onDone }: { onDone: () => void }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(addChatbotInput, { error: validationErrorMap }),
    defaultValues: { Name: "", timeZone: browserTimeZone() },
  });
  // The form opens where the button that opened it was: the cursor goes to its first field.
  useEffect(() => form.setFocus("Name"), [form]);
  const create = useMutation({
    mutationFn: (input: Parameters<typeof api.Chatbot.Add>[0]) => api.Chatbot.Add(input),
    onSuccess: async (id) => {
      toast.success("Chatbot created");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatbotKeys.list() }),
        queryClient.invalidateQueries({ queryKey: insightKeys.workspace() }),
      ]);
      // To its checklist, not into its settings.
      router.push(`/chatbots/${id}/start`);
    },
    onError: (error) => toast.error(error.message),
  });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.handleSubmit((values) => create.mutate({ ...values, Name: values.Name?.trim() || undefined }))}
      noValidate
      aria-label="New chatbot"
      className="mb-6 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <Field label="Name" error={errors.Name?.message}>
        <input className={inputClass} placeholder="My Chatbot" {...form.register("Name")} />
      </Field>
      <Field label="Time zone" error={errors.timeZone?.message}>
        <select className={inputClass} {...form.register("timeZone")}>
          {timeZoneOptions(browserTimeZone()).map((zone) => (
            <option key={zone}>{zone}</option>
          ))}
        </select>
      </Field>
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
