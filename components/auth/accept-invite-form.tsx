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

// The token comes from the mailed link, not from a field; the form checks only the password.
const choosePasswordForm = z.object({ Password: passwordSchema });

export function AcceptInviteForm() {
  const token = useLinkToken();
  const [failure, setFailure] = useState<string>();
  const form = useForm({ resolver: zodResolver(choosePasswordForm, { error: validationErrorMap }), defaultValues: { Password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ Password }) => {
    setFailure(undefined);
    try {
      await api.User.AcceptInvite({ Token: token ?? "", Password });
      // A full navigation, so every server component sees the new session cookie.
      window.location.assign("/chatbots");
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-xl font-semibold">Join your team on Casabot</h1>
      <p className="text-sm text-slate-700">Choose a password for your account. You sign in with the address the invitation was mailed to.</p>
      {token === "" && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          This page needs the link from your invitation mail. Open the link itself, or ask the workspace's owner for a new invitation.
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      )}
      <Field label="Password" hint="At least 8 characters." error={errors.Password?.message}>
        <input type="password" autoComplete="new-password" className={inputClass} {...form.register("Password")} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting || !token}>
        {isSubmitting ? "Joining…" : "Join the workspace"}
      </Button>
      <p className="text-center text-sm text-slate-700">
        Already have an account?{" "}
        <Link href="/login" className="font-medium text-blue-800 underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
