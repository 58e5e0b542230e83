"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { useIsOwner } from "@/components/dashboard/role";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingBlock } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { workspaceKeys, workspaceQueries } from "@/lib/client/queries";
import { InvitationsPanel, ROLE_LABEL } from "./invitations-panel";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export function MembersSection() {
  const isOwner = useIsOwner();
  const queryClient = useQueryClient();
  const members = useQuery(workspaceQueries.members());
  const [doomed, setDoomed] = useState<string>();
  const remove = useMutation({
    mutationFn: (email: string) => api.Workspace.MemberRemove({ Email: email }),
    onSuccess: (_, email) => {
      toast.success(`Removed ${email}`);
      setDoomed(undefined);
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.members() });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <section id="team" aria-labelledby="members-heading" className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="members-heading" className="text-lg font-semibold">
        Members
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        People who can sign in to this workspace. Owners can do everything; members work on chatbots, listings and leads, but hold no API keys and delete
        nothing.
      </p>
      <div className="mt-4">
        {members.isPending ? (
          <LoadingBlock lines={1} label="Loading members…" />
        ) : members.isError ? (
          <ErrorPanel title="Could not load the members" error={members.error} />
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Members">
            {members.data.map((member) => (
              <li key={member.ID} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="break-all font-medium">{member.Email}</span>
                    <Badge tone={member.Role === "owner" ? "blue" : "neutral"}>{ROLE_LABEL[member.Role]}</Badge>
                    {member.You && <Badge tone="green">You</Badge>}
                  </p>
                  <p className="mt-0.5 text-xs text-slate-600">Joined {date.format(new Date(member.CreatedAt))}</p>
                </div>
                {isOwner && !member.You && (
                  <Button variant="danger-ghost" size="sm" onClick={() => setDoomed(member.Email)} aria-label={`Remove ${member.Email}`}>
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {isOwner && <InvitationsPanel myEmail={members.data?.find((member) => member.You)?.Email} />}
      <ConfirmDialog
        open={doomed !== undefined}
        title={`Remove ${doomed ?? ""}?`}
        confirmLabel="Remove member"
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(undefined)}
      >
        They are signed out at once and can no longer sign in to this workspace. You can invite them again later.
      </ConfirmDialog>
    </section>
  );
}
