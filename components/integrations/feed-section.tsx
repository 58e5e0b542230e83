"use client";

import Link from "next/link";
import { zodResolver } from "@hookform/resolvers/zod";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { EndpointData } from "@/lib/api/openapi/contract";
import { api } from "@/lib/client/api";
import { feedSetInput } from "@/lib/feeds/schema";
import { validationErrorMap } from "@/lib/validation/messages";

type FeedStatus = NonNullable<EndpointData<"Feed/Get">>;

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const at = (iso: string | null) => (iso ? when.format(new Date(iso)) : "never");

const feedKey = (chatbotId: string) => ["feed", chatbotId] as const;

/** The chatbot's feed, or null when it has none. While a run holds it, polled until it ends. */
export const feedQuery = (chatbotId: string) =>
  queryOptions({
    queryKey: feedKey(chatbotId),
    queryFn: ({ signal }) => api.Feed.Get({ SerialNumber: chatbotId }, { signal }),
    refetchInterval: (query) => (query.state.data?.Running ? 3_000 : false),
  });

function FeedForm({ chatbotId, feed, onDone }: { chatbotId: string; feed: FeedStatus | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(feedSetInput, { error: validationErrorMap }),
    defaultValues: {
      SerialNumber: chatbotId,
      BaseUrl: feed?.BaseUrl ?? "",
      Resource: feed?.Resource ?? "Property",
      Auth: feed?.Auth ?? ("oauth" as const),
      TokenUrl: feed?.TokenUrl || undefined,
      ClientId: feed?.ClientId || undefined,
      Secret: undefined as string | undefined,
      Scope: feed?.Scope || undefined,
      Filter: feed?.Filter || undefined,
      IntervalMinutes: feed?.IntervalMinutes ?? 15,
      PageSize: feed?.PageSize ?? 200,
      Currency: feed?.Currency ?? "$",
      Enabled: feed?.Enabled ?? true,
    },
  });
  const auth = useWatch({ control: form.control, name: "Auth" });
  const save = useMutation({
    mutationFn: (input: Parameters<typeof api.Feed.Set>[0]) => api.Feed.Set(input),
    onSuccess: async () => {
      toast.success(feed ? "Feed saved" : "Feed connected: the first sync has started");
      await queryClient.invalidateQueries({ queryKey: feedKey(chatbotId) });
      onDone();
    },
    onError: (error) => {
      // A refusal names its field ("BaseUrl must be an https URL"): shown beside that field.
      const field = (["BaseUrl", "TokenUrl", "ClientId", "Secret", "Filter", "IntervalMinutes", "PageSize"] as const).find((name) =>
        error.message.startsWith(name),
      );
      if (field) form.setError(field, { message: error.message.slice(field.length).trim() });
      else toast.error(error.message);
    },
  });
  const { errors } = form.formState;
  const empty = (value: unknown) => (value === "" ? undefined : value);

  return (
    <form noValidate aria-label="MLS feed" onSubmit={form.handleSubmit((values) => save.mutate(values))} className="mt-3 grid max-w-xl gap-3">
      <Field label="Web API address" required error={errors.BaseUrl?.message} hint="The RESO Web API's service root your MLS vendor gave you (https).">
        <input className={inputClass} inputMode="url" placeholder="https://api.mls.example/reso/odata" {...form.register("BaseUrl")} />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-900">Sign-in</legend>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value="oauth" {...form.register("Auth")} /> OAuth2 client credentials
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value="bearer" {...form.register("Auth")} /> A token from the vendor
        </label>
      </fieldset>
      {auth === "oauth" && (
        <>
          <Field label="Token URL" required error={errors.TokenUrl?.message}>
            <input className={inputClass} inputMode="url" {...form.register("TokenUrl", { setValueAs: empty })} />
          </Field>
          <Field label="Client ID" required error={errors.ClientId?.message}>
            <input className={inputClass} autoComplete="off" {...form.register("ClientId", { setValueAs: empty })} />
          </Field>
        </>
      )}
      <Field
        label={auth === "oauth" ? "Client secret" : "Token"}
        required={!feed}
        error={errors.Secret?.message}
        hint={feed ? `Stored encrypted (${feed.SecretHint}). Leave empty to keep it.` : "Stored encrypted; never shown again."}
      >
        <input className={inputClass} type="password" autoComplete="off" {...form.register("Secret", { setValueAs: empty })} />
      </Field>
      <Field
        label="Which records (OData filter)"
        error={errors.Filter?.message}
        hint="Scopes the feed to your listings, for example ListAgentMlsId eq 'A123' or ListOfficeMlsId eq 'OFF1'."
      >
        <input className={inputClass} autoComplete="off" {...form.register("Filter", { setValueAs: empty })} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Sync every (minutes)" error={errors.IntervalMinutes?.message}>
          <input className={inputClass} type="number" min={5} max={1440} {...form.register("IntervalMinutes", { valueAsNumber: true })} />
        </Field>
        <Field label="Currency sign" error={errors.Currency?.message}>
          <input className={inputClass} {...form.register("Currency")} />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" {...form.register("Enabled")} /> Sync on schedule
      </label>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : feed ? "Save feed" : "Connect feed"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The chatbot's MLS feed: how its last sync went, Sync now, and its settings (owners). */
export function FeedSection({ chatbotId, isOwner }: { chatbotId: string; isOwner: boolean }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const feed = useQuery(feedQuery(chatbotId));
  const syncNow = useMutation({
    mutationFn: () => api.Feed.SyncNow({ SerialNumber: chatbotId }),
    onSuccess: async () => {
      toast.success("Sync started");
      await queryClient.invalidateQueries({ queryKey: feedKey(chatbotId) });
    },
    onError: (error) => toast.error(error.message),
  });
  const disconnect = useMutation({
    mutationFn: () => api.Feed.Delete({ SerialNumber: chatbotId }),
    onSuccess: async () => {
      toast.success("Feed disconnected; its listings stay");
      await queryClient.invalidateQueries({ queryKey: feedKey(chatbotId) });
    },
    onError: (error) => toast.error(error.message),
  });
  const status = feed.data ?? null;

  return (
    <section aria-labelledby="feed-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="feed-heading" className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        MLS feed
        {status && (
          <Badge tone={status.Running ? "blue" : status.LastError ? "red" : status.Enabled ? "green" : "neutral"}>
            {status.Running ? "Syncing" : status.LastError ? "Last sync failed" : status.Enabled ? "On" : "Paused"}
          </Badge>
        )}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Listings follow your MLS by themselves over the RESO Web API: new homes appear, price changes and sales follow, and withdrawn homes leave the chatbot.
      </p>
      {feed.isPending ? (
        <p className="mt-3 text-sm text-slate-700">Loading…</p>
      ) : feed.isError ? (
        <p className="mt-3 text-sm text-red-800">Could not load the feed: {feed.error.message}</p>
      ) : editing ? (
        <FeedForm chatbotId={chatbotId} feed={status} onDone={() => setEditing(false)} />
      ) : status ? (
        <div className="mt-3 grid gap-3">
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" aria-label="Last sync">
            <div className="flex gap-2">
              <dt className="text-slate-700">Last sync</dt>
              <dd className="text-slate-900">{at(status.LastRunAt)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-700">Next sync</dt>
              <dd className="text-slate-900">{status.Enabled ? at(status.NextRunAt) : "paused"}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-700">Added, changed, removed</dt>
              <dd className="text-slate-900">
                {status.LastAdded}, {status.LastChanged}, {status.LastRemoved}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-slate-700">Listings from the feed</dt>
              <dd className="text-slate-900">{status.Listings}</dd>
            </div>
          </dl>
          {status.LastError && (
            <p role="alert" className="text-sm text-red-800">
              The last sync stopped: {status.LastError}
            </p>
          )}
          {status.Problems.length > 0 && (
            <details className="text-sm text-slate-800">
              <summary>
                {status.Problems.length} record{status.Problems.length === 1 ? "" : "s"} not stored (a value would have had to be guessed)
              </summary>
              <ul className="mt-1 list-disc pl-5">
                {status.Problems.map((problem) => (
                  <li key={problem.Key}>
                    <code>{problem.Key}</code>: {problem.Problems.join("; ")}
                  </li>
                ))}
              </ul>
            </details>
          )}
          <p className="text-sm text-slate-700">Listings from the feed can be edited, but the MLS&apos;s next change to a home overwrites the edit.</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={syncNow.isPending || status.Running} onClick={() => syncNow.mutate()}>
              {status.Running ? "Syncing…" : "Sync now"}
            </Button>
            {isOwner && (
              <>
                <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                  Edit feed
                </Button>
                <Button size="sm" variant="danger-ghost" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
                  Disconnect
                </Button>
              </>
            )}
          </div>
        </div>
      ) : isOwner ? (
        <div className="mt-3">
          <Button onClick={() => setEditing(true)}>Connect an MLS feed</Button>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">No feed. An owner of the workspace can connect one.</p>
      )}
    </section>
  );
}

/**
 * On the listings page: how many of the chatbot's listings its MLS feed owns and when it last synced, with a
 * link to the feed's settings; nothing when the chatbot has no feed. `enabled`: asked only once the page's
 * own data loaded (a chatbot the owner cannot reach is one 404, not two).
 */
export function FeedNote({ chatbotId, enabled = true }: { chatbotId: string; enabled?: boolean }) {
  const feed = useQuery({ ...feedQuery(chatbotId), enabled });
  const status = feed.data;
  if (!status) return null;
  return (
    <p className="mb-4 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-slate-800" data-testid="feed-note">
      {status.Listings} {status.Listings === 1 ? "listing comes" : "listings come"} from the MLS feed, last synced {at(status.LastSuccessAt)}
      {status.LastError ? ` (the last run failed: ${status.LastError})` : ""}. The MLS&apos;s next change to one of them overwrites an edit made here.{" "}
      <Link href={`/chatbots/${chatbotId}/integrations`} className="font-medium text-blue-800 underline underline-offset-2">
        Feed settings
      </Link>
    </p>
  );
}
