import type { Metadata } from "next";
import { EmbedPage } from "@/components/embed/embed-page";
import { configuredPublicOrigin } from "@/lib/public-url";

export const metadata: Metadata = { title: "Embed" };

export default async function Page({ params }: { params: Promise<{ chatbotId: string }> }) {
  const { chatbotId } = await params;
  return <EmbedPage chatbotId={chatbotId} publicOrigin={configuredPublicOrigin()} />;
}
