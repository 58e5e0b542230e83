import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

/** Any address the app does not serve: said plainly, with the ways back. */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-sm font-semibold text-blue-800">404</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900 sm:text-3xl">This page does not exist</h1>
      <p className="mt-3 text-slate-700">The address may be mistyped, or the page was moved or deleted.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/chatbots" className={buttonClass("primary")}>
          Go to your chatbots
        </Link>
        <Link href="/" className={buttonClass("secondary")}>
          Home page
        </Link>
      </div>
    </main>
  );
}
