import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import type { ConversationState } from "@/lib/ai/concierge/types";

// "Show me more" in the words buyers use in three languages: the matches after those the last
// answer listed, in the language of the words.

const cities = ["Lyon", "Tulsa", "Bilbao"];
const shown: ConversationState = { criteria: { filters: { city: "Lyon", saleType: "for_rent" } }, results: [11, 12, 13], focus: [], total: 8 };

describe("asking for the next matches", () => {
  it.each([
    ["montrez-m'en plus svp", "French"],
    ["montre-m'en d'autres", "French"],
    ["et la suite ?", "French"],
    ["les suivantes", "French"],
    ["vous pouvez m'en montrer plus ?", "French"],
    ["muéstrame más", "Spanish"],
    ["¿y los siguientes?", "Spanish"],
    ["enséñame el resto", "Spanish"],
    ["next ones please", "English"],
    ["show me the rest", "English"],
    ["any others?", "English"],
  ] as const)("%s", (message, language) => {
    const understood = understand(message, shown, { cities });
    expect(understood.intent).toEqual({ kind: "search", filters: { city: "Lyon", saleType: "for_rent" }, limit: 5, offset: 3 });
    expect(understood.language).toBe(language);
  });

  it("reads a comparison with plus as a comparison, not as more of the same", () => {
    expect(understand("plus grands ?", shown, { cities }).intent).toMatchObject({ kind: "search", sort: { field: "area", direction: "desc" } });
  });
});
