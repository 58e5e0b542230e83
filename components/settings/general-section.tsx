"use client";

import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { timeZoneOptions } from "@/components/chatbots/time-zones";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/field";
import { SelectSetting, TextSetting } from "./fields";
import { SettingsSection } from "./section";

const created = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function ChatbotIdField({ chatbotId, createdAt }: { chatbotId: string; createdAt: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(chatbotId);
      setCopied(true);
      toast.success("Chatbot ID copied");
    } catch {
      // No clipboard outside a secure context (a plain-http deployment): leave the ID selected.
      input.current?.select();
      toast.error("Could not copy: the ID is selected, copy it with Ctrl+C or ⌘C");
    }
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Chatbot ID
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          ref={input}
          readOnly
          value={chatbotId}
          aria-describedby={`${id}-hint`}
          className={`${inputClass} min-w-0 bg-slate-50 font-mono text-xs`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={copy} aria-label="Copy chatbot ID">
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        The ID that the chat widget on your site, and any developer connecting to Casabot, use for this chatbot. Created {created.format(new Date(createdAt))}.
      </p>
    </div>
  );
}

export function GeneralSection({ chatbotId, createdAt }: { chatbotId: string; createdAt: string }) {
  return (
    <SettingsSection id="general">
      <TextSetting name="Name" />
      <ChatbotIdField chatbotId={chatbotId} createdAt={createdAt} />
      <SelectSetting name="TimeZone" options={timeZoneOptions()} hint="The monthly message limit counts calendar months in this zone." />
      <TextSetting name="WelcomeMessage" rows={2} hint="The greeting visitors see first." />
    </SettingsSection>
  );
}
