"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { widgetFramePath } from "@/lib/widget/embed";
import { EmbedSection } from "./embed-section";

/** The inline widget as a visitor sees it; reloading it picks up settings saved since. */
export function WidgetPreview({ chatbotId, chatbotName }: { chatbotId: string; chatbotName: string }) {
  // A new key mounts a new frame, which loads the widget (and its config) afresh.
  const [generation, setGeneration] = useState(0);
  return (
    <EmbedSection
      title="Preview"
      description="This is a real chat: what you ask here is stored as a conversation and counts against the chatbot's limits."
      action={
        <Button variant="secondary" size="sm" onClick={() => setGeneration((value) => value + 1)}>
          Reload preview
        </Button>
      }
    >
      <div className="flex justify-center rounded-lg border border-dashed border-slate-300 bg-slate-100 p-3 sm:p-4">
        <iframe
          key={generation}
          src={widgetFramePath(chatbotId)}
          title={`Preview: chat with ${chatbotName}`}
          allow="microphone"
          className="h-[600px] w-full max-w-[400px] rounded-lg border-0 bg-white shadow-md"
        />
      </div>
    </EmbedSection>
  );
}
