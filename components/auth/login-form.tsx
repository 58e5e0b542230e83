"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { signInInput } from "@/lib/auth/schema";
import { api } from "@/lib/client/api";
import { safeNextPath } from "@/lib/client/next-path";
import { validationErrorMap } from "@/lib/validation/messages";

export function LoginForm({ next, signUpAllowed }: { next: string; signUpAllowed: boolean }) {
  const [failure, setFailure] = useState<string>();
  const form = useForm({ resolver: zodResolver(signInInput, { error: validationErrorMap }), defaultValues: { Email: "", Password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await api.User.SignIn(values);
      // A full navigation, so every server component sees the new cookie. Checked again here:
      // this is the line that would send the browser away.
      window.location.assign(safeNextPath(next));
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-xl font-semibold">Sign in</h1>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
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
