import { describe, expect, it } from "vitest";
import { expand, splitByTemplate, type TemplateSet } from "@/lib/classify/corpus";
import { evaluate } from "@/lib/classify/evaluate";
import { featuresOf } from "@/lib/classify/features";
import { Lexicon } from "@/lib/classify/lexicon";
import { LinearModel } from "@/lib/classify/linear";
import { READ_LIMIT, tokenize, wordSpans } from "@/lib/classify/text";

// The classifier machinery of lib/classify (issue 39; the concierge's rebuild reuses it): the lexicon's
// tagging, typo tolerance and rewrites, features, the linear model's training, the template corpus.

const lexicon = new Lexicon({
  tags: {
    "G.religion": ["muslims", "catholics"],
    "G.race": ["whites"],
    AREA: ["neighborhood", "part of town"],
    STREET: ["street", "st"],
    SAFE: ["safe", "surete"],
  },
  rewrites: [
    { when: ["@G", "@STREET"], tag: "PLACE" },
    { when: ["white", "@AREA"], tag: "G.race", keep: true },
  ],
  ordinary: ["blocks", "white"],
  spelled: { sûr: "surete" },
});

describe("the lexicon", () => {
  it("never joins a rewrite across the end of a clause ('Muslims: street parking?'), and joins it within one", () => {
    const tags = (text: string) => lexicon.read(text).flatMap((item) => (item.tag ? [item.tag] : []));
    expect(tags("Muslims Street, near the park")).toEqual(["PLACE"]);
    expect(tags("no Muslims: street parking only?")).toEqual(["G.religion", "STREET"]);
    expect(tags("no Muslims. Street parking?")).toEqual(["G.religion", "STREET"]);
    // A point inside a word or a number is no clause's end.
    expect(tags("white neighborhood.")).toEqual(["G.race"]);
  });

  it("tags words and phrases, longest first, and keeps every other word", () => {
    expect(lexicon.read("a Part of Town with Muslims").map((item) => [item.word, item.tag ?? null])).toEqual([
      ["a", null],
      ["part of town", "AREA"],
      ["with", null],
      ["muslims", "G.religion"],
    ]);
  });

  it("reads a typo of a long tagged word as the word, never an ordinary one", () => {
    const tag = (text: string) => lexicon.read(text)[0]!.tag ?? null;
    expect(tag("muslms")).toBe("G.religion"); // a letter missing
    expect(tag("muslimss")).toBe("G.religion"); // a letter too many
    expect(tag("mulsims")).toBe("G.religion"); // two swapped
    expect(tag("catholocs")).toBe("G.religion"); // one replaced, in a long word
    expect(tag("whotes")).toBeNull(); // one replaced in a short word is too often another word
    expect(tag("blocks")).toBeNull();
    expect(tag("unsafe")).toBeNull(); // "safe" is too short to take a letter more
  });

  it("joins a group and a street into a place, and a colour and an area into a group that is still an area", () => {
    expect(lexicon.read("Catholics Street")).toEqual([{ word: "catholics street", tag: "PLACE", from: 0, to: 2 }]);
    expect(lexicon.read("a white neighborhood")[1]).toEqual({ word: "white neighborhood", tag: "G.race", also: ["AREA"], from: 1, to: 3 });
  });

  it("reads an accented word by its accents before folding", () => {
    expect(lexicon.read("est-il sûr le soir, sur la rue?").map((item) => item.tag ?? item.word)).toEqual([
      "est",
      "il",
      "SAFE",
      "le",
      "soir",
      "sur",
      "la",
      "rue",
    ]);
  });

  it("reads a bounded part of any message", () => {
    expect(tokenize("mot ".repeat(10_000)).length).toBe(READ_LIMIT / 4);
  });
});

describe("word spans", () => {
  it("give each word where it is in the text as written, accents and composed forms included", () => {
    const text = "Pas d’Enfants, solo ESPAÑOLES — ﬁne";
    const spans = wordSpans(text);
    expect(spans.map((span) => span.word)).toEqual(["pas", "d", "enfants", "solo", "espanoles", "fine"]);
    expect(spans.map((span) => text.slice(span.start, span.end))).toEqual(["Pas", "d", "Enfants", "solo", "ESPAÑOLES", "ﬁne"]);
    expect(wordSpans("cafe\u0301 ok").map((span) => [span.word, span.start, span.end])).toEqual([
      ["cafe", 0, 5],
      ["ok", 6, 8],
    ]);
  });
});

describe("features", () => {
  it("name tags and their families, neighbouring pairs and pairs of families near and far", () => {
    const features = featuresOf(lexicon.read("muslims in this neighborhood"));
    expect(features).toEqual(expect.arrayContaining(["@G.religion", "@G", "^ @G", "in", "this @AREA", "@AREA $", "&AREA&G", "~G~AREA"]));
    expect(featuresOf(lexicon.read("muslims in this neighborhood"))).toEqual(features);
  });
});

describe("the linear model", () => {
  const examples = [
    ...["a b", "a c", "a d", "a e"].map((text) => ({ features: text.split(" "), label: "yes" })),
    ...["x b", "x c", "x d", "x e"].map((text) => ({ features: text.split(" "), label: "no" })),
  ];
  const options = { epochs: 20, rate: 0.5, l2: 0.001, seed: 7, minCount: 1 };

  it("learns what separates its labels, and the same examples always give the same weights", () => {
    const model = LinearModel.train(examples, ["yes", "no"], options);
    expect(model.scores(["a", "z"]).yes).toBeGreaterThan(0.8);
    expect(model.scores(["x", "z"]).no).toBeGreaterThan(0.8);
    expect(JSON.stringify(LinearModel.train(examples, ["yes", "no"], options).toJSON())).toBe(JSON.stringify(model.toJSON()));
    expect(JSON.stringify(LinearModel.train(examples, ["yes", "no"], { ...options, seed: 8 }).toJSON())).not.toBe(JSON.stringify(model.toJSON()));
  });

  it("refuses weights that do not fit its labels, and an example of another label", () => {
    expect(() => new LinearModel({ labels: ["a", "b"], weights: { f: [1] }, bias: [0, 0] })).toThrow(/one weight per label/);
    expect(() => LinearModel.train([{ features: ["f"], label: "c" }], ["a", "b"], options)).toThrow(/not one of the model's labels/);
  });
});

describe("the template corpus", () => {
  const set: TemplateSet = {
    language: "en",
    slots: { city: ["Austin", "Denver"], homes: ["house", "{size} condo"], size: ["big", "small"] },
    templates: [
      { label: "steer", text: "{homes} in {city} with [many|few] {@G}" },
      { label: "ok", text: "{homes} in {city} near {@AREA}" },
      { label: "ok", text: "a [quiet|sunny] {homes}" },
    ],
  };
  const lexicons = { en: { tags: { "G.religion": ["muslims"], "G.race": ["whites"], AREA: ["the park"] } } };

  it("fills slots, alternatives and lexicon tags, the same for a seed, and splits by whole templates", () => {
    const samples = expand([set], lexicons, { perTemplate: 6, seed: 3, typoRate: 0 });
    expect(expand([set], lexicons, { perTemplate: 6, seed: 3, typoRate: 0 })).toEqual(samples);
    expect(
      samples
        .filter((sample) => sample.template === "en:0")
        .every((sample) => /^(house|big condo|small condo) in (Austin|Denver) with (many|few) (muslims|whites)$/.test(sample.text)),
    ).toBe(true);
    expect(samples.filter((sample) => sample.template === "en:2").length).toBeLessThanOrEqual(6);
    const { train, test } = splitByTemplate(samples, 3);
    expect(new Set(test.map((sample) => sample.template))).toEqual(new Set(["en:2"]));
    expect(train.some((sample) => sample.template === "en:2")).toBe(false);
  });

  it("names a slot or tag that does not exist", () => {
    expect(() => expand([{ ...set, templates: [{ label: "ok", text: "{nope}" }] }], lexicons, { perTemplate: 1, seed: 1, typoRate: 0 })).toThrow(
      /no slot nope/,
    );
    expect(() => expand([{ ...set, templates: [{ label: "ok", text: "{@NOPE}" }] }], lexicons, { perTemplate: 1, seed: 1, typoRate: 0 })).toThrow(
      /no lexicon tag NOPE/,
    );
  });
});

describe("evaluate", () => {
  it("gives accuracy, precision and recall per label", () => {
    const scored = evaluate(
      [
        { label: "a", predicted: "a" },
        { label: "a", predicted: "b" },
        { label: "b", predicted: "b" },
      ],
      ["a", "b"],
    );
    expect(scored.accuracy).toBeCloseTo(2 / 3);
    expect(scored.labels).toEqual([
      { label: "a", support: 2, precision: 1, recall: 0.5 },
      { label: "b", support: 1, precision: 0.5, recall: 1 },
    ]);
  });
});
