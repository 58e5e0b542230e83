import type { ReactNode } from "react";

/** What a page shows when its data could not be loaded: the server's own message. */
export function ErrorPanel({ title = "Something went wrong", error, children }: { title?: string; error?: unknown; children?: ReactNode }) {
  const message = error instanceof Error ? error.message : undefined;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{title}</p>
      {message && <p className="mt-1">{message}</p>}
      {children}
    </div>
  );
}
