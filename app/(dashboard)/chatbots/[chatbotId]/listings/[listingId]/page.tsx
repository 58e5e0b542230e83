import type { Metadata } from "next";
import { EditListingPage } from "@/components/listings/listing-editor-page";

export const metadata: Metadata = { title: "Edit listing" };

export default async function Page({ params }: { params: Promise<{ chatbotId: string; listingId: string }> }) {
  const { chatbotId, listingId } = await params;
  return <EditListingPage chatbotId={chatbotId} listingId={listingId} />;
}
