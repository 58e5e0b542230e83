import type { Metadata } from "next";
import { ConversationsPage } from "@/components/conversations/conversations-page";

export const metadata: Metadata = { title: "Conversations" };

export default async function ChatbotConversationsPage({ params }: { params: Promise<{ chatbotId: string }> }) {
  return <ConversationsPage chatbotId={(await params).chatbotId} />;
}
