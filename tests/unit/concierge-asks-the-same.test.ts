import { describe, expect, it } from "vitest";
import { asksTheSame } from "@/lib/ai/concierge/answer-knowledge";

// A listing-shaped question is answered from the owner's Q&A only when the visitor asked that Q&A.
describe("asksTheSame", () => {
  it("holds for the owner's question in the visitor's words, with or without accents, case or punctuation", () => {
    expect(asksTheSame("do you allow pets in your rentals", "Do you allow pets in your rentals?")).toBe(true);
    expect(asksTheSame("Are pets allowed in your rentals?", "Do you allow pets in your rentals?")).toBe(true);
    expect(asksTheSame("¿Aceptan mascotas en sus casas de alquiler?", "¿Aceptan mascotas en las casas de alquiler?")).toBe(true);
    expect(asksTheSame("acceptez vous les animaux dans vos locations", "Acceptez-vous les animaux dans vos locations ?")).toBe(true);
  });

  it("does not hold for a search that shares a word or two with a Q&A", () => {
    expect(asksTheSame("open houses this weekend in Austin?", "What are your office hours?")).toBe(false);
    expect(asksTheSame("3 bed homes with a pool in Austin", "Do you list homes with a pool?")).toBe(false);
    expect(asksTheSame("rentals", "Do you allow pets in your rentals?")).toBe(false);
    expect(asksTheSame("pets rentals", "Do you allow pets in your rentals?")).toBe(false);
  });
});
