import type { LanguageModelV3CallOptions, LanguageModelV3Prompt } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { conciergeModel } from "@/lib/ai/concierge-model";
import { TURN_LIMIT, visitorText } from "@/lib/ai/concierge/text";

// Issue 15, item 1: the concierge reads a visitor's turn normalised and cut short, the turns
// already in the session's history as much as the new one, so that no message, however long
// or crafted, is read in full now or on any later turn.

const FILLER = "please ".repeat(100);

describe("visitorText", () => {
  it("collapses every run of whitespace to one space and trims the ends", () => {
    expect(visitorText(" \t homes\n\nin \u00a0 Austin\r\n ")).toBe("homes in Austin");
    expect(visitorText(`calle ${" ".repeat(10_000)}!x`)).toBe("calle !x");
  });

  it("composes accents (NFC), as the visitor may type them either way", () => {
    expect(visitorText("Cafe\u0301 rue")).toBe("Café rue");
  });

  it(`keeps at most ${TURN_LIMIT} characters, counted after collapsing, and never half a surrogate pair`, () => {
    expect(visitorText("a ".repeat(10_000))).toHaveLength(TURN_LIMIT - 1);
    expect(visitorText("b".repeat(10_000))).toHaveLength(TURN_LIMIT);
    const cut = visitorText(`${"c".repeat(TURN_LIMIT - 1)}🏠 and more`);
    expect(cut).toBe("c".repeat(TURN_LIMIT - 1));
    expect(visitorText(`${"d".repeat(TURN_LIMIT - 2)}🏠`)).toBe(`${"d".repeat(TURN_LIMIT - 2)}🏠`);
  });
});

/** The tool call the concierge makes for a conversation ending with `question`. */
async function searchFor(question: string, history: LanguageModelV3Prompt = [], state: object = { results: [], focus: [] }) {
  const options = {
    prompt: [...history, { role: "user", content: [{ type: "text", text: question }] }],
    tools: [{ type: "function", name: "search_listings", inputSchema: { type: "object" } }],
    providerOptions: { casabot: { cities: ["Austin"], state } },
  } as LanguageModelV3CallOptions;
  const { content } = await conciergeModel.doGenerate(options);
  const call = content.find((part) => part.type === "tool-call");
  expect(call?.toolName).toBe("search_listings");
  return JSON.parse(call!.type === "tool-call" ? call!.input : "{}").filters as Record<string, unknown>;
}

describe("the concierge reads each visitor turn through visitorText", () => {
  it("reads words that long runs of spaces pushed far into the message", async () => {
    expect(await searchFor(`homes in Austin${" ".repeat(5_000)}with a pool`)).toMatchObject({ city: "Austin", features: ["pool"] });
  });

  it(`reads the question's first ${TURN_LIMIT} characters only`, async () => {
    const filters = await searchFor(`homes in Austin ${FILLER}with a pool`);
    expect(filters).toMatchObject({ city: "Austin" });
    expect(filters).not.toHaveProperty("features");
  });

  it("reads a follow-up against the conversation state, never the earlier turns' text", async () => {
    const history: LanguageModelV3Prompt = [
      { role: "user", content: [{ type: "text", text: `homes in Austin ${FILLER}with a pool` }] },
      { role: "assistant", content: [{ type: "text", text: "Here is what I found." }] },
    ];
    const filters = await searchFor("with 3 bedrooms", history, { criteria: { filters: { city: "Austin" } }, results: [], focus: [] });
    expect(filters).toMatchObject({ city: "Austin", bedrooms: { min: 3 } });
    expect(filters).not.toHaveProperty("features");
  });
});
