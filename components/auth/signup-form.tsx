"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import { signUpInput } from "@/lib/auth/schema";
import { api, ChatApiError } from "@/lib/client/api";
import { validationErrorMap } from "@/lib/validation/messages";
import { SignInNotice } from "./sign-in-notice";

// Sign-up answers the same whether or not the address is taken, and signs nobody in:
// the form then signs in with what was typed, or asks for the mailed link to be opened.
const NOT_YOURS = "This e-mail address and password do not open an account. If the address is yours, sign in or choose a new password.";

export function SignUpForm() {
  const [failure, setFailure] = useState<string>();
  const [mailedTo, setMailedTo] = useState<string>();
  const form = useForm({
    resolver: zodResolver(signUpInput, { error: validationErrorMap }),
    defaultValues: { Email: "", Password: "", WorkspaceName: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const reply = await api.User.SignUp(values);
      if (reply.Status === "verify_email") return setMailedTo(reply.Email);
      await api.User.SignIn({ Email: values.Email, Password: values.Password });
      window.location.assign("/chatbots");
    } catch (error) {
      setFailure(error instanceof ChatApiError && error.code === 401 ? NOT_YOURS : (error as Error).message);
    }
  });

  if (mailedTo) {
    return (
      <SignInNotice title="Check your mail">
        We sent a link to <strong>{mailedTo}</strong>. Open it within 24 hours to confirm your address, then sign in.
      </SignInNotice>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h1 className="text-xl font-semibold">Create an account</h1>
      {failure && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {failure}{" "}
          {failure === NOT_YOURS && (
            <Link href="/forgot-password" className="font-medium underline">
              Forgot your password?
            </Link>
          )}
        </p>
      )}
      <Field label="Agency or workspace name" error={errors.WorkspaceName?.message}>
        <input autoComplete="organization" className={inputClass} {...form.register("WorkspaceName")} />
      </Field>
      <Field label="E-mail" error={errors.Email?.message}>
        <input type="email" autoComplete="email" className={inputClass} {...form.register("Email")} />
      </Field>
      <Field label="Password" hint="At least 8 characters." error={errors.Password?.message}>
        <input type="password" autoComplete="new-password" className={inputClass} {...form.register("Password")} />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating…" : "Create account"}
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
