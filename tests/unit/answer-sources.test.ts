import { describe, expect, it } from "vitest";
import { checkedSources } from "@/lib/chat/source-text";
import { parseStreamLine, readAnswerStream } from "@/widget/frame/stream";

function streamOf(...chunks: string[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
}

// The `{sources}` line of an answer stream, as the widget and the chat tester read it: what
// a stream sends is checked field by field, and only http(s) addresses survive as links.
const line = {
  sources: [
    { ID: "1", Kind: "qa", Title: "Office hours", Url: null },
    { ID: "2", Kind: "url", Title: "Fees <b>page</b>", Url: "https://example.com/fees" },
    { ID: "3", Kind: "url", Title: "Sneaky", Url: "javascript:alert(1)" },
    { ID: "4", Kind: "document", Title: "Guide", Url: "data:text/html,<script>alert(1)</script>" },
    { ID: "5", Kind: "url", Title: "Relative", Url: "/evil" },
    { ID: "6", Kind: "other", Title: "Unknown kind", Url: null },
    { ID: "7", Kind: "qa", Title: "   ", Url: null },
    "not an object",
    null,
    { ID: "8", Kind: "url", Title: "Spaced", Url: "https://example.com/a b" },
  ],
};

describe("answer sources", () => {
  it("the widget reads a {sources} line and hands it over before the final line", async () => {
    expect(parseStreamLine(JSON.stringify(line))).toEqual({ kind: "sources", sources: line.sources });
    const seen: unknown[][] = [];
    const result = await readAnswerStream(
      streamOf('{"content":"We open at 9."}\n', `${JSON.stringify(line)}\n`, '{"QuestionID":1,"AnswerID":2,"Answer":"We open at 9.","TotalToken":3}\n'),
      { onContent: () => {}, onSources: (sources) => seen.push(sources) },
    );
    expect(seen).toEqual([line.sources]);
    expect(result.AnswerID).toBe(2);
  });

  it("keeps titles as given (text, not markup), drops malformed entries and any URL that is not http(s)", () => {
    // One check for the widget and the chat tester (lib/chat/source-text.ts).
    const expected = [
      { ID: "1", Kind: "qa", Title: "Office hours", Url: null },
      { ID: "2", Kind: "url", Title: "Fees <b>page</b>", Url: "https://example.com/fees" },
      { ID: "3", Kind: "url", Title: "Sneaky", Url: null },
      { ID: "4", Kind: "document", Title: "Guide", Url: null },
      { ID: "5", Kind: "url", Title: "Relative", Url: null },
    ];
    expect(checkedSources(line.sources)).toEqual(expected);
    // At most five, whatever the stream sends; a stored copy is checked again the same way.
    const many = Array.from({ length: 9 }, (_, index) => ({ ID: String(index), Kind: "qa", Title: `Q${index}`, Url: null }));
    expect(checkedSources(many)).toHaveLength(5);
    expect(checkedSources(checkedSources(line.sources))).toEqual(expected);
    expect(checkedSources("nope")).toEqual([]);
    expect(checkedSources({ 0: "x" })).toEqual([]);
    // An ID that is neither text nor a number is left out, not shown.
    expect(checkedSources([{ ID: { evil: 1 }, Kind: "qa", Title: "T", Url: null }])).toEqual([{ ID: "", Kind: "qa", Title: "T", Url: null }]);
  });
});
