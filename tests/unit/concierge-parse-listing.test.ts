import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type Intent } from "@/lib/ai/concierge/types";

// Classes about named listings: several street addresses compared, a visit with a day or time,
// and "is it for sale / en venta / à vendre" as a status question.

const cities = ["Austin", "Denver", "Málaga", "Lyon"];
const read = (message: string): Intent => understand(message, EMPTY_STATE, { cities }).intent;

describe("several street addresses", () => {
  it.each([
    ["how does 12 Oak St compare with 40 Elm Ave?", ["12 Oak St", "40 Elm Ave"]],
    ["difference between 300 Main St #4 and 18 Bay Rd", ["300 Main St #4", "18 Bay Rd"]],
    ["7 Pine Rd vs 9 Cedar Ln vs 11 Birch Ct", ["7 Pine Rd", "9 Cedar Ln", "11 Birch Ct"]],
  ])("%s", (message, addresses) => {
    expect(read(message)).toEqual({ kind: "compare", listings: addresses.map((address) => ({ address })) });
  });
});

describe("a visit with a day or a time", () => {
  it.each([
    ["could we tour 500 Providence Rd tomorrow afternoon?", { address: "500 Providence Rd" }],
    ["I'd like to visit TX1004 on Sunday", { mlsNumber: "TX1004" }],
    ["¿puedo ver MAD120 el viernes?", { mlsNumber: "MAD120" }],
    ["est-ce que je peux visiter LY550 samedi ?", { mlsNumber: "LY550" }],
    // The visitor's words travel with the viewing: the showing's times are read from them in the chatbot's time zone.
  ])("%s", (message, listing) => expect(read(message)).toEqual({ kind: "viewing", listing, when: message }));

  it("is no viewing without a listing", () => expect(read("condos to see in Denver this weekend").kind).toBe("search"));
});

describe("sale or rent of one listing is its status", () => {
  it.each(["is TX1004 still for sale?", "¿MAD120 sigue en venta?", "LY550 est-il toujours à vendre ?", "is TX1004 for rent?"])("%s", (message) => {
    const intent = read(message);
    expect(intent.kind === "listing" && intent.question).toEqual({ field: "status" });
  });
});
