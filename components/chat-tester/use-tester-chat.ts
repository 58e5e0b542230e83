"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { MessageView } from "@/components/chat/message-bubble";
import { ChatApiError, api } from "@/lib/client/api";
import { chatbotKeys, conversationKeys } from "@/lib/client/queries";

export interface Attachment {
  fileId: string;
  url: string;
  name: string;
}

export type TesterMessage = Omit<MessageView, "attachments"> & { images?: Attachment[] };

let localKeys = 0;
const nextKey = () => `m${++localKeys}`;

/**
 * A visitor's conversation with the chatbot, as the widget holds it: a session created
 * with the first question, questions sent to ClientAsk with `stream: true`, and the
 * answer growing piece by piece as the stream is read, with the cards of the listings it names
 * and the knowledge sources it was drawn from.
 */
export function useTesterChat(chatbotId: string) {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<number>();
  const [messages, setMessages] = useState<TesterMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const patch = useCallback(
    (key: string, change: Partial<TesterMessage> | ((message: TesterMessage) => Partial<TesterMessage>)) =>
      setMessages((all) =>
        all.map((message) => (message.key === key ? { ...message, ...(typeof change === "function" ? change(message) : change) } : message)),
      ),
    [],
  );

  const send = useCallback(
    async (content: string, images: Attachment[] = []) => {
      const questionKey = nextKey();
      const answerKey = nextKey();
      setMessages((all) => [
        ...all,
        { key: questionKey, role: "question", content, images },
        { key: answerKey, role: "answer", content: "", state: "streaming" },
      ]);
      setBusy(true);
      const abort = new AbortController();
      abortRef.current = abort;
      try {
        let session = sessionId;
        if (session === undefined) {
          session = (await api.Chatbot.GetSession({ serialNumber: chatbotId })).SessionID;
          setSessionId(session);
        }
        const ask = images.length > 0 ? { chatAskType: "Image" as const, fileIds: images.map((image) => image.fileId) } : {};
        // listingCards: the answer's listings come as cards, as in the widget.
        for await (const event of api.askStream({ sessionID: session, content, listingCards: true, ...ask }, { signal: abort.signal })) {
          if (event.type === "piece") {
            patch(answerKey, (answer) => ({ content: answer.content + event.content }));
          } else if (event.type === "listings") {
            patch(answerKey, { listings: event.listings });
          } else if (event.type === "sources") {
            patch(answerKey, { sources: event.sources });
          } else {
            patch(questionKey, { messageId: event.QuestionID });
            patch(answerKey, { content: event.Answer, messageId: event.AnswerID, tokens: event.TotalToken, state: undefined });
            // The stream's summary has no noAnswer (existing clients expect exactly its four
            // fields): read it from the stored answer.
            // Its time too: the dashboard shows when each message was stored, not the service-wide message IDs.
            const stored = await api.Chatbot.SessionMessages({ serialNumber: chatbotId, sessionID: session });
            const storedAnswer = stored.Messages.find((message) => message.MessageID === event.AnswerID);
            const storedQuestion = stored.Messages.find((message) => message.MessageID === event.QuestionID);
            if (storedQuestion) patch(questionKey, { time: storedQuestion.CreateTime });
            patch(answerKey, { noAnswer: storedAnswer?.NoAnswer ?? false, time: storedAnswer?.CreateTime ?? new Date().toISOString() });
          }
        }
      } catch (error) {
        if (abort.signal.aborted) {
          patch(answerKey, { state: "stopped" });
        } else {
          const message = error instanceof ChatApiError ? error.message : "Something went wrong. Please try again.";
          patch(answerKey, { state: "error", error: message });
        }
      } finally {
        abortRef.current = null;
        setBusy(false);
        void queryClient.invalidateQueries({ queryKey: conversationKeys.all(chatbotId) });
        void queryClient.invalidateQueries({ queryKey: chatbotKeys.credits(chatbotId) });
        void queryClient.invalidateQueries({ queryKey: chatbotKeys.list() });
      }
    },
    [chatbotId, patch, queryClient, sessionId],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  const reset = useCallback(() => {
    abortRef.current?.abort();
    setSessionId(undefined);
    setMessages([]);
  }, []);

  return { sessionId, messages, busy, send, stop, reset };
}
