"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Field, inputClass } from "@/components/ui/field";
import { LoadingBlock } from "@/components/ui/skeleton";
import { memberInviteInput } from "@/lib/auth/schema";
import { api, ChatApiError } from "@/lib/client/api";
import { workspaceKeys, workspaceQueries } from "@/lib/client/queries";
import { validationErrorMap } from "@/lib/validation/messages";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
/** A role in the owner's words. */
export const ROLE_LABEL = { owner: "Owner", member: "Member" } as const;

const isUnverified = (error: Error) =>
  error instanceof ChatApiError && error.code === 403 && (error.data as { Unverified?: boolean } | null)?.Unverified === true;

/**
 * The owner's side of inviting: the form, and the invitations still waiting with a way to take
 * each back. An owner whose address is not confirmed is told so, with a way to mail the link to `myEmail`.
 */
export function InvitationsPanel({ myEmail }: { myEmail?: string }) {
  const queryClient = useQueryClient();
  const invitations = useQuery(workspaceQueries.invitations());
  const [doomed, setDoomed] = useState<{ ID: string; Email: string }>();
  const [unverified, setUnverified] = useState<string>();
  const [unmailed, setUnmailed] = useState<{ email: string; url: string }>();
  const form = useForm({
    resolver: zodResolver(memberInviteInput, { error: validationErrorMap }),
    defaultValues: { Email: "", Role: "member" as const },
  });

  const invite = useMutation({
    mutationFn: (values: { Email: string; Role: "owner" | "member" }) => api.Workspace.MemberInvite(values),
    onSuccess: (sent) => {
      // "Sent" only when a mail went out; without a mail server the owner passes the link on.
      if (sent.Mailed) toast.success(`Invitation sent to ${sent.Email}`);
      setUnmailed(sent.InviteUrl ? { email: sent.Email, url: sent.InviteUrl } : undefined);
      setUnverified(undefined);
      form.reset();
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations() });
    },
    onError: (error) => (isUnverified(error) ? setUnverified(error.message) : toast.error(error.message)),
  });
  const confirmation = useMutation({
    mutationFn: (email: string) => api.User.ResendVerification({ Email: email }),
    onError: (error) => toast.error(error.message),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api.Workspace.InviteRevoke({ ID: id }),
    onSuccess: () => {
      toast.success(`Invitation to ${doomed?.Email ?? "them"} revoked`);
      setDoomed(undefined);
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations() });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <div>
      {invitations.isPending ? (
        <div className="mt-4">
          <LoadingBlock lines={1} label="Loading invitations…" />
        </div>
      ) : invitations.isError ? (
        <ErrorPanel title="Could not load the invitations" error={invitations.error} />
      ) : (
        invitations.data.length > 0 && (
          <>
            <h3 className="mt-6 text-sm font-semibold text-slate-900">Waiting to join</h3>
            <ul className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Invitations waiting">
              {invitations.data.map((invitation) => (
                <li key={invitation.ID} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="break-all font-medium">{invitation.Email}</span>
                      <Badge tone="amber">Invited</Badge>
                      <Badge>{ROLE_LABEL[invitation.Role]}</Badge>
                    </p>
                    <p className="mt-0.5 text-xs text-slate-600">
                      Sent {when.format(new Date(invitation.CreatedAt))} · link works until {when.format(new Date(invitation.ExpiresAt))}
                    </p>
                  </div>
                  <Button variant="danger-ghost" size="sm" onClick={() => setDoomed(invitation)} aria-label={`Revoke the invitation to ${invitation.Email}`}>
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )
      )}
      <h3 id="invite-heading" className="mt-6 text-sm font-semibold text-slate-900">
        Invite someone
      </h3>
      {unverified && (
        <div role="alert" className="mt-2 space-y-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          <p>{unverified}</p>
          {myEmail && (
            <Button type="button" variant="secondary" size="sm" disabled={confirmation.isPending} onClick={() => confirmation.mutate(myEmail)}>
              Mail me a confirmation link
            </Button>
          )}
          {confirmation.isSuccess && <p>{confirmation.data.Message}</p>}
        </div>
      )}
      {unmailed && <InviteLink email={unmailed.email} url={unmailed.url} />}
      <form
        onSubmit={form.handleSubmit((values) => invite.mutate(values))}
        noValidate
        aria-labelledby="invite-heading"
        className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field
          label="E-mail address"
          hint="They get a link to join, valid for 7 days: by mail when e-mail is set up, else from you."
          error={form.formState.errors.Email?.message}
          className="sm:w-80"
        >
          <input type="email" autoComplete="off" className={inputClass} {...form.register("Email")} />
        </Field>
        <Field label="Role" hint="A member holds no keys and deletes nothing." error={form.formState.errors.Role?.message} className="sm:w-48">
          <select className={inputClass} {...form.register("Role")}>
            <option value="member">Member</option>
            <option value="owner">Owner</option>
          </select>
        </Field>
        <Button type="submit" disabled={invite.isPending} className="sm:mt-6">
          {invite.isPending ? "Sending…" : "Send invitation"}
        </Button>
      </form>
      <ConfirmDialog
        open={doomed !== undefined}
        title={`Revoke the invitation to ${doomed?.Email ?? ""}?`}
        confirmLabel="Revoke invitation"
        busy={revoke.isPending}
        onConfirm={() => doomed && revoke.mutate(doomed.ID)}
        onClose={() => setDoomed(undefined)}
      >
        The link in their mail stops working. You can invite them again later.
      </ConfirmDialog>
    </div>
  );
}

/** An invitation that no mail carried (no mail server): its link, to copy and pass on. Shown once, as the server gives it once. */
function InviteLink({ email, url }: { email: string; url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="mt-2 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>E-mail is not set up, so no mail was sent. Send {email} this link yourself (it works once, for 7 days, and is shown only now):</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          aria-label={`Invitation link for ${email}`}
          value={url}
          className={`${inputClass} font-mono text-xs`}
          onFocus={(event) => event.target.select()}
        />
        <Button
          className="shrink-0 whitespace-nowrap"
          type="button"
          variant="secondary"
          size="sm"
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => setCopied(true),
              () => toast.error("Could not copy: select the link and copy it"),
            )
          }
        >
          {copied ? "Copied" : "Copy link"}
        </Button>
      </div>
    </div>
  );
}
