import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contract, type EndpointContract } from "@/lib/api/openapi/contract";
import { clientAskInput } from "@/lib/chat/schema";
import { editChatbotInput } from "@/lib/chatbots/schema";
import { AppError } from "@/lib/errors";
import { createListingInput, listListingsInput } from "@/lib/listings/schema";
import { matchKeys } from "@/lib/validation/keys";
import { parseInput } from "@/lib/validation/parse";

/** Every property name of a value, deeply, respelled. */
function respell(value: unknown, spell: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => respell(item, spell));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [spell(key), respell(item, spell)]));
}

const SPELLINGS: [string, (key: string) => string][] = [
  ["lower case", (key) => key.toLowerCase()],
  ["upper case", (key) => key.toUpperCase()],
  ["first letter flipped", (key) => (key[0] === key[0]!.toUpperCase() ? key[0]!.toLowerCase() : key[0]!.toUpperCase()) + key.slice(1)],
];

function badRequestMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  throw new Error("expected a 400");
}

describe("body property names match without regard to case", () => {
  const entries = Object.entries(contract) as [string, EndpointContract][];
  for (const [name, entry] of entries) {
    for (const [label, spell] of SPELLINGS) {
      it(`${name}: its example in ${label} reads as the example`, () => {
        const expected = parseInput(entry.body, entry.example.request);
        expect(parseInput(entry.body, respell(entry.example.request, spell))).toEqual(expected);
      });
    }
  }

  it("reads the spellings integrators mix", () => {
    expect(parseInput(editChatbotInput, { SerialNumber: "abc", name: "Casa" })).toEqual({ serialNumber: "abc", Name: "Casa" });
    expect(parseInput(listListingsInput, { serialNumber: "abc", pageSize: 1 })).toMatchObject({ SerialNumber: "abc", PageSize: 1 });
    expect(parseInput(clientAskInput, { SessionID: 25, Content: "hi" })).toMatchObject({ sessionID: 25, content: "hi" });
  });

  it("lets the exact spelling win over another, wherever it comes in the body", () => {
    expect(parseInput(listListingsInput, { SerialNumber: "a", pagesize: 5, PageSize: 7 })).toMatchObject({ PageSize: 7 });
    expect(parseInput(listListingsInput, { SerialNumber: "a", PageSize: 7, pagesize: 5 })).toMatchObject({ PageSize: 7 });
    // Of two inexact spellings, the first.
    expect(parseInput(listListingsInput, { SerialNumber: "a", pagesize: 5, PAGESIZE: 7 })).toMatchObject({ PageSize: 5 });
  });

  it("names a bad field as the spec spells it, whatever spelling was sent", () => {
    expect(badRequestMessage(() => parseInput(editChatbotInput, { SERIALNUMBER: "a", messagelimit: "many" }))).toMatch(/\bMessageLimit\b/);
    expect(badRequestMessage(() => parseInput(listListingsInput, {}))).toMatch(/\bSerialNumber\b/);
  });

  it("matches nested objects, arrays of them and the Tour alias, and leaves free-form keys alone", () => {
    const listing = { ...contract["Chatbot/RealEstateCreate"].example.request } as Record<string, unknown>;
    delete listing.Tours;
    const parsed = parseInput(createListingInput, {
      ...listing,
      tour: "3D",
      extensionColumn: [{ key: "HOA Dues", VALUE: "$450" }],
    }) as Record<string, unknown>;
    expect(parsed.Tours).toBe("3D");
    expect(parsed.ExtensionColumn).toEqual([{ Key: "HOA Dues", value: "$450" }]);
    const map = z.object({ Facts: z.record(z.string(), z.string()) });
    expect(matchKeys(map, { facts: { garage: "yes", GARAGE: "no" } })).toEqual({ Facts: { garage: "yes", GARAGE: "no" } });
  });

  it("keeps a __proto__ property as data and returns an unchanged body as it is", () => {
    const schema = z.object({ Name: z.string() });
    const body = JSON.parse('{"name": "a", "__proto__": {"polluted": true}}');
    const matched = matchKeys(schema, body) as Record<string, unknown>;
    expect(Object.getPrototypeOf(matched)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(matched.Name).toBe("a");
    const exact = { Name: "a" };
    expect(matchKeys(schema, exact)).toBe(exact);
  });

  it("goes through unions, lazy schemas and transforms", () => {
    const union = z.union([z.object({ Kind: z.literal("a"), Alpha: z.number() }), z.object({ Kind: z.literal("b"), Beta: z.number() })]);
    expect(union.parse(matchKeys(union, { kind: "b", beta: 2 }))).toEqual({ Kind: "b", Beta: 2 });
    type Node = { Name: string; Children?: Node[] };
    const tree: z.ZodType<Node> = z.lazy(() => z.object({ Name: z.string(), Children: z.array(tree).optional() }));
    expect(matchKeys(tree, { name: "root", children: [{ NAME: "leaf" }] })).toEqual({ Name: "root", Children: [{ Name: "leaf" }] });
    const transformed = z.object({ Count: z.number() }).transform((value) => value.Count * 2);
    expect(transformed.parse(matchKeys(transformed, { count: 2 }))).toBe(4);
  });
});
