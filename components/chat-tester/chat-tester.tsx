"use client";

import { useQuery } from "@tanstack/react-query";
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { MessageBubble } from "@/components/chat/message-bubble";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import Link from "next/link";
import { chatbotQueries, modelQueries, onboardingQueries } from "@/lib/client/queries";
import { Composer } from "./composer";
import { type TesterMessage, useTesterChat } from "./use-tester-chat";

function Images({ images }: { images: NonNullable<TesterMessage["images"]> }) {
  return (
    <span className="mb-2 flex flex-wrap gap-2">
      {images.map((image) => (
        <img key={image.fileId} src={image.url} alt={image.name} className="h-20 w-20 rounded-md object-cover" />
      ))}
    </span>
  );
}

/**
 * Below the wide layout, the chat panel is as tall as what is left of the screen under its
 * top (and no less than 18rem), so that the message box, Send and Stop are on the first screen
 * of a phone whatever the header above it holds. Undefined on wide screens (70vh there).
 */
function useFittedHeight(panel: RefObject<HTMLElement | null>, ready: boolean) {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!ready) return;
    const fitToScreen = () => {
      const element = panel.current;
      if (!element || window.matchMedia("(min-width: 1024px)").matches) return setHeight(undefined);
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(288, Math.floor(window.innerHeight - top - 12)));
    };
    fitToScreen();
    window.addEventListener("resize", fitToScreen);
    return () => window.removeEventListener("resize", fitToScreen);
  }, [panel, ready]);
  return height;
}

/** Talk to the chatbot as a visitor would, with what the API reports about each answer beside it. */
export function ChatTester({ chatbotId }: { chatbotId: string }) {
  const chatbot = useQuery(chatbotQueries.detail(chatbotId));
  const models = useQuery(modelQueries.list());
  const credits = useQuery(chatbotQueries.credits(chatbotId));
  const onboarding = useQuery(onboardingQueries.detail(chatbotId));
  const { sessionId, messages, busy, send, stop, reset } = useTesterChat(chatbotId);
  const scrollArea = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  const fitted = useFittedHeight(panel, Boolean(chatbot.data));

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message or piece of an answer scrolls to the bottom.
  useEffect(() => {
    const scroller = scrollArea.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [messages]);

  const settings = chatbot.data;
  if (!settings) return null;
  const model = models.data?.find((entry) => entry.Key === settings.Model);
  const suggestions = settings.SuggestedMessage.split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
      <section
        ref={panel}
        aria-label="Chat"
        style={fitted ? { height: fitted } : undefined}
        className="flex h-[28rem] min-w-0 flex-col rounded-lg border border-slate-200 bg-slate-50 shadow-sm lg:h-[70vh] lg:min-h-[28rem]"
      >
        <div className="flex flex-wrap items-center justify-between gap-2 max-sm:justify-end border-b border-slate-200 bg-white px-4 py-2">
          <p className="text-sm text-slate-700 max-sm:sr-only" aria-live="polite">
            {sessionId ? "Conversation in progress: it is listed under Conversations" : "A new conversation starts with your first message"}
          </p>
          <Button variant="secondary" size="sm" onClick={reset} disabled={messages.length === 0 && !sessionId}>
            New conversation
          </Button>
        </div>
        {onboarding.data && !onboarding.data.Listings && (
          <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
            This chatbot has no listings yet, so it can only say that it has none.{" "}
            <Link href={`/chatbots/${chatbotId}/listings`} className="font-medium underline underline-offset-2">
              Add listings
            </Link>
          </div>
        )}
        <div ref={scrollArea} className="flex-1 overflow-y-auto p-4">
          <ol className="space-y-4" aria-label="Messages" aria-live="polite" aria-relevant="additions">
            {settings.WelcomeMessage && <MessageBubble message={{ key: "welcome", role: "answer", content: settings.WelcomeMessage }} />}
            {messages.map((message) => (
              <MessageBubble key={message.key} message={{ ...message, attachments: message.images?.length ? <Images images={message.images} /> : undefined }} />
            ))}
          </ol>
        </div>
        {messages.length === 0 && suggestions.length > 0 && (
          <fieldset className="flex gap-2 px-4 pb-3 max-sm:overflow-x-auto sm:flex-wrap" aria-label="Suggested messages">
            {suggestions.map((suggestion) => (
              <Button key={suggestion} variant="secondary" size="sm" className="shrink-0 rounded-full" onClick={() => send(suggestion)}>
                {suggestion}
              </Button>
            ))}
          </fieldset>
        )}
        <div className="bg-white">
          <Composer
            placeholder={settings.UserInputPlaceholder}
            busy={busy}
            acceptsImages={Boolean(model?.Vision && model.Status)}
            onSend={send}
            onStop={stop}
          />
        </div>
      </section>
      <aside aria-label="About this test" className="space-y-3 text-sm">
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">Model</h2>
          <p className="mt-1 text-slate-700">
            {model ? model.Value : settings.Model} {model && !model.Status && <Badge tone="amber">not configured: the concierge answers</Badge>}
          </p>
          <p className="mt-1 text-slate-600">{model?.Vision ? "Takes images." : "Text only."}</p>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="font-semibold">This month</h2>
          {credits.data ? (
            <p className="mt-1 text-slate-700">
              {credits.data.Used} question{credits.data.Used === 1 ? "" : "s"} used ·{" "}
              {credits.data.Total < 0 ? "no monthly limit" : `${credits.data.Remain} of ${credits.data.Total} left`}
            </p>
          ) : (
            <p className="mt-1 text-slate-600">…</p>
          )}
          <p className="mt-2 text-slate-600">
            Questions asked here count like a visitor&apos;s
            {settings.RateLimitCount > 0 && settings.RateLimitTime > 0
              ? `, and the rate limit of ${settings.RateLimitCount} per ${settings.RateLimitTime} s applies.`
              : "."}
          </p>
        </div>
      </aside>
    </div>
  );
}
