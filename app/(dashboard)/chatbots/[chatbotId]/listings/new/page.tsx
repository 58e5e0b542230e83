import type { Metadata } from "next";
import { NewListingPage } from "@/components/listings/listing-editor-page";

export const metadata: Metadata = { title: "New listing" };

export default async function Page({ params }: { params: Promise<{ chatbotId: string }> }) {
  const { chatbotId } = await params;
  return <NewListingPage chatbotId={chatbotId} />;
}
