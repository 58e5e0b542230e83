import { createServer, type IncomingMessage, type Server } from "node:http";

// A small OpenAI-compatible server for the provider path: it speaks the real Chat
// Completions wire protocol (JSON and server-sent events, tool calls, usage) over
// HTTP, with scripted behaviour chosen by what the visitor wrote:
// - a question mentioning "bedroom" gets a search_listings tool call first, then an
//   answer naming the MLS numbers the tool returned; with "compare" in it as well, the
//   search is followed by a compare_listings call on the first two listings found, and the
//   answer names the listings compared with their prices;
// - "the second one" gets get_conversation_state, then get_listing on the second listing
//   of the state's results, then an answer naming it;
// - "slow" streams one word every 150 ms (for visitors who leave mid-answer);
// - "explode" fails after the first words of the stream;
// - "hang" sends the first words, then nothing more, never ending the reply;
// - "unknowable" calls no_answer, then apologises;
// - a question about "the agency" gets searchKnowledge with the question, then an answer
//   quoting the first passage and naming its source, or, with no passage, no_answer;
// - anything else is echoed back with the system prompt's date line.
// GET /__requests returns every request body it received, for assertions. A request
// without the configured key ("Bearer test-key") is refused, as OpenAI does.

interface ChatMessage {
  role: string;
  content?: string | { type: string; text?: string }[] | null;
  tool_calls?: unknown[];
}

interface ChatRequest {
  model: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages: ChatMessage[];
  tools?: { function: { name: string } }[];
  temperature?: number;
}

const textOf = (message: ChatMessage | undefined) =>
  typeof message?.content === "string" ? message.content : (message?.content ?? []).map((part) => part.text ?? "").join("");

async function readBody(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}

type Plan = { kind: "tool"; name: string; args: object } | { kind: "text"; text: string; slow?: boolean; explode?: boolean; hang?: boolean };

interface ToolListing {
  id: number;
  mlsNumber: string;
  price: number | null;
}

/** What a tool returned, as the tool message carries it (JSON text). */
interface ToolResult {
  kind?: string;
  listings?: ToolListing[];
  listing?: ToolListing | null;
  results?: ToolListing[];
  total?: number;
  passages?: { title: string; answer: string | null; text: string }[];
}

const hasTool = (body: ChatRequest, name: string) => body.tools?.some((tool) => tool.function.name === name) ?? false;

/** The next step after a tool result: another tool call for a scripted chain, else the answer from it. */
function afterTool(body: ChatRequest, question: string, result: ToolResult): Plan {
  if (result.kind === "none") return { kind: "text", text: "Sorry, I don't know that." };
  if (result.kind === "knowledge") {
    const passage = result.passages?.[0];
    if (!passage) return hasTool(body, "no_answer") ? { kind: "tool", name: "no_answer", args: {} } : { kind: "text", text: "Sorry, I don't know that." };
    return { kind: "text", text: `${passage.answer ?? passage.text} (Source: ${passage.title})` };
  }
  const found = result.listings ?? [];
  if (result.kind === "search" && /compare/i.test(question) && found.length >= 2 && hasTool(body, "compare_listings")) {
    return { kind: "tool", name: "compare_listings", args: { listings: found.slice(0, 2).map((listing) => ({ id: listing.id })) } };
  }
  if (result.kind === "compare")
    return { kind: "text", text: `Compared: ${found.map((listing) => `${listing.mlsNumber} at ${listing.price}`).join(" and ")}.` };
  if (result.kind === "state") {
    const second = result.results?.[1];
    if (second && hasTool(body, "get_listing")) return { kind: "tool", name: "get_listing", args: { listing: { id: second.id } } };
    return { kind: "text", text: "I don't know which one you mean." };
  }
  if (result.kind === "listing") return { kind: "text", text: result.listing ? `That one is ${result.listing.mlsNumber}.` : "I could not find it." };
  return { kind: "text", text: `I found ${result.total ?? 0} homes: ${found.map((listing) => listing.mlsNumber).join(", ")}.` };
}

function plan(body: ChatRequest): Plan {
  const last = body.messages.at(-1)!;
  const question = textOf([...body.messages].reverse().find((message) => message.role === "user"));
  if (last.role === "tool") return afterTool(body, question, JSON.parse(textOf(last)) as ToolResult);
  if (/bedroom/i.test(question) && hasTool(body, "search_listings")) {
    const beds = Number(/(\d+)\s*bedroom/i.exec(question)?.[1] ?? 1);
    return { kind: "tool", name: "search_listings", args: { filters: { bedrooms: { min: beds } }, sort: { field: "price", direction: "asc" }, limit: 3 } };
  }
  if (/the second one/i.test(question) && hasTool(body, "get_conversation_state")) return { kind: "tool", name: "get_conversation_state", args: {} };
  if (/the agency/i.test(question) && hasTool(body, "searchKnowledge")) return { kind: "tool", name: "searchKnowledge", args: { query: question } };
  if (/unknowable/i.test(question) && hasTool(body, "no_answer")) return { kind: "tool", name: "no_answer", args: {} };
  const system = textOf(body.messages.find((message) => message.role === "system"));
  const dateLine = /The current date and time is [^\n]*/.exec(system)?.[0] ?? "no date";
  // A model that characterises a neighbourhood by who lives there (the fair-housing output check's case).
  if (/neighbourhood character/i.test(question))
    return { kind: "text", text: "Sure. Eastside is mostly Hispanic families, so you would fit right in. Homes there start at $300,000." };
  if (/slow/i.test(question)) return { kind: "text", text: "one two three four five six seven eight nine ten eleven twelve", slow: true };
  if (/explode/i.test(question)) return { kind: "text", text: "Starting an answer that will fail", explode: true };
  if (/hang/i.test(question)) return { kind: "text", text: "Starting an answer that will stall", hang: true };
  return { kind: "text", text: `You said: ${question}. ${dateLine}` };
}

const usage = { prompt_tokens: 42, completion_tokens: 17, total_tokens: 59 };

export interface FakeOpenAI {
  url: string;
  close: () => Promise<void>;
}

/** Listens on `port` (any free one by default). */
export async function startFakeOpenAI(port = 0): Promise<FakeOpenAI> {
  const received: ChatRequest[] = [];
  let calls = 0;
  const server: Server = createServer(async (request, response) => {
    if (request.method === "GET" && request.url === "/__requests") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received));
      return;
    }
    if (request.method !== "POST" || !request.url?.endsWith("/chat/completions")) {
      response.writeHead(404).end();
      return;
    }
    if (request.headers.authorization !== "Bearer test-key") {
      response.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "Incorrect API key provided" } }));
      return;
    }
    const body = JSON.parse(await readBody(request)) as ChatRequest;
    received.push(body);
    const id = `chatcmpl-${++calls}`;
    const step = plan(body);
    const base = { id, created: Math.floor(Date.now() / 1000), model: body.model };

    if (!body.stream) {
      const message =
        step.kind === "tool"
          ? {
              role: "assistant",
              content: null,
              tool_calls: [{ id: `call_${calls}`, type: "function", function: { name: step.name, arguments: JSON.stringify(step.args) } }],
            }
          : { role: "assistant", content: step.text };
      const finish = step.kind === "tool" ? "tool_calls" : "stop";
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ ...base, object: "chat.completion", choices: [{ index: 0, message, finish_reason: finish }], usage }));
      return;
    }

    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    response.flushHeaders();
    const send = (payload: object) => response.write(`data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", ...payload })}\n\n`);
    if (step.kind === "tool") {
      send({
        choices: [
          {
            index: 0,
            delta: { role: "assistant", tool_calls: [{ index: 0, id: `call_${calls}`, type: "function", function: { name: step.name, arguments: "" } }] },
          },
        ],
      });
      send({ choices: [{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: JSON.stringify(step.args) } }] } }] });
      send({ choices: [{ index: 0, delta: {}, finish_reason: "tool_calls" }] });
    } else {
      const words = step.text.match(/\S+\s*/g) ?? [];
      for (const [index, word] of words.entries()) {
        if (response.destroyed) return;
        if (step.hang && index === 3) {
          // Silent from here on: the connection stays open until the client gives up.
          await new Promise((resolve) => response.once("close", resolve));
          return;
        }
        if (step.explode && index === 3) {
          // Let the first words reach the client, so the failure is mid-stream, not a refused call.
          await new Promise((resolve) => setTimeout(resolve, 100));
          response.destroy(new Error("upstream exploded"));
          return;
        }
        send({ choices: [{ index: 0, delta: index === 0 ? { role: "assistant", content: word } : { content: word } }] });
        if (step.slow) await new Promise((resolve) => setTimeout(resolve, 150));
      }
      send({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
    }
    // As OpenAI does: usage on a stream only when stream_options.include_usage asks for it.
    if (body.stream_options?.include_usage) send({ choices: [], usage });
    response.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
