"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingBlock } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/ui/page-header";
import { ChatbotTrends, WorkspaceSummary } from "@/components/insights/workspace-overview";
import { type ChatbotSummary, api } from "@/lib/client/api";
import { chatbotKeys, chatbotQueries, insightKeys, insightQueries } from "@/lib/client/queries";
import { MailBanner } from "@/components/leads/mail-banner";
import { NewChatbotForm } from "./new-chatbot-form";
import { useIsOwner } from "@/components/dashboard/role";

const number = new Intl.NumberFormat("en-US");
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export function ChatbotsPage() {
  const isOwner = useIsOwner();
  const queryClient = useQueryClient();
  const chatbots = useQuery(chatbotQueries.list());
  const overview = useQuery(insightQueries.workspace());
  const [creating, setCreating] = useState(false);
  const [doomed, setDoomed] = useState<ChatbotSummary>();

  const remove = useMutation({
    mutationFn: (bot: ChatbotSummary) => api.Chatbot.Remove({ serialNumber: bot.serialNumber }),
    onSuccess: (_, bot) => {
      toast.success(`Deleted ${bot.Name}`);
      setDoomed(undefined);
      queryClient.removeQueries({ queryKey: chatbotKeys.detail(bot.serialNumber) });
      queryClient.removeQueries({ queryKey: insightKeys.chatbot(bot.serialNumber) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: chatbotKeys.list() }),
        queryClient.invalidateQueries({ queryKey: insightKeys.workspace() }),
      ]);
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <>
      <PageHeader
        title="Chatbots"
        description="Each chatbot answers visitors from its own listings."
        actions={!creating && <Button onClick={() => setCreating(true)}>New chatbot</Button>}
      />
      <MailBanner />
      {creating && <NewChatbotForm onDone={() => setCreating(false)} />}
      {chatbots.isPending ? (
        <LoadingBlock label="Loading chatbots…" />
      ) : chatbots.isError ? (
        <ErrorPanel title="Could not load your chatbots" error={chatbots.error} />
      ) : chatbots.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium">No chatbots yet</p>
          <p className="mt-1 text-sm text-slate-700">Create one, load your listings into it, and try it in the chat tester.</p>
        </div>
      ) : (
        <>
          <WorkspaceSummary overview={overview} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your chatbots">
            {chatbots.data.map((bot) => (
              <li key={bot.serialNumber} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                <h2 className="text-base font-semibold">
                  <Link href={`/chatbots/${bot.serialNumber}/settings`} className="text-blue-800 hover:underline">
                    {bot.Name}
                  </Link>
                </h2>
                <p className="mt-1 break-all font-mono text-xs text-slate-600">{bot.serialNumber}</p>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-slate-600">Listings</dt>
                    <dd className="font-semibold">{number.format(bot.ListingCount)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-600">Messages this month</dt>
                    <dd className="font-semibold">{number.format(bot.MessagesThisMonth)}</dd>
                  </div>
                </dl>
                <p className="mt-2 text-xs text-slate-600">Created {date.format(new Date(bot.CreatedAt))}</p>
                <ChatbotTrends figures={overview.data?.Chatbots.find((figures) => figures.SerialNumber === bot.serialNumber)} pending={overview.isPending} />
                <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                  <Link href={`/chatbots/${bot.serialNumber}/chat`} className="text-sm font-medium text-blue-800 hover:underline">
                    Chat
                  </Link>
                  <Link href={`/chatbots/${bot.serialNumber}/listings`} className="text-sm font-medium text-blue-800 hover:underline">
                    Listings
                  </Link>
                  <Link href={`/chatbots/${bot.serialNumber}/insights`} className="text-sm font-medium text-blue-800 hover:underline">
                    Insights
                  </Link>
                  {isOwner && (
                    <Button variant="danger-ghost" size="sm" className="ml-auto" onClick={() => setDoomed(bot)} aria-label={`Delete ${bot.Name}`}>
                      Delete
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={doomed !== undefined}
        title={`Delete ${doomed?.Name ?? "chatbot"}?`}
        confirmLabel="Delete chatbot"
        busy={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed)}
        onClose={() => setDoomed(undefined)}
      >
        This deletes the chatbot, its {number.format(doomed?.ListingCount ?? 0)} listings and its conversations. It cannot be undone.
      </ConfirmDialog>
    </>
  );
}
