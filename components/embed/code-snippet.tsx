"use client";

import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

interface CodeSnippetProps {
  /** What the code is, for the button's name and the toast: "script tag". */
  what: string;
  code: string;
}

/** Read-only code with a Copy button; where the clipboard is refused, the code is selected instead. */
export function CodeSnippet({ what, code }: CodeSnippetProps) {
  const block = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  function selectCode() {
    const selection = window.getSelection();
    if (block.current && selection) selection.selectAllChildren(block.current);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success(`${what.charAt(0).toUpperCase()}${what.slice(1)} copied`);
    } catch {
      // No clipboard outside a secure context (a plain-http deployment), or permission refused.
      selectCode();
      toast.error("Could not copy: the code is selected, copy it with Ctrl+C or ⌘C");
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <pre
        ref={block}
        className="min-w-0 flex-1 whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 px-3 py-2.5 font-mono text-xs leading-relaxed text-slate-900 [overflow-wrap:anywhere]"
      >
        <code>{code}</code>
      </pre>
      <Button variant="secondary" onClick={copy} className="shrink-0 self-start">
        {copied ? "Copied" : "Copy"}
        <span className="sr-only"> {what}</span>
      </Button>
    </div>
  );
}
