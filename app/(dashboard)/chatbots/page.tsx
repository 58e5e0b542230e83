import type { Metadata } from "next";
import { ChatbotsPage } from "@/components/chatbots/chatbots-page";

export const metadata: Metadata = { title: "Chatbots" };

export default function Page() {
  return <ChatbotsPage />;
}
