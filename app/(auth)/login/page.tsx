import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { currentOwner } from "@/lib/auth/current-owner";
import { signUpAllowed } from "@/lib/auth/signin";
import { safeNextPath } from "@/lib/client/next-path";

export const metadata: Metadata = { title: "Sign in" };

// Fixed texts by name: the query never puts words of its own on the page.
const NOTICES: Record<string, string> = { "password-reset": "Your new password is set, and every other session was signed out. Sign in with it." };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[]; notice?: string | string[] }> }) {
  const { next, notice } = await searchParams;
  if (await currentOwner()) redirect(safeNextPath(next));
  return (
    <LoginForm
      next={safeNextPath(next)}
      signUpAllowed={signUpAllowed()}
      notice={typeof notice === "string" && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : undefined}
    />
  );
}
