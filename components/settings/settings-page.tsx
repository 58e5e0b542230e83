"use client";

import { useQuery } from "@tanstack/react-query";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingBlock } from "@/components/ui/skeleton";
import { chatbotQueries } from "@/lib/client/queries";
import { SettingsForm } from "./settings-form";

export function SettingsPage({ chatbotId }: { chatbotId: string }) {
  // The shell has loaded this already; the form starts from it and keeps its own state after.
  const chatbot = useQuery(chatbotQueries.detail(chatbotId));
  if (chatbot.isPending) return <LoadingBlock lines={8} label="Loading settings…" />;
  if (chatbot.isError) return <ErrorPanel title="Could not load the settings" error={chatbot.error} />;
  return <SettingsForm key={chatbotId} chatbot={chatbot.data} />;
}
