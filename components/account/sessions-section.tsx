"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingBlock } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { accountKeys, accountQueries } from "@/lib/client/queries";
import { describeUserAgent } from "./user-agent";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function SessionsSection() {
  const queryClient = useQueryClient();
  const sessions = useQuery(accountQueries.sessions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
  const revoke = useMutation({
    mutationFn: (id: string) => api.User.SessionRevoke({ ID: id }),
    onSuccess: (result) => {
      // Signing out this device's own session leaves nothing to show here.
      if (result.SignedOut) return window.location.assign("/login");
      toast.success("Signed out that device");
      return refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const revokeOthers = useMutation({
    mutationFn: () => api.User.SessionRevokeOthers(),
    onSuccess: (result) => {
      toast.success(result.Count === 1 ? "Signed out 1 other device" : `Signed out ${result.Count} other devices`);
      return refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const others = sessions.data?.filter((session) => !session.Current).length ?? 0;

  return (
    <section aria-labelledby="sessions-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="sessions-heading" className="text-lg font-semibold">
            Active sessions
          </h2>
          <p className="mt-1 text-sm text-slate-700">Where your account is signed in. Sign out any device you do not recognise, then change your password.</p>
        </div>
        {others > 0 && (
          <Button variant="secondary" size="sm" onClick={() => revokeOthers.mutate()} disabled={revokeOthers.isPending} className="shrink-0">
            {revokeOthers.isPending ? "Signing out…" : "Sign out other sessions"}
          </Button>
        )}
      </div>
      <div className="mt-4">
        {sessions.isPending ? (
          <LoadingBlock lines={2} label="Loading sessions…" />
        ) : sessions.isError ? (
          <ErrorPanel title="Could not load your sessions" error={sessions.error} />
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Active sessions">
            {sessions.data.map((session) => (
              <li key={session.ID} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {describeUserAgent(session.UserAgent)}
                    {session.Current && <Badge tone="green">This device</Badge>}
                  </p>
                  <p className="mt-0.5 text-xs text-slate-600">
                    Signed in {when.format(new Date(session.CreatedAt))} · until {when.format(new Date(session.ExpiresAt))}
                  </p>
                </div>
                <Button
                  variant="danger-ghost"
                  size="sm"
                  onClick={() => revoke.mutate(session.ID)}
                  disabled={revoke.isPending && revoke.variables === session.ID}
                  aria-label={
                    session.Current
                      ? "Sign out this device"
                      : `Sign out ${describeUserAgent(session.UserAgent)}, signed in ${when.format(new Date(session.CreatedAt))}`
                  }
                >
                  Sign out
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
