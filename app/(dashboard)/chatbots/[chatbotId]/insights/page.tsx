import type { Metadata } from "next";
import { InsightsPage } from "@/components/insights/insights-page";

export const metadata: Metadata = { title: "Insights" };

export default async function ChatbotInsightsPage({ params }: { params: Promise<{ chatbotId: string }> }) {
  return <InsightsPage chatbotId={(await params).chatbotId} />;
}
