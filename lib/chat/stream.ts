import { errorFields, log } from "@/lib/log";
import { MODEL_FAILED_MESSAGE, noAnswerFlag, type PreparedAnswer, STEP_SEPARATOR, totalTokens } from "./answers";

const encoder = new TextEncoder();
const line = (value: object) => encoder.encode(`${JSON.stringify(value)}\n`);

/**
 * The streamed ClientAsk reply: one JSON object per line, no `data:` prefix (existing
 * widgets read it line by line). `{content}` pieces are flushed as the model produces
 * them, then `{QuestionID, AnswerID, Answer, TotalToken}`. An error after the first
 * byte ends the stream with `{Success: false, Code, Message}`. A visitor who goes away
 * stops the model, and what was said so far is stored, marked interrupted.
 */
export function streamAnswer(prepared: PreparedAnswer): Response {
  const { result, chatbot, abort } = prepared;
  let gone = false;

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (value: object) => {
        if (!gone) controller.enqueue(line(value));
      };
      let text = "";
      let stepText = "";
      const toolsCalled: string[] = [];
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
            toolsCalled.push(part.toolName);
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
        const noAnswer = noAnswerFlag(await result.providerMetadata, text, toolsCalled);
        const answerId = await prepared.save({ content: answer, totalTokens: tokens, noAnswer, interrupted: false });
        send({ QuestionID: prepared.questionId, AnswerID: answerId, Answer: answer, TotalToken: tokens });
      } catch (error) {
        if (!gone) log.error("streamed answer failed", { chatbotId: chatbot.id, model: prepared.modelKey, ...errorFields(error) });
        await prepared.save({ content: text, totalTokens: 0, noAnswer: true, interrupted: true }).catch(() => {});
        if (!gone) await prepared.refund().catch(() => {});
        send({ Success: false, Code: 502, Message: MODEL_FAILED_MESSAGE });
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
