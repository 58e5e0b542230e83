import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignUpForm } from "@/components/auth/signup-form";
import { currentOwner } from "@/lib/auth/current-owner";
import { signUpAllowed } from "@/lib/auth/signin";

export const metadata: Metadata = { title: "Create an account" };

export default async function SignUpPage() {
  if (await currentOwner()) redirect("/chatbots");
  if (!signUpAllowed()) {
    return (
      <div>
        <h1 className="text-xl font-semibold">Create an account</h1>
        <p role="alert" className="mt-3 text-sm text-slate-700">
          Sign-up is turned off on this server. Ask your administrator for an account.
        </p>
        <Link href="/login" className="mt-4 inline-block text-sm font-medium text-blue-800 underline">
          Sign in
        </Link>
      </div>
    );
  }
  return <SignUpForm />;
}
