import { describe, expect, it } from "vitest";
import { matchExtension } from "@/lib/ai/concierge/extension-match";
import { bareFeatureName, featureName } from "@/lib/ai/concierge/feature-names";
import { mentionsFeature } from "@/lib/ai/concierge/listing-facts";
import { FEATURES } from "@/lib/ai/concierge/features";

const facts = (description: string, extension: { Key: string; value: string }[] = [], parkingSpots = 0) => ({ description, extension, parkingSpots });

describe("mentionsFeature", () => {
  it.each([
    ["Lovely home with a pool and a big garden.", "pool", "yes"],
    ["No pool, but a big garden.", "pool", "no"],
    ["Casa con piscina y jardín.", "garden", "yes"],
    ["Piso luminoso, sin garaje.", "garage", "no"],
    ["Maison sans jardin, avec piscine.", "garden", "no"],
    ["Maison sans jardin, avec piscine.", "pool", "yes"],
    ["No smoking. Pool in the back.", "pool", "yes"],
    ["Appartement avec vue sur la mer.", "sea_view", "yes"],
    ["Quiet street near the park.", "pool", "unknown"],
    ["", "pool", "unknown"],
    ["<p>Private <b>swimming pool</b></p>", "pool", "yes"],
  ] as const)("%s → %s: %s", (description, id, expected) => {
    expect(mentionsFeature(facts(description), id)).toBe(expected);
  });

  it("reads ExtensionColumn pairs under any key the owner chose, with yes/no values", () => {
    expect(mentionsFeature(facts("", [{ Key: "Piscina", value: "Sí" }]), "pool")).toBe("yes");
    expect(mentionsFeature(facts("", [{ Key: "Pool", value: "No" }]), "pool")).toBe("no");
    expect(mentionsFeature(facts("", [{ Key: "Garage", value: "2" }]), "garage")).toBe("yes");
    expect(mentionsFeature(facts("", [{ Key: "Extras", value: "jardin, piscine" }]), "garden")).toBe("yes");
    expect(mentionsFeature(facts("", [{ Key: "Garden", value: "none" }]), "garden")).toBe("no");
  });

  it("knows nothing of an unknown feature id", () => {
    expect(mentionsFeature(facts("pool"), "no_such_feature")).toBe("unknown");
  });

  // No wall clock here (bench/hostile-asks.ts measures): 60,000 characters, which a reading that grew
  // with the square of its text could not finish within the test's timeout.
  it("reads a long description, and rightly", () => {
    const long = "no parking, ".repeat(5000);
    expect(mentionsFeature(facts(long), "pool")).toBe("unknown");
    expect(mentionsFeature(facts(`Private pool. ${long}`), "pool")).toBe("yes");
  });
});

describe("feature names", () => {
  it("name every feature in every language, with accents", () => {
    for (const feature of FEATURES) {
      for (const language of ["English", "Spanish", "French"] as const)
        expect(featureName(feature.id, language), `${feature.id} ${language}`).toMatch(/\p{L}/u);
    }
    expect(featureName("garden", "Spanish")).toBe("jardín");
    expect(bareFeatureName("pool", "French")).toBe("piscine");
    expect(bareFeatureName("pool", "English")).toBe("pool");
  });
});

describe("matchExtension", () => {
  const listing = {
    extension: [
      { Key: "School district", value: "Eanes ISD" },
      { Key: "Calefacción", value: "Gas natural" },
      { Key: "Étage", value: "3e" },
      { Key: "HOA includes", value: "Water, trash" },
    ],
  };
  it.each([
    ["school district", "Eanes ISD"],
    ["schools", "Eanes ISD"],
    ["distrito escolar", "Eanes ISD"],
    ["shcool distrct", "Eanes ISD"],
    ["heating", "Gas natural"],
    ["chauffage", "Gas natural"],
    ["floor", "3e"],
    ["etage", "3e"],
    ["what does the hoa include", "Water, trash"],
  ])("%s → %s", (words, value) => {
    expect(matchExtension(listing, words)?.value).toBe(value);
  });

  it("finds nothing for words no key is close to", () => {
    expect(matchExtension(listing, "property taxes")).toBeNull();
    expect(matchExtension({ extension: [] }, "heating")).toBeNull();
  });
});
