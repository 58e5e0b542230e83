import { it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type ConversationState } from "@/lib/ai/concierge/types";
const cities = ["Austin", "Denver", "Miami", "Málaga", "Lyon", "Ciudad de México", "San Diego"];
const after: ConversationState = { criteria: { filters: { city: "Austin", kinds: ["house"], bedrooms: { min: 3, max: 3 } } }, results: [11, 12, 13], focus: [], language: "English" };
const focused: ConversationState = { ...after, focus: [12] };
const lines = (process.env.Q ?? "").split("|");
it("smoke", () => {
  for (const line of lines) {
    const [which, q] = line.includes("::") ? line.split("::") : ["e", line];
    const state = which === "a" ? after : which === "f" ? focused : EMPTY_STATE;
    console.log(`${which}: ${q} => ${JSON.stringify(understand(q!, state, { cities }))}`);
  }
});
