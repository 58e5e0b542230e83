import type { Metadata } from "next";
import { ImportListingsPage } from "@/components/listings/import/import-page";

export const metadata: Metadata = { title: "Import listings" };

export default async function Page({ params }: { params: Promise<{ chatbotId: string }> }) {
  const { chatbotId } = await params;
  return <ImportListingsPage chatbotId={chatbotId} />;
}
