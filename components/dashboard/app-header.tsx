"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { NewLeadsBadge } from "@/components/leads/new-leads";
import { CommandPalette } from "./command-palette";

const NAV = [
  { href: "/chatbots", label: "Chatbots" },
  { href: "/leads", label: "Leads" },
  // The workspace's people: the members and invitations section of the Workspace page.
  { href: "/workspace#team", label: "Team" },
  { href: "/workspace", label: "Workspace" },
  { href: "/account", label: "Account" },
  { href: "/docs", label: "API docs" },
];

export function AppHeader({ email, workspaceName }: { email: string; workspaceName: string }) {
  const pathname = usePathname();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await api.User.SignOut();
      window.location.assign("/login");
    } catch (error) {
      setSigningOut(false);
      toast.error((error as Error).message);
    }
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      {/* On a phone: the name and Sign out on one line, the sections on one scrollable line below (issue 23). */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 sm:flex-nowrap sm:px-6 sm:py-3">
        <Link href="/chatbots" className="order-1 text-lg font-bold tracking-tight text-slate-900">
          Casabot
        </Link>
        <nav aria-label="Main" className="order-3 -mx-1 w-full overflow-x-auto sm:order-2 sm:mx-0 sm:w-auto sm:flex-1">
          <ul className="flex gap-1 whitespace-nowrap">
            {NAV.map((item) => {
              const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current ? "page" : undefined}
                    className={`inline-block rounded-md px-3 py-1.5 text-sm font-medium sm:py-2 ${current ? "bg-slate-100 text-slate-900" : "text-slate-700 hover:bg-slate-50"}`}
                  >
                    {item.label}
                    {item.href === "/leads" && <NewLeadsBadge />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="order-2 flex min-w-0 items-center gap-3 sm:order-3">
          <p className="hidden min-w-0 truncate text-sm text-slate-700 sm:block" title={`${email} · ${workspaceName}`}>
            <span className="font-medium text-slate-900">{workspaceName}</span>
            <span className="hidden lg:inline"> · {email}</span>
          </p>
          <CommandPalette />
          <Button variant="secondary" size="sm" onClick={signOut} disabled={signingOut}>
            {signingOut ? "Signing out…" : "Sign out"}
          </Button>
        </div>
      </div>
    </header>
  );
}
