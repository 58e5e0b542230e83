"use client";

import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** A new secret, shown this once: only its hash (or, for a secret we must sign with, its sealed form) is kept. */
export function SecretOnce({
  label,
  secret,
  onDismiss,
  note = "Copy it now: it is stored only as a hash and will not be shown again.",
}: {
  label: string;
  secret: string;
  onDismiss: () => void;
  note?: string;
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast.error("Could not copy: select the key and copy it by hand");
    }
  }
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-950">{label}</p>
      <p className="mt-1 text-sm text-amber-950">{note}</p>
      <code data-testid="new-secret" className="mt-3 block break-all rounded bg-white p-2 font-mono text-sm text-slate-900">
        {secret}
      </code>
      <div className="mt-3 flex gap-2">
        <Button size="sm" variant="secondary" onClick={copy}>
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </div>
  );
}
