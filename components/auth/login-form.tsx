"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { signInInput } from "@/lib/auth/schema";
import { api, ChatApiError } from "@/lib/client/api";
import { safeNextPath } from "@/lib/client/next-path";
import { validationErrorMap } from "@/lib/validation/messages";

export function LoginForm({ next, signUpAllowed, notice }: { next: string; signUpAllowed: boolean; notice?: string }) {
  const [failure, setFailure] = useState<string>();
  const [unverified, setUnverified] = useState(false);
  const [resent, setResent] = useState<string>();
  const form = useForm({ resolver: zodResolver(signInInput, { error: validationErrorMap }), defaultValues: { Email: "", Password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setUnverified(false);
    setResent(undefined);
    try {
      await api.User.SignIn(values);
      // A full navigation, so every server component sees the new cookie. Checked again here:
      // this is the line that would send the browser away.
      window.location.assign(safeNextPath(next));
    } catch (error) {
      setFailure((error as Error).message);
      setUnverified(error instanceof ChatApiError && error.code === 403 && (error.data as { Unverified?: boolean } | null)?.Unverified === true);
    }
  });

  const resend = async () => {
    try {
      setResent((await api.User.ResendVerification({ Email: form.getValues("Email") })).Message);
    } catch (error) {
      setResent((error as Error).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-xl font-semibold">Sign in</h1>
      {notice && !failure && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          {notice}
        </p>
      )}
      {failure && (
        <div role="alert" className="space-y-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
          <p>{failure}</p>
          {unverified && (
            <Button type="button" variant="secondary" onClick={resend}>
              Send a new link
            </Button>
          )}
          {resent && <p>{resent}</p>}
        </div>
      )}
      <Field label="E-mail" error={errors.Email?.message}>
        <input type="email" autoComplete="email" className={inputClass} {...form.register("Email")} />
      </Field>
      <Field label="Password" error={errors.Password?.message}>
        <input type="password" autoComplete="current-password" className={inputClass} {...form.register("Password")} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
      <p className="text-center text-sm text-slate-700">
        <Link href="/forgot-password" className="font-medium text-blue-800 underline">
          Forgot your password?
        </Link>
      </p>
      {signUpAllowed && (
        <p className="text-center text-sm text-slate-700">
          New here?{" "}
          <Link href="/signup" className="font-medium text-blue-800 underline">
            Create an account
          </Link>
        </p>
      )}
    </form>
  );
}
