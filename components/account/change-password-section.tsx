"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { changePasswordInput } from "@/lib/auth/schema";
import { api } from "@/lib/client/api";
import { ChatApiError } from "@/lib/client/api";
import { accountKeys } from "@/lib/client/queries";
import { validationErrorMap } from "@/lib/validation/messages";

const signedOut = (count: number) => (count === 0 ? "" : count === 1 ? " One other device was signed out." : ` ${count} other devices were signed out.`);

export function ChangePasswordSection() {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(changePasswordInput, { error: validationErrorMap }),
    defaultValues: { CurrentPassword: "", NewPassword: "" },
  });
  const change = useMutation({
    mutationFn: (values: { CurrentPassword: string; NewPassword: string }) => api.User.ChangePassword(values),
    onSuccess: (result) => {
      toast.success(`Password changed.${signedOut(result.SignedOutSessions)}`);
      form.reset();
      return queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
    onError: (error) => {
      // The server names the field it refused: a wrong current password goes beside that field.
      if (error instanceof ChatApiError && error.message.startsWith("CurrentPassword")) {
        form.setError("CurrentPassword", { message: "This is not your current password" });
      } else toast.error(error.message);
    },
  });

  return (
    <section aria-labelledby="password-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="password-heading" className="text-lg font-semibold">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-700">Every other device signed in to your account is signed out; this one stays signed in.</p>
      <form onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate className="mt-4 space-y-4 sm:max-w-sm">
        <Field label="Current password" error={form.formState.errors.CurrentPassword?.message}>
          <input type="password" autoComplete="current-password" className={inputClass} {...form.register("CurrentPassword")} />
        </Field>
        <Field label="New password" hint="At least 8 characters." error={form.formState.errors.NewPassword?.message}>
          <input type="password" autoComplete="new-password" className={inputClass} {...form.register("NewPassword")} />
        </Field>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Saving…" : "Change password"}
          </Button>
        </div>
      </form>
    </section>
  );
}
