"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { Button } from "./button";
import { Modal } from "./dialog";

/**
 * While `dirty`, asks before the owner leaves the page. A link inside the app opens an
 * in-app dialog ("Stay" is the default); reload, close or a typed address get the browser's
 * own prompt, the only one a page may show then. The App Router has no hook to block its
 * navigations, so clicks on same-site links are caught on the document in the capture
 * phase, before Next's <Link> handler sees them, and replayed with the router on "Leave".
 */
export function UnsavedChangesGuard({
  dirty,
  title = "Leave without saving?",
  message = "You have unsaved changes on this page. If you leave now, they are lost.",
  leaveLabel = "Leave and lose changes",
}: {
  dirty: boolean;
  title?: string;
  message?: string;
  leaveLabel?: string;
}) {
  const router = useRouter();
  const titleId = useId();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  return (
    <Modal open={leavingTo !== null} labelledBy={titleId} onClose={() => setLeavingTo(null)}>
      <div className="p-5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{message}</p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          {/* First, so the dialog opens with the safe answer focused. */}
          <Button variant="secondary" onClick={() => setLeavingTo(null)}>
            Stay on this page
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              const href = leavingTo;
              setLeavingTo(null);
              if (href) router.push(href);
            }}
          >
            {leaveLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
