"use client";

import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingBlock } from "@/components/ui/skeleton";
import { chatbotQueries } from "@/lib/client/queries";
import { widgetFrameTag, widgetScriptTag } from "@/lib/widget/embed";
import { CodeSnippet } from "./code-snippet";
import { DomainStatus } from "./domain-status";
import { EmbedSection } from "./embed-section";
import { WidgetPreview } from "./widget-preview";

const noSubscription = () => () => {};

/** This page's origin, known only in the browser (null while rendering on the server). */
function usePageOrigin(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );
}

/**
 * How to put the chatbot on a site: the loader's one line, the inline frame, where the
 * widget may appear, and a live preview. `publicOrigin` (PUBLIC_URL) names the service
 * as the world reaches it; without it, the snippets use the address this page was opened at.
 */
export function EmbedPage({ chatbotId, publicOrigin }: { chatbotId: string; publicOrigin?: string }) {
  const chatbot = useQuery(chatbotQueries.detail(chatbotId));
  const pageOrigin = usePageOrigin();
  const base = publicOrigin ?? pageOrigin;

  if (chatbot.isError) return <ErrorPanel title="Could not load the embed code" error={chatbot.error} />;
  if (chatbot.isPending || !base) return <LoadingBlock lines={6} label="Loading the embed code…" />;
  const { serialNumber, Name } = chatbot.data;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_30rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <EmbedSection
          title="Add the chat to your site"
          description={
            <>
              Paste this line into your site&apos;s HTML, just before <code className="font-mono text-xs">&lt;/body&gt;</code>, on every page where visitors
              should find the chat. It adds a chat button in the corner of the page.
            </>
          }
        >
          <CodeSnippet what="script tag" code={widgetScriptTag(base, serialNumber)} />
        </EmbedSection>
        <EmbedSection
          title="Or place it inside a page"
          description="This frame shows the chat itself where you put it, on a contact page for example. Change its width and height to suit your layout."
        >
          <CodeSnippet what="iframe tag" code={widgetFrameTag(base, serialNumber, Name)} />
        </EmbedSection>
        <DomainStatus chatbotId={serialNumber} settings={chatbot.data} />
      </div>
      <WidgetPreview chatbotId={serialNumber} chatbotName={Name} />
    </div>
  );
}
