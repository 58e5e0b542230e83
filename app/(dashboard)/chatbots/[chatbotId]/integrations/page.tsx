import type { Metadata } from "next";
import { IntegrationsPage } from "@/components/integrations/integrations-page";

export const metadata: Metadata = { title: "Integrations" };

export default async function ChatbotIntegrationsPage({ params }: { params: Promise<{ chatbotId: string }> }) {
  return <IntegrationsPage chatbotId={(await params).chatbotId} />;
}
