import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { currentOwner } from "@/lib/auth/current-owner";
import { signUpAllowed } from "@/lib/auth/signin";
import { safeNextPath } from "@/lib/client/next-path";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  if (await currentOwner()) redirect(safeNextPath(next));
  return <LoginForm next={safeNextPath(next)} signUpAllowed={signUpAllowed()} />;
}
