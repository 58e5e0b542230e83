"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { passwordSchema } from "@/lib/auth/schema";
import { api } from "@/lib/client/api";
import { validationErrorMap } from "@/lib/validation/messages";
import { useLinkToken } from "./link-token";

// The token comes from the link, not from a field; the form checks only the password.
const newPasswordForm = z.object({ Password: passwordSchema });

export function ResetPasswordForm() {
  const token = useLinkToken();
  const [failure, setFailure] = useState<string>();
  const form = useForm({ resolver: zodResolver(newPasswordForm, { error: validationErrorMap }), defaultValues: { Password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ Password }) => {
    setFailure(undefined);
    try {
      await api.User.ResetPassword({ Token: token ?? "", Password });
      window.location.assign("/login?notice=password-reset");
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-xl font-semibold">Choose a new password</h1>
      {token === "" && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          This page needs the link from the mail we sent you. Open the link itself, or ask for a new one.
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      )}
      <Field label="New password" hint="At least 8 characters. Every device signed in to your account is signed out." error={errors.Password?.message}>
        <input type="password" autoComplete="new-password" className={inputClass} {...form.register("Password")} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting || !token}>
        {isSubmitting ? "Saving…" : "Set the new password"}
      </Button>
      <p className="text-center text-sm text-slate-700">
        <Link href="/forgot-password" className="font-medium text-blue-800 underline">
          Ask for a new link
        </Link>
      </p>
    </form>
  );
}
