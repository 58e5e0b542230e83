"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { accountEmailInput } from "@/lib/auth/schema";
import { api } from "@/lib/client/api";
import { validationErrorMap } from "@/lib/validation/messages";

export function ForgotPasswordForm() {
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<string>();
  const form = useForm({ resolver: zodResolver(accountEmailInput, { error: validationErrorMap }), defaultValues: { Email: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      setSent((await api.User.ForgotPassword(values)).Message);
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-xl font-semibold">Forgot your password?</h1>
      {sent ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          {sent}
        </p>
      ) : (
        <p className="text-sm text-slate-700">Enter the e-mail address you sign in with, and we will mail you a link to choose a new password.</p>
      )}
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      )}
      <Field label="E-mail" error={errors.Email?.message}>
        <input type="email" autoComplete="email" className={inputClass} {...form.register("Email")} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Sending…" : sent ? "Send again" : "Send the link"}
      </Button>
      <p className="text-center text-sm text-slate-700">
        <Link href="/login" className="font-medium text-blue-800 underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
