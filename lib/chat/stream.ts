import type { ToolCallTrace } from "@/lib/insights/facts";
import { errorFields, log } from "@/lib/log";
import type { Database } from "@/db/client";
import { MODEL_FAILED_MESSAGE, noAnswerFlag, type PreparedAnswer, STEP_SEPARATOR, totalTokens } from "./answers";
import { answerListingIds, listingCards } from "./cards";
import { answerSources } from "./sources";

const TASK_COMPLETED = { TaskCompleted: true } as const;

const encoder = new TextEncoder();
const line = (value: object) => encoder.encode(`${JSON.stringify(value)}\n`);

/**
 * The streamed ClientAsk reply: one JSON object per line, no `data:` prefix (existing
 * widgets read it line by line). `{content}` pieces are flushed as the model produces
 * them, then `{QuestionID, AnswerID, Answer, TotalToken, TaskCompleted: true}`. An error
 * after the first byte ends the stream with `{Success: false, Code, Message, TaskCompleted: true}`.
 * Existing readers read until a line says TaskCompleted, so every ending says it. A visitor
 * who goes away stops the model, and what was said so far is stored, marked interrupted.
 *
 * With `cards` (the widget always, the dashboard's tester, any client that asks with
 * `listingCards: true`), the listings the answer names come as one more line,
 * `{listings: [...]}`, right before the summary, when there are any, and the knowledge
 * sources it quotes as `{sources: [{ID, Kind, Title, Url}]}` after them, when there are any.
 * Without it the stream is exactly the documented one.
 */
export function streamAnswer(prepared: PreparedAnswer, cards?: { db: Database }): Response {
  const { result, chatbot, abort } = prepared;
  let gone = false;

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (value: object) => {
        if (!gone) controller.enqueue(line(value));
      };
      let text = "";
      let stepText = "";
      const toolCalls: ToolCallTrace[] = [];
      const toolOutputs: unknown[] = [];
      try {
        for await (const part of result.fullStream) {
          if (part.type === "start-step") {
            stepText = "";
          } else if (part.type === "text-delta" && part.text) {
            // Text of a later step (after a tool call) is set apart from the earlier one, as joinSteps does.
            const piece = stepText === "" && text !== "" ? STEP_SEPARATOR + part.text : part.text;
            stepText += part.text;
            text += piece;
            send({ content: piece });
          } else if (part.type === "tool-call") {
            toolCalls.push({ toolName: part.toolName, input: part.input });
          } else if (part.type === "tool-result") {
            toolOutputs.push(part.output);
          } else if (part.type === "error") {
            throw part.error;
          }
        }
        if (gone || abort.signal.aborted) {
          await prepared.save({ content: text, totalTokens: 0, noAnswer: false, interrupted: true });
          return;
        }
        if (chatbot.AnswerSuffix) send({ content: chatbot.AnswerSuffix });
        const answer = text + chatbot.AnswerSuffix;
        const tokens = totalTokens(prepared, await result.totalUsage, answer);
        const metadata = await result.providerMetadata;
        const noAnswer = noAnswerFlag(
          metadata,
          text,
          toolCalls.map((call) => call.toolName),
        );
        const answerId = await prepared.save({ content: answer, totalTokens: tokens, noAnswer, interrupted: false }, { toolCalls, toolOutputs, metadata });
        if (cards) {
          // The answer is stored: cards that cannot be read are left out, not a failed answer.
          const listings = await listingCards({ db: cards.db, chatbotId: chatbot.id, ids: answerListingIds(metadata, toolOutputs) }).catch((error) => {
            log.error("listing cards failed", { chatbotId: chatbot.id, ...errorFields(error) });
            return [];
          });
          if (listings.length > 0) send({ listings });
          const sources = answerSources(metadata, toolOutputs, noAnswer);
          if (sources.length > 0) send({ sources });
        }
        send({ QuestionID: prepared.questionId, AnswerID: answerId, Answer: answer, TotalToken: tokens, ...TASK_COMPLETED });
      } catch (error) {
        if (!gone) log.error("streamed answer failed", { chatbotId: chatbot.id, model: prepared.modelKey, ...errorFields(error) });
        await prepared.save({ content: text, totalTokens: 0, noAnswer: true, interrupted: true }).catch(() => {});
        if (!gone) await prepared.refund().catch(() => {});
        send({ Success: false, Code: 502, Message: MODEL_FAILED_MESSAGE, ...TASK_COMPLETED });
      } finally {
        if (!gone) controller.close();
      }
    },
    cancel() {
      gone = true;
      abort.abort();
    },
  });

  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
