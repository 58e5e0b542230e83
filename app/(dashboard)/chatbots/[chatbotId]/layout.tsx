import type { ReactNode } from "react";
import { ChatbotShell } from "@/components/chatbots/chatbot-shell";

export default async function ChatbotLayout({ children, params }: { children: ReactNode; params: Promise<{ chatbotId: string }> }) {
  const { chatbotId } = await params;
  return <ChatbotShell chatbotId={chatbotId}>{children}</ChatbotShell>;
}
