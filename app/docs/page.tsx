import type { Metadata } from "next";
import Link from "next/link";
import { AppHeader } from "@/components/dashboard/app-header";
import { ApiReference } from "@/components/docs/api-reference";
import { buttonClass } from "@/components/ui/button";
import { openApiDocument } from "@/lib/api/openapi/document";
import { currentOwner } from "@/lib/auth/current-owner";

export const metadata: Metadata = { title: "API reference" };

/**
 * The OpenAPI document, rendered on the server and public, nothing from another site. A
 * signed-in owner reads it inside the dashboard's frame (its header and sections); anyone
 * else gets the site's name and the way to sign in.
 */
export default async function DocsPage() {
  const owner = await currentOwner();
  return (
    <div className="min-h-screen">
      {owner ? (
        <AppHeader email={owner.user.email} workspaceName={owner.workspace.name} />
      ) : (
        <header className="border-b border-slate-200 bg-white">
          <nav aria-label="Site" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
            <Link href="/" className="text-lg font-bold tracking-tight text-slate-900">
              Casabot
            </Link>
            <span className="flex gap-2">
              <Link href="/login" className={buttonClass("secondary", "sm")}>
                Sign in
              </Link>
              <Link href="/signup" className={buttonClass("primary", "sm")}>
                Create an account
              </Link>
            </span>
          </nav>
        </header>
      )}
      <main id="main">
        <ApiReference document={openApiDocument()} />
      </main>
    </div>
  );
}
