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
import { apiKeyCreateInput } from "@/lib/auth/schema";
import { api } from "@/lib/client/api";
import { workspaceKeys, workspaceQueries } from "@/lib/client/queries";
import { validationErrorMap } from "@/lib/validation/messages";
import { SecretOnce } from "./secret-once";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

export function ApiKeysSection() {
  const queryClient = useQueryClient();
  const keys = useQuery(workspaceQueries.apiKeys());
  const [created, setCreated] = useState<{ Name: string; ApiKey: string }>();
  const [doomed, setDoomed] = useState<{ ID: string; Name: string }>();
  const form = useForm({ resolver: zodResolver(apiKeyCreateInput, { error: validationErrorMap }), defaultValues: { Name: "" } });

  const create = useMutation({
    mutationFn: (name: string) => api.Workspace.ApiKeyCreate({ Name: name }),
    onSuccess: (key) => {
      setCreated(key);
      form.reset();
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.apiKeys() });
    },
    onError: (error) => toast.error(error.message),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api.Workspace.ApiKeyRevoke({ ID: id }),
    onSuccess: () => {
      toast.success(`Revoked ${doomed?.Name ?? "the key"}`);
      setDoomed(undefined);
      return queryClient.invalidateQueries({ queryKey: workspaceKeys.apiKeys() });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <section aria-labelledby="api-keys-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="api-keys-heading" className="text-lg font-semibold">
        API keys
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Send a key in the <code>Authorization</code> header to call the API from your own systems. Each key works until it is revoked.
      </p>
      <form onSubmit={form.handleSubmit((values) => create.mutate(values.Name))} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Key name" hint="What will use it, e.g. “MLS sync”." error={form.formState.errors.Name?.message} className="sm:w-80">
          <input className={inputClass} {...form.register("Name")} />
        </Field>
        <Button type="submit" disabled={create.isPending} className="sm:mb-5">
          {create.isPending ? "Creating…" : "Create API key"}
        </Button>
      </form>
      {created && (
        <div className="mt-4">
          <SecretOnce label={`New API key “${created.Name}”`} secret={created.ApiKey} onDismiss={() => setCreated(undefined)} />
        </div>
      )}
      <div className="mt-4">
        {keys.isPending ? (
          <LoadingBlock lines={2} label="Loading API keys…" />
        ) : keys.isError ? (
          <ErrorPanel title="Could not load the API keys" error={keys.error} />
        ) : keys.data.length === 0 ? (
          <p className="text-sm text-slate-700">No API keys yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="API keys">
            {keys.data.map((key) => (
              <li key={key.ID} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 font-medium">
                    {key.Name || "(unnamed)"} {key.RevokedAt ? <Badge tone="red">Revoked</Badge> : <Badge tone="green">Active</Badge>}
                  </p>
                  <p className="mt-0.5 break-all font-mono text-xs text-slate-700">{key.Prefix}</p>
                  <p className="mt-0.5 text-xs text-slate-600">
                    Created {when.format(new Date(key.CreatedAt))}
                    {key.RevokedAt && ` · revoked ${when.format(new Date(key.RevokedAt))}`}
                  </p>
                </div>
                {!key.RevokedAt && (
                  <Button variant="danger-ghost" size="sm" onClick={() => setDoomed(key)} aria-label={`Revoke ${key.Name}`}>
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={doomed !== undefined}
        title={`Revoke “${doomed?.Name ?? ""}”?`}
        confirmLabel="Revoke key"
        busy={revoke.isPending}
        onConfirm={() => doomed && revoke.mutate(doomed.ID)}
        onClose={() => setDoomed(undefined)}
      >
        Every request with this key will be refused from now on. This cannot be undone.
      </ConfirmDialog>
    </section>
  );
}
