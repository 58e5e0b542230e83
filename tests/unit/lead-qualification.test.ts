import { describe, expect, it } from "vitest";
import { readContact } from "@/lib/ai/concierge/contact";
import { fold } from "@/lib/ai/concierge/text";
import { asksAboutPreApproval, fromCriteria, mergeQualification, nextQuestion, readStatements, readTimeline } from "@/lib/leads/qualification";
import { scoreLead } from "@/lib/leads/score";

// Issue 42: what a conversation tells of a visitor's search, typed, and the score its stated rules give.

describe("reading what visitors say", () => {
  it.each([
    ["we want to move within 3 months", 3],
    ["in the next six months ideally", 6],
    ["asap, our lease ends", 0],
    ["probably next year", 12],
    ["just browsing for now", 12],
    ["queremos mudarnos en 3 meses", 3],
    ["dentro de dos meses", 2],
    ["lo antes posible", 0],
    ["d'ici 6 mois", 6],
    ["dans deux mois", 2],
    ["dès que possible", 0],
    ["je regarde juste", 12],
  ])("when: %s", (text, months) => expect(readTimeline(text)?.TimelineMonths).toBe(months));

  it("finds no timeline where none is said", () => {
    for (const text of ["3 bedrooms in Austin", "a house built in 2 years?", "the one with 2 baths"]) expect(readTimeline(text)).toBeUndefined();
  });

  it.each([
    ["we're pre-approved up to 500k", { Financing: "pre-approved" }],
    ["paying cash", { Financing: "cash" }],
    ["we'll need a mortgage", { Financing: "needs-mortgage" }],
    ["tenemos la hipoteca preaprobada", { Financing: "pre-approved" }],
    ["pagaríamos al contado", { Financing: "cash" }],
    ["nous avons un accord de principe de la banque", { Financing: "pre-approved" }],
    ["I have to sell my house first", { MustSellFirst: true }],
    ["first-time buyer here", { MustSellFirst: false }],
    ["tengo que vender mi casa primero", { MustSellFirst: true }],
    ["je dois vendre ma maison avant", { MustSellFirst: true }],
    // Any home of theirs, any person, read word by word around the verb of selling.
    ["we'd need to sell our place in Dallas first though", { MustSellFirst: true }],
    ["we won't buy until we sell our condo", { MustSellFirst: true }],
    ["hay que vender el depa antes de comprar", { MustSellFirst: true }],
    ["il faut qu'on vende l'appart avant", { MustSellFirst: true }],
    ["nous devons d'abord vendre notre appartement", { MustSellFirst: true }],
    ["we don't have to sell anything", { MustSellFirst: false }],
    ["no tenemos que vender nada", { MustSellFirst: false }],
    ["on n'a pas besoin de vendre", { MustSellFirst: false }],
    ["ya vendimos nuestra casa", { MustSellFirst: false }],
    // Nothing to sell, said as "anything", or as where they live now: a renter owns no home to sell.
    ["We'd pay cash and we don't have anything to sell", { Financing: "cash", MustSellFirst: false }],
    ["ya no cabemos en el depa que rentamos ahorita", { MustSellFirst: false }],
    ["Nous sommes locataires actuellement.", { MustSellFirst: false }],
    ["c'est mon premier achat", { MustSellFirst: false }],
    // Paces, negations and plurals as visitors write them.
    ["first time buyer here, not pre approved yet", { Intent: "buy", Financing: "not-yet", MustSellFirst: false }],
    ["On est pré-approuvés, on cherche à acheter", { Financing: "pre-approved" }],
    ["Pas encore de préapprobation bancaire", { Financing: "not-yet" }],
    ["sin afán, no tengo prisa", { TimelineMonths: 12 }],
    ["solo estoy viendo", { TimelineMonths: 12 }],
    ["le plus tôt possible", { TimelineMonths: 0 }],
    ["Dans les 6 mois idéalement", { TimelineMonths: 6 }],
  ])("statement: %s", (text, expected) => expect(readStatements(text)).toMatchObject(expected));

  it("hears no plan of the visitor's in a question about a home or about sellers", () => {
    for (const text of ["is the house for sale?", "who is selling this one before christmas", "do you sell houses in Austin", "the sellers need to sell fast"])
      expect(readStatements(text).MustSellFirst).toBeUndefined();
  });

  it("reads yes and no as the answer to the question just asked, and only then", () => {
    expect(readStatements("yes", "financing")).toEqual({ Financing: "pre-approved" });
    expect(readStatements("todavía no", "financing")).toEqual({ Financing: "not-yet" });
    expect(readStatements("non", "sellFirst")).toEqual({ MustSellFirst: false });
    expect(readStatements("yes")).toEqual({});
  });

  it("takes buy or rent, budget, area and bedrooms from the search, and lets later statements win", () => {
    const search = fromCriteria({ saleType: "for_sale", city: "Austin", price: { max: 450_000 }, bedrooms: { min: 3 } });
    expect(search).toEqual({ Intent: "buy", Area: "Austin", BudgetMax: 450_000, Bedrooms: 3 });
    expect(mergeQualification(search, { Financing: "cash" }, { Financing: "pre-approved" })).toMatchObject({ Financing: "pre-approved", Area: "Austin" });
  });

  it("asks the next question only while one is missing, and never a renter about financing or selling", () => {
    expect(nextQuestion({ Intent: "buy" }, [])).toBe("timeline");
    expect(nextQuestion({ Intent: "buy", TimelineMonths: 3 }, [])).toBe("financing");
    expect(nextQuestion({ Intent: "buy", TimelineMonths: 3 }, ["financing"])).toBe("sellFirst");
    expect(nextQuestion({ Intent: "rent", TimelineMonths: 1 }, [])).toBeUndefined();
    expect(nextQuestion({}, ["timeline", "financing", "sellFirst"])).toBeUndefined();
  });
});

describe("the score's rules", () => {
  it("is hot for a showing or for soon with the money ready, warm for part of it, cold without a contact", () => {
    expect(scoreLead({ reachable: true, showingRequested: true, qualification: {} })).toEqual({ score: "hot", reasons: ["asked to see a home"] });
    expect(scoreLead({ reachable: true, showingRequested: false, qualification: { TimelineMonths: 2, Financing: "cash" } }).score).toBe("hot");
    expect(scoreLead({ reachable: true, showingRequested: false, qualification: { TimelineMonths: 5 } })).toEqual({
      score: "warm",
      reasons: ["moving within 6 months"],
    });
    expect(scoreLead({ reachable: true, showingRequested: false, qualification: { BudgetMax: 400_000, Area: "Austin" } }).score).toBe("warm");
    expect(scoreLead({ reachable: true, showingRequested: false, qualification: { TimelineMonths: 12, Financing: "not-yet" } }).score).toBe("cold");
    expect(scoreLead({ reachable: false, showingRequested: true, qualification: { TimelineMonths: 1, Financing: "cash" } }).score).toBe("cold");
  });
});

describe("contact details spelled out against bots", () => {
  it.each([
    ["David Chen, dchen82 at gmail dot com. Phone is spotty", "dchen82@gmail.com"],
    ["mi correo: ana arroba correo punto es", "ana@correo.es"],
    ["luc.b [at] free [dot] fr svp", "luc.b@free.fr"],
  ])("%s", (text, email) => expect(readContact(text, fold(text))?.email).toBe(email));

  it("reads no address in words that only look like one", () => {
    for (const text of ["look at this point of view", "chat gmail dot com", "meet at the house at 5"]) expect(readContact(text, fold(text))).toBeUndefined();
  });
});

describe("classes of blind set leads-p", () => {
  it.each([
    ["We're pre-approved buyers", { Financing: "pre-approved", Intent: "buy" }],
    ["necesitaré hipoteca", { Financing: "needs-mortgage", Intent: "buy" }],
    ["vamos a necesitar crédito hipotecario", { Financing: "needs-mortgage", Intent: "buy" }],
    ["il nous faudra un prêt", { Financing: "needs-mortgage", Intent: "buy" }],
  ])("a loan needed or approved is a buyer's: %s", (text, expected) => expect(readStatements(text)).toMatchObject(expected));

  it.each(["we don't need a loan", "no necesitamos hipoteca", "on n'a pas besoin de prêt"])("a need denied is none: %s", (text) =>
    expect(readStatements(text).Financing).toBeUndefined(),
  );

  it("asks a visitor just browsing nothing more", () => {
    expect(nextQuestion({ Timeline: "no rush", TimelineMonths: 12 }, [])).toBeUndefined();
    expect(nextQuestion({ Timeline: "next year", TimelineMonths: 12 }, [])).toBe("financing");
    expect(nextQuestion({ TimelineMonths: 3 }, [])).toBe("financing");
  });
});

describe("pre-approval asked about or told", () => {
  it("hears nothing of the visitor's own in a question about pre-approval, and reads its negation even in a question", () => {
    expect(readStatements("are pre-approved buyers preferred?").Financing).toBeUndefined();
    expect(readStatements("hola, es necesario estar preaprobado para hacer oferta?").Financing).toBeUndefined();
    expect(asksAboutPreApproval("hola, es necesario estar preaprobado para hacer oferta?")).toBe(true);
    expect(readStatements("is it a problem that we're not pre-approved?").Financing).toBe("not-yet");
    expect(readStatements("not pre approved yet, what can i get?").Financing).toBe("not-yet");
    expect(readStatements("nous avons un accord de principe").Financing).toBe("pre-approved");
  });
});

describe("classes of blind set leads-q", () => {
  // Buyers who say so by who they are or what they mean to do; investors buy.
  it.each([
    ["hi! first time buyers here, can we see it saturday?", { Intent: "buy" }],
    ["im an investor paying cash", { Intent: "buy", Financing: "cash" }],
    ["Soy inversor, compro al contado", { Intent: "buy", Financing: "cash" }],
    ["on pense acheter plutôt que louer", { Intent: "buy" }],
    ["je suis investisseur et j'achète comptant", { Intent: "buy", Financing: "cash" }],
  ] as const)("a buyer: %s", (text, expected) => expect(readStatements(text)).toMatchObject(expected));

  // No lender spoken to yet is financing not started.
  it.each(["havent talked to a bank yet", "todavía no hemos hablado con ningún banco", "on n'a pas encore parlé à une banque"])("not yet: %s", (text) =>
    expect(readStatements(text).Financing).toBe("not-yet"),
  );

  it("reads no financing where a bank is only mentioned", () => {
    expect(readStatements("the bank is two blocks away").Financing).toBeUndefined();
    expect(readStatements("je travaille à la banque").Financing).toBeUndefined();
  });
});

describe("prototype words in a visitor's plans", () => {
  it.each(["within constructor months", "in __proto__ weeks", "toString years"])("%s states no timeline", (text) => {
    expect(readStatements(text).TimelineMonths).toBeUndefined();
  });
});
