import type { Metadata } from "next";
import { Suspense } from "react";
import { KnowledgePage } from "@/components/knowledge/knowledge-page";
import { LoadingBlock } from "@/components/ui/skeleton";

export const metadata: Metadata = { title: "Knowledge" };

export default async function Page({ params }: { params: Promise<{ chatbotId: string }> }) {
  const { chatbotId } = await params;
  // The sources' filters and page are read from the search params.
  return (
    <Suspense fallback={<LoadingBlock label="Loading the knowledge base…" />}>
      <KnowledgePage chatbotId={chatbotId} />
    </Suspense>
  );
}
