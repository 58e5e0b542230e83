"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { InlineSkeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { workspaceKeys } from "@/lib/client/queries";
import { SecretOnce } from "./secret-once";

export function SessionKeySection({ prefix }: { prefix?: string }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [rotated, setRotated] = useState<string>();
  const rotate = useMutation({
    mutationFn: () => api.Workspace.SessionKeyRotate(),
    onSuccess: ({ SessionKey }) => {
      setConfirming(false);
      setRotated(SessionKey);
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.info() });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <section aria-labelledby="session-key-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="session-key-heading" className="text-lg font-semibold">
        Session key
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Webhook and listing-sync clients send it in the <code>chatrobot-sessionkey</code> header (listing endpoints only). The workspace has one; rotating it
        issues a new one and the old one stops working at once.
      </p>
      <p className="mt-3 text-sm">
        Current key: {prefix ? <code className="break-all font-mono text-slate-900">{prefix}</code> : <InlineSkeleton className="h-4 w-48 align-middle" />}
      </p>
      <Button variant="secondary" className="mt-3" onClick={() => setConfirming(true)}>
        Rotate session key
      </Button>
      {rotated && (
        <div className="mt-4">
          <SecretOnce label="New session key" secret={rotated} onDismiss={() => setRotated(undefined)} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Rotate the session key?"
        confirmLabel="Rotate key"
        busy={rotate.isPending}
        onConfirm={() => rotate.mutate()}
        onClose={() => setConfirming(false)}
      >
        Clients using the current session key will be refused until they get the new one.
      </ConfirmDialog>
    </section>
  );
}
