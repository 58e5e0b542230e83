import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { understand } from "@/lib/ai/concierge/parse";
import type { AnswerSettings } from "@/lib/ai/concierge/results";
import { EMPTY_STATE, type ConversationState, type Language } from "@/lib/ai/concierge/types";
import { nantesStudio } from "@/tests/fixtures/concierge-listing";

// Figures a listing holds only as parts: what it takes to move into a rental (the first month and the deposit,
// a pet deposit the owner lists when the visitor has pets), in the listing's currency, in the visitor's language.

const cities = ["Nantes"];
const settings: AnswerSettings = { welcomeMessage: "", talkToHumanResponseMessage: "", cities };
const focused = (id: number): ConversationState => ({ ...EMPTY_STATE, focus: [id], results: [id] });
const answer = (listing: ReturnType<typeof nantesStudio>, message: string, language: Language) => {
  const intent = understand(message, focused(listing.id), { cities }).intent;
  return composeAnswer({ intent, result: { kind: "listing", listing }, language, settings });
};

describe("what it takes to move in", () => {
  const flat = nantesStudio({ price: 1650, currencySymbol: "$", deposit: 1650, extension: [{ Key: "Pet deposit", value: "$300 (cats only)" }] });

  it("sums the first month and the deposit, and the pet deposit when asked with pets", () => {
    expect(answer(flat, "whats the total to move in?", "English").text).toContain("first month $1,650 + deposit $1,650 = $3,300");
    expect(answer(flat, "ok whats the total to move in, first month + deposit + pet deposit?", "English").text).toContain(
      "first month $1,650 + deposit $1,650 + pet deposit $300 = $3,600",
    );
  });

  it("reads a deposit given in months of rent, in Spanish", () => {
    const house = nantesStudio({ id: 12, price: 38000, currencySymbol: "MXN", deposit: null, extension: [{ Key: "Depósito", value: "2 meses de renta" }] });
    expect(answer(house, "cuanto tengo q pagar al entrar? renta + deposito", "Spanish").text).toMatch(
      /primer mes 38\.000 \$ \+ fianza 76\.000 \$ = 114\.000 \$/,
    );
  });

  it("says so when the listing gives no deposit, in French", () => {
    const bare = nantesStudio({ id: 13, price: 790, currencySymbol: "€", deposit: null, extension: [] });
    const reply = answer(bare, "combien pour emménager, loyer + caution ?", "French");
    expect(reply.text).toMatch(/Le premier loyer .* est de 790 € ; l'annonce n'indique pas de dépôt de garantie/);
    expect(reply.noAnswer).toBe(true);
  });
});

describe("fees by other names", () => {
  it.each(["how much is the community fee?", "what are the strata fees?", "and the condo dues?"])("%s is the HOA", (message) =>
    expect(understand(message, focused(9), { cities }).intent).toMatchObject({ kind: "listing", question: { field: "hoa" } }),
  );
});
