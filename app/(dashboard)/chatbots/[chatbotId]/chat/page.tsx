import type { Metadata } from "next";
import { ChatTester } from "@/components/chat-tester/chat-tester";

export const metadata: Metadata = { title: "Chat tester" };

export default async function ChatTesterPage({ params }: { params: Promise<{ chatbotId: string }> }) {
  return <ChatTester chatbotId={(await params).chatbotId} />;
}
