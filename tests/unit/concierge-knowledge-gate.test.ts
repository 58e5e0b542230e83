import { describe, expect, it } from "vitest";
import { asksTheAgency, bestPassage, type KnowledgePassage, knowledgeQuery, knowledgeWords } from "@/lib/ai/concierge/knowledge";
import { BUY_OR_RENT_VERBS, CONCEPTS } from "@/lib/ai/concierge/knowledge-words";
import { fold } from "@/lib/ai/concierge/text";

// When a question about the agency may be answered from a passage: every word that says what it
// is about must be covered, listing words too once the agency is asked ("a deposit for pets" is
// no security deposit); the verbs of buying and renting are context; a Q&A whose own question
// covers the words comes before a document whose title happens to.

const CITIES = ["Austin", "Denver"];

function passage(fields: Partial<KnowledgePassage>): KnowledgePassage {
  return { sourceId: "1", kind: "qa", title: "", url: null, heading: "", text: "", answer: null, score: 0.1, ...fields };
}

const qa = (sourceId: string, question: string, answer: string) =>
  passage({ sourceId, title: question, heading: question, text: `${question}\n${answer}`, answer });
const section = (sourceId: string, title: string, heading: string, text: string) =>
  passage({ sourceId, kind: "document", title, heading: `${title} > ${heading}`, text });

const deposit = qa("deposit", "What is the security deposit?", "The security deposit is one month's rent, returned within 30 days.");
const fees = qa("fees", "What are your fees?", "Sellers pay a 5% commission; buyers pay us nothing.");
const apply = qa("apply", "What do I need to apply for a rental?", "To apply you need a photo ID and two pay stubs.");
const payments = section("guide", "Buyer's guide", "Financing", "Lenders ask for pay stubs and bank statements before you buy.");
const management = qa("management", "Gérez-vous des locations ?", "Oui, pour 7 % des loyers encaissés.");
const repairs = qa("repairs", "Who repairs things in a rental?", "Report repairs on the tenant portal; the homes we manage are fixed within 5 days.");
const faq = [deposit, fees, apply, payments, management, repairs];

const topical = (question: string) => knowledgeWords(question, CITIES, { topical: true });
const answerOf = (question: string) => bestPassage(topical(question), faq)?.sourceId;

describe("the words a passage must cover once the agency is asked", () => {
  it("keeps the listing words that say what about: features, kinds that are no home, concepts listings claim", () => {
    expect(knowledgeWords("is a cat deposit required?", CITIES)).not.toContain("cat");
    expect(topical("is a cat deposit required?")).toContain("cat");
    expect(topical("¿Se venden parcelas?")).toContain("parcelas");
    expect(topical("How many years has the agency been around?")).toContain("years");
    // A home of any kind says nothing of what the agency is asked.
    expect(topical("What do I need to rent a condo?")).not.toContain("condo");
    expect(topical("Que faut-il pour louer un appartement ?")).not.toContain("appartement");
  });

  it("lets no passage answer when one of those words is not covered", () => {
    for (const question of [
      "is a cat deposit required?",
      "¿Hay fianza extra por tener perro?",
      "Faut-il une caution pour un chien ?",
      "can I pay with a credit card?",
      "¿Puedo pagar con tarjeta de crédito?",
      "Puis-je régler par carte bancaire ?",
    ])
      expect(answerOf(question), question).toBeUndefined();
    // The same questions without the uncovered word are answered.
    expect(answerOf("how much is the deposit?")).toBe("deposit");
    expect(answerOf("¿Cuánto es la fianza?")).toBe("deposit");
  });

  it("reads the verbs of buying and renting as context, as 'buy' and 'rent' are", () => {
    expect(topical("¿Qué pasa con la fianza si alquilo un piso?")).toEqual(["fianza"]);
    expect(topical("Et la caution quand je loue un studio ?")).toEqual(["caution"]);
    expect(topical("the deposit when I rented my last place")).not.toContain("rented");
    for (const verb of BUY_OR_RENT_VERBS) expect(fold(verb), verb).toBe(verb);
  });

  it("reads 'what do I need' and its like as requirements, in the question and the passage", () => {
    expect(answerOf("¿Qué requisitos hay para arrendar?")).toBe("apply");
    expect(answerOf("Quelles conditions pour louer chez vous ?")).toBe("apply");
    expect(answerOf("What do I need to rent a condo?")).toBe("apply");
  });
});

describe("which passage answers", () => {
  it("prefers the Q&A whose question covers the words to a document whose title names one", () => {
    expect(answerOf("do buyers pay you a commission?")).toBe("fees");
    expect(answerOf("¿Los compradores pagan algo?")).toBe("fees");
  });

  it("prefers the Q&A asking the question to one whose answer only mentions its word", () => {
    expect(answerOf("do you offer property management?")).toBe("management");
    expect(answerOf("¿Administran alquileres?")).toBe("management");
  });

  it("looks a question up with each concept's words of other stems and its terms", () => {
    const query = knowledgeQuery("Do you offer property management?", ["management"]);
    expect(query).toContain("gestion");
    expect(query).toContain("administracion");
    expect(knowledgeQuery("¿Qué requisitos piden?", ["requisitos"])).toContain("you need");
    // Every concept still has words to look for.
    for (const words of CONCEPTS) expect(knowledgeQuery("x", [words[0]!]).length).toBeGreaterThan(1);
  });
});

describe("asksTheAgency", () => {
  it("tells a question about the agency's services from a search", () => {
    for (const question of [
      "do you handle land?",
      "Does your agency deal with warehouses?",
      "¿Trabajan con locales?",
      "Vous occupez-vous de bureaux ?",
      "Gérez-vous des immeubles ?",
    ])
      expect(asksTheAgency(question), question).toBe(true);
    for (const question of ["do you have land for sale?", "¿Tienen locales en Austin?", "Avez-vous des bureaux à louer ?", "show me warehouses"])
      expect(asksTheAgency(question), question).toBe(false);
  });

  it("reads any text in time linear in it", () => {
    expect(asksTheAgency(`${"do your ".repeat(20000)}x`)).toBe(false);
    expect(asksTheAgency("trabajan".repeat(10000))).toBe(false);
  });
});
