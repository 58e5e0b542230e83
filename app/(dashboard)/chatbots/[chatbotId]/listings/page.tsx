import type { Metadata } from "next";
import { Suspense } from "react";
import { ListingsPage } from "@/components/listings/listings-page";
import { LoadingBlock } from "@/components/ui/skeleton";

export const metadata: Metadata = { title: "Listings" };

export default async function Page({ params }: { params: Promise<{ chatbotId: string }> }) {
  const { chatbotId } = await params;
  // The grid reads its filters from the search params.
  return (
    <Suspense fallback={<LoadingBlock label="Loading listings…" />}>
      <ListingsPage chatbotId={chatbotId} />
    </Suspense>
  );
}
