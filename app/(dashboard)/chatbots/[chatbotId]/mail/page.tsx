import type { Metadata } from "next";
import { MailPage } from "@/components/mail/mail-page";

export const metadata: Metadata = { title: "Mail" };

export default async function ChatbotMailPage({ params }: { params: Promise<{ chatbotId: string }> }) {
  return <MailPage chatbotId={(await params).chatbotId} />;
}
