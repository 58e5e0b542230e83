import Link from "next/link";
import type { ReactNode } from "react";

/** What an account page shows once its step is done: a heading, the outcome, and the way on to sign in. */
export function SignInNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p role="status" className="text-sm text-slate-700">
        {children}
      </p>
      <Link href="/login" className="inline-block text-sm font-medium text-blue-800 underline">
        Sign in
      </Link>
    </div>
  );
}
