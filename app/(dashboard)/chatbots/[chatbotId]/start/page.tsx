import type { Metadata } from "next";
import { GetStarted } from "@/components/chatbots/get-started";

export const metadata: Metadata = { title: "Get started" };

export default async function ChatbotStartPage({ params }: { params: Promise<{ chatbotId: string }> }) {
  return <GetStarted chatbotId={(await params).chatbotId} />;
}
