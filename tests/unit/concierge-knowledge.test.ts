import { describe, expect, it } from "vitest";
import { bestPassage, coverage, type KnowledgePassage, knowledgeQuery, knowledgeWords, passageQuote, sourceName } from "@/lib/ai/concierge/knowledge";
import { ASKING, CONCEPTS, PHRASES } from "@/lib/ai/concierge/knowledge-words";
import { fold } from "@/lib/ai/concierge/text";
import { answerSources, MAX_SOURCES } from "@/lib/chat/sources";

// How the concierge weighs a passage against a question: the question's content words (no
// grammar, no listing vocabulary, no greeting, no city), and the share of them a passage
// covers, through stems, typos and a small table of agency words in three languages.

const CITIES = ["Austin", "Denver"];

function passage(fields: Partial<KnowledgePassage>): KnowledgePassage {
  return { sourceId: "1", kind: "qa", title: "", url: null, heading: "", text: "", answer: null, score: 0.1, ...fields };
}

const fees = passage({
  sourceId: "1",
  title: "What are your fees?",
  heading: "What are your fees?",
  answer: "When you sell with us, our commission is 5% of the sale price.",
});
const hours = passage({
  sourceId: "2",
  title: "What are your office hours?",
  heading: "What are your office hours?",
  answer: "Monday to Friday, 9 am to 6 pm. Closed on Sundays.",
});
const closing = passage({ sourceId: "3", title: "How does closing work?", heading: "How does closing work?", answer: "Closing takes 30 to 45 days." });

describe("knowledgeWords", () => {
  it("keeps nothing of a listing question, a greeting or a city", () => {
    for (const question of [
      "3 bed homes in Austin",
      "hi there!",
      "show me condos for rent in denver under $2000",
      "¿Hay casas con piscina en Austin?",
      "maisons à vendre avec jardin",
      "how many homes for sale?",
    ])
      expect(knowledgeWords(question, CITIES), question).toEqual([]);
  });

  it("keeps the words about the agency, the agency's topics even where listings use the word", () => {
    expect(knowledgeWords("What are your fees?", CITIES)).toEqual(["fees"]);
    expect(knowledgeWords("When are you open on Saturdays?", CITIES)).toEqual(["open", "saturdays"]);
    expect(knowledgeWords("quelle commission prenez-vous ?", CITIES)).toEqual(["commission"]);
  });

  it("reads any text without failing, in time linear in it", () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const alphabet = ["a", "é", "'", "-", " ", "?", "¿", "ß", "\u0301", "9", "l'", "qu'", "--", "''", "😀", "\n", "fees", "and", "y"];
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: next() % 400 }, () => alphabet[next() % alphabet.length]).join("");
      const asked = knowledgeWords(text, CITIES);
      expect(asked.length).toBeLessThanOrEqual(12);
      bestPassage(asked, [fees, hours, passage({ kind: "document", text })]);
      passageQuote(asked, passage({ kind: "document", text }));
    }
  });

  it("is bounded, whatever the message", () => {
    expect(knowledgeWords("word ".repeat(5000)).length).toBeLessThanOrEqual(1);
    expect(knowledgeWords(Array.from({ length: 200 }, (_, i) => `topic${"x".repeat(i % 7)}alpha${i}`).join(" ")).length).toBeLessThanOrEqual(12);
  });
});

describe("bestPassage", () => {
  it("picks the passage covering the question, in any of the three languages, typos too", () => {
    for (const question of ["what are your fees", "how much comission do you charge", "¿Cuánto cobran de comisión?", "Quels sont vos frais ?"])
      expect(bestPassage(knowledgeWords(question, CITIES), [hours, fees, closing])?.sourceId, question).toBe("1");
    expect(bestPassage(knowledgeWords("how long does closing take", CITIES), [hours, fees, closing])?.sourceId).toBe("3");
    expect(bestPassage(knowledgeWords("¿Qué horario tiene la oficina?", CITIES), [fees, closing, hours])?.sourceId).toBe("2");
  });

  it("never takes a passage that merely shares one word of several", () => {
    expect(bestPassage(knowledgeWords("do you sell cars?", CITIES), [fees, hours, closing])).toBeUndefined();
    expect(bestPassage(knowledgeWords("who founded the office building?", CITIES), [fees, hours, closing])).toBeUndefined();
    expect(bestPassage([], [fees])).toBeUndefined();
  });

  it("measures the share of words covered", () => {
    expect(coverage(["fees", "cars"], "Our fees are low")).toBe(0.5);
    expect(coverage(["honorarios"], "Our commission is 5%")).toBe(1);
    expect(coverage(["wombat"], "Our commission is 5%")).toBe(0);
  });
});

describe("the agency's words across the three languages", () => {
  // An agency FAQ in English, read by Spanish and French visitors (and the other way round).
  const faq = [
    passage({ sourceId: "renew", title: "How do I renew my lease?", answer: "We contact you 90 days before your lease ends to offer a renewal." }),
    passage({ sourceId: "late", title: "What if I pay rent late?", answer: "Rent is due on the 1st; a late fee of $50 applies after the 5th." }),
    passage({ sourceId: "keys", title: "I am locked out", answer: "If you lose your keys or are locked out, call our emergency line." }),
    passage({ sourceId: "hoa", title: "What are HOA fees?", answer: "HOA dues pay for the upkeep of the common areas of a condo building." }),
    passage({ sourceId: "complaint", title: "How do I file a complaint?", answer: "Send your complaint to our office by email." }),
    passage({ sourceId: "sublet", title: "Can I sublet my apartment?", answer: "Subletting requires the landlord's written consent." }),
    passage({ sourceId: "payment", title: "How can I pay my rent?", answer: "Pay online through the tenant portal by bank transfer or card." }),
    passage({ sourceId: "gestion", title: "Proposez-vous la gestion locative ?", answer: "Oui, pour 8 % des loyers encaissés." }),
  ];
  const answers = (question: string) => bestPassage(knowledgeWords(question, CITIES), faq)?.sourceId;

  it("reaches an English passage from a Spanish or French question, verb forms and all", () => {
    expect(answers("¿Cómo renuevo mi contrato?")).toBe("renew");
    expect(answers("Comment renouveler mon bail ?")).toBe("renew");
    expect(answers("Que se passe-t-il si je paie le loyer en retard ?")).toBe("late");
    expect(answers("Perdí mis llaves")).toBe("keys");
    expect(answers("J'ai perdu mes clés")).toBe("keys");
    expect(answers("¿Cuánto son las cuotas de la comunidad?")).toBe("hoa");
    expect(answers("À combien s'élèvent les charges de copropriété ?")).toBe("hoa");
    expect(answers("Comment déposer une réclamation ?")).toBe("complaint");
    expect(answers("¿Se puede subarrendar?")).toBe("sublet");
    expect(answers("¿Aceptan tarjeta?")).toBe("payment");
    // And an English question reaches the French passage.
    expect(answers("do you offer property management?")).toBe("gestion");
  });

  it("takes the words that only ask (modal verbs, 'policy', 'in case of') out of the question", () => {
    expect(knowledgeWords("¿Podemos pagar con tarjeta?", CITIES)).toEqual(["pagar", "tarjeta"]);
    expect(knowledgeWords("Faut-il un garant ?", CITIES)).toEqual(["garant"]);
    expect(knowledgeWords("Puis-je sous-louer ?", CITIES)).toEqual(["sous-louer"]);
    expect(knowledgeWords("what is your cancellation policy?", CITIES)).toEqual(["cancellation"]);
    expect(knowledgeWords("¿Qué hago en caso de emergencia?", CITIES)).toEqual(["emergencia"]);
  });

  it("keeps a listing question's words out, where listings use a concept's words too", () => {
    for (const question of [
      "homes listed in the last 30 days",
      "apartamentos en alquiler por meses en Austin",
      "is it under agreement?",
      "maisons avec visite virtuelle",
    ])
      expect(bestPassage(knowledgeWords(question, CITIES), faq), question).toBeUndefined();
    expect(knowledgeWords("homes listed in the last 30 days", CITIES)).not.toContain("days");
  });

  it("lets a stem two concepts share stand for either", () => {
    // "demandent" (they ask) and "demande" (an application) are one stem: a passage that asks covers it.
    const lenders = passage({ kind: "document", title: "Mortgages", text: "Lenders ask for two years of tax returns and two months of bank statements." });
    expect(coverage(["papiers", "demandent", "banques"], lenders.text)).toBe(1);
  });

  it("reads a term of several words as one, in the question and the passage", () => {
    const weekends = passage({ sourceId: "weekend", title: "Can I see homes on weekends?", answer: "Showings are available on Saturdays and Sundays." });
    const cancel = passage({ sourceId: "cancel", title: "Can I end my contract?", answer: "You may end it with 30 days of notice." });
    // "fin de semana" is no end ("fin") of a contract.
    expect(knowledgeWords("¿Atienden el fin de semana?", CITIES)).toEqual(["atienden", "weekend"]);
    expect(bestPassage(knowledgeWords("¿Atienden el fin de semana?", CITIES), [cancel, weekends])?.sourceId).toBe("weekend");
    expect(bestPassage(knowledgeWords("Ouvrez-vous en fin de semaine ?", CITIES), [cancel, weekends])?.sourceId).toBe("weekend");
    expect(knowledgeWords("what's your phone number?", CITIES)).toEqual(["phone"]);
    const downPayment = passage({ kind: "document", title: "Financing", text: "Lenders ask for a down payment of 3% to 20%." });
    expect(coverage(knowledgeWords("¿Cuánto enganche necesito?", CITIES), downPayment.text)).toBe(1);
  });

  it("has its tables folded, and no asking word that is also a concept's", () => {
    const all = [...ASKING, ...CONCEPTS.flat(), ...PHRASES.flat()];
    expect(all.filter((word) => fold(word) !== word || word !== word.toLowerCase() || word.trim() !== word)).toEqual([]);
    const concepts = new Set(CONCEPTS.flat());
    expect(ASKING.filter((word) => concepts.has(word))).toEqual([]);
  });

  it("still answers nothing a passage only grazes", () => {
    for (const question of ["¿Venden seguros de coche?", "Faites-vous de la décoration ?", "can you recommend a plumber?", "¿Quién fundó la agencia?"])
      expect(answers(question), question).toBeUndefined();
  });
});

describe("what an answer quotes and names", () => {
  it("quotes a Q&A's answer, and of a document the sentences that answer", () => {
    expect(passageQuote(["fees"], fees)).toBe(fees.answer);
    const guide = passage({
      kind: "document",
      title: "Buyer's guide",
      text: "Offers come first. An inspection costs about $400. Keys are handed over at closing.",
    });
    expect(passageQuote(knowledgeWords("how much is an inspection?"), guide)).toBe("An inspection costs about $400.");
  });

  it("names a page by its title and address, anything else by its title", () => {
    expect(sourceName({ ID: "1", Kind: "qa", Title: "What are your fees?", Url: null })).toBe("What are your fees?");
    expect(sourceName({ ID: "2", Kind: "url", Title: "Fees", Url: "https://agency.example.com/fees" })).toBe("Fees (https://agency.example.com/fees)");
  });

  it("looks a question up with the agency words of the other languages too", () => {
    expect(knowledgeQuery("¿Cuánto cobran?", ["cobran"])).toContain("fee");
  });
});

describe("answerSources", () => {
  const given = { ID: "7", Kind: "qa", Title: "Fees", Url: null };
  it("takes the concierge's sources when it says, and none for an answer it could not give", () => {
    expect(answerSources({ casabot: { noAnswer: false, sources: [given, given] } }, [], false)).toEqual([given]);
    expect(answerSources({ casabot: { noAnswer: false, listingIds: [] } }, [{ kind: "knowledge", passages: [fees] }], false)).toEqual([]);
    expect(answerSources({ casabot: { noAnswer: false, sources: [given] } }, [], true)).toEqual([]);
  });

  it("reads a provider model's searchKnowledge outputs: deduplicated, at most three, junk left out", () => {
    const outputs = [
      { kind: "knowledge", passages: [fees, { ...fees }, hours, { sourceId: 5, kind: "qa", title: "x" }, { sourceId: "6", kind: "bogus", title: "y" }] },
      { kind: "search", listings: [] },
      { kind: "knowledge", passages: [closing, passage({ sourceId: "9", title: "Nine" })] },
    ];
    const sources = answerSources(undefined, outputs, false);
    expect(sources).toEqual([
      { ID: "1", Kind: "qa", Title: "What are your fees?", Url: null },
      { ID: "2", Kind: "qa", Title: "What are your office hours?", Url: null },
      { ID: "3", Kind: "qa", Title: "How does closing work?", Url: null },
    ]);
    expect(sources.length).toBe(MAX_SOURCES);
  });
});
