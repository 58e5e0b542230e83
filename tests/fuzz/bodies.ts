import fc from "fast-check";

/** One request body the fuzzer sends: its bytes, the Content-Type it claims, and how to show it in a failure. */
export interface FuzzBody {
  bytes: string | Uint8Array<ArrayBuffer>;
  contentType: string | null;
  headers: Record<string, string>;
  describe: string;
}

/** Values that break naive parsers: number edges, NaN-like text, odd unicode, injection-looking text. */
const edgeValue = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -0,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 1,
  -1,
  1.5,
  1e21,
  "",
  " ",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "1e999",
  "0x10",
  "1_000",
  "١٢٣",
  "12abc",
  "\u0000",
  "\ud800",
  "\udfff",
  "\u202e\u202d",
  "\ufeff",
  "🏠🔑",
  "é",
  "e\u0301",
  "\u200b",
  "' OR 1=1 --",
  "'; DROP TABLE listings; --",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  "${7*7}",
  "#{7*7}",
  "../../etc/passwd",
  "%00",
  "\\",
  '"',
  "__proto__",
  "constructor",
  [],
  {},
  [null],
  [[[]]],
  { $gt: "" },
  { __proto__: { polluted: true } },
  ["a", 1, null],
  { Key: "x", value: 1 },
);

const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

/** Any value a JSON field could hold, weighted towards the ones that break things. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: edgeValue },
  { weight: 3, arbitrary: scalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 60_000 }).map((n) => "x".repeat(n)) },
);

const json = (value: unknown, contentType: string | null = "application/json"): FuzzBody => {
  const text = JSON.stringify(value) ?? "null";
  return { bytes: text, contentType, headers: {}, describe: text };
};

const raw = (text: string, describe = text): FuzzBody => ({ bytes: text, contentType: "application/json", headers: {}, describe });

/** A body of JSON text with one byte sequence that is not UTF-8 spliced into it. */
function withInvalidUtf8(text: string, at: number, bad: readonly number[]): FuzzBody {
  const bytes = Buffer.from(text, "utf8");
  const cut = Math.min(at, bytes.length);
  return {
    bytes: new Uint8Array(Buffer.concat([bytes.subarray(0, cut), Buffer.from(bad), bytes.subarray(cut)])),
    contentType: "application/json",
    headers: {},
    describe: `${text} with bytes ${bad.map((b) => b.toString(16)).join(" ")} at ${cut}`,
  };
}

/**
 * Bodies for an endpoint whose valid body is `sample`: random JSON of every type,
 * the sample with one field wrong, missing or added, text that is not quite JSON
 * (truncated, duplicate keys, deep nesting, bad UTF-8), oversize bodies, and other
 * Content-Types.
 */
export function bodyArbitrary(sample: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  // Weights are out of about 100: a body over the 1 MB limit costs a megabyte to send, so ~1 in 100 is one.
  const keys = Object.keys(sample);
  const sampleText = JSON.stringify(sample);
  const key = keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 12 });
  return fc.oneof(
    { weight: 15, arbitrary: fc.jsonValue().map((value) => json(value)) },
    { weight: 30, arbitrary: fc.tuple(key, fieldValue).map(([k, v]) => json({ ...sample, [k]: v })) },
    { weight: 10, arbitrary: key.map((k) => json(Object.fromEntries(Object.entries(sample).filter(([name]) => name !== k)))) },
    { weight: 5, arbitrary: fc.tuple(fc.string({ maxLength: 30 }), fieldValue).map(([k, v]) => json({ ...sample, [k]: v })) },
    { weight: 5, arbitrary: fc.dictionary(fc.constantFrom(...keys, "x"), fieldValue).map((fields) => json({ ...sample, ...fields })) },
    { weight: 5, arbitrary: fc.nat({ max: sampleText.length }).map((n) => raw(sampleText.slice(0, n))) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(key, fieldValue)
        .map(([k, v]) => raw(`${sampleText.slice(0, -1)}${keys.length ? "," : ""}${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}}`)),
    },
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.integer({ min: 10, max: 200_000 }), fc.boolean())
        .map(([depth, objects]) =>
          objects
            ? raw(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`, `{"a": nested ${depth} deep}`)
            : raw(`${"[".repeat(depth)}${"]".repeat(depth)}`, `[ nested ${depth} deep ]`),
        ),
    },
    {
      weight: 5,
      arbitrary: fc
        .tuple(
          fc.nat({ max: sampleText.length }),
          fc.constantFrom([0xff], [0xc3], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xc0, 0xaf]),
        )
        .map(([at, bad]) => withInvalidUtf8(sampleText, at, bad)),
    },
    {
      weight: 5,
      arbitrary: fc.constantFrom(" ", "\ufeff{}", "nul", "{", "}", "{}}", "[1,]", "{'a':1}", "1e999", "-", '"\\ud800"', "\u0000").map((text) => raw(text)),
    },
    {
      weight: 5,
      arbitrary: fc
        .constantFrom(
          null,
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/json; charset=latin1",
          "application/xml",
        )
        .map((type) => json(sample, type)),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1_048_000, max: 1_300_000 }).map((n) => json({ ...sample, [keys[0] ?? "x"]: "y".repeat(n) })) },
  );
}
