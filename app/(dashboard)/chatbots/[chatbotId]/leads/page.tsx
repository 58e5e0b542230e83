import type { Metadata } from "next";
import { LeadsPage } from "@/components/leads/leads-page";

export const metadata: Metadata = { title: "Leads" };

export default async function ChatbotLeadsPage({ params }: { params: Promise<{ chatbotId: string }> }) {
  return <LeadsPage chatbotId={(await params).chatbotId} />;
}
