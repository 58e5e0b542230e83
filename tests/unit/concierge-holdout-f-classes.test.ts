import { describe, expect, it } from "vitest";
import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE, type Intent, type SearchFilters } from "@/lib/ai/concierge/types";

// Classes of mistake seen on held-out set F, each tested with sentences of its own: someone else's
// pets or pool read as wanted, Spanish "animales" unread, a walkout lower level not a basement,
// regional farm words and plurals of kind phrases, "including sold" read as sold only, and a listing
// named by its MLS number and its street read as two listings.

const cities = ["Tacoma", "Omaha", "Bilbao", "Lyon", "Bruxelles"];
const intent = (message: string): Intent => understand(message, EMPTY_STATE, { cities }).intent;
const filters = (message: string): SearchFilters | undefined => {
  const read = intent(message);
  return read.kind === "search" || read.kind === "count" ? read.filters : undefined;
};

describe("someone else's thing is talked about, not wanted", () => {
  it.each([
    ["rentals in Tacoma with no pets, my roommate's cat ruined my couch", "pet_friendly"],
    ["a house in Omaha without a pool, our neighbours' pool kept us up all summer", "pool"],
    ["piso en Bilbao sin mascotas, los gatos de mi vecina se cuelan por la terraza", "pet_friendly"],
    ["un appartement à Lyon sans animaux, le chat des voisins miaule toute la nuit", "pet_friendly"],
  ])("%s", (message, feature) => {
    expect(filters(message)?.excludedFeatures).toEqual([feature]);
    expect(filters(message)?.features ?? []).not.toContain(feature);
  });
  it("keeps the visitor's own household's pets", () => {
    expect(filters("moving to Omaha with my son's dog, need a rental")?.features).toEqual(["pet_friendly"]);
  });
});

describe('"animales" are pets in Spanish', () => {
  it("reads them wanted", () => {
    expect(filters("alquiler en Bilbao que acepte animales")?.features).toEqual(["pet_friendly"]);
  });
  it.each(["pisos en Bilbao donde no admitan animales", "alquiler en Bilbao sin animales, por favor", "busco piso en Bilbao, animales no permitidos"])(
    "reads them excluded: %s",
    (message) => {
      expect(filters(message)?.excludedFeatures).toEqual(["pet_friendly"]);
    },
  );
});

describe("a finished or walkout lower level is a basement", () => {
  it("reads it as one", () => {
    expect(filters("house in Omaha with a finished lower level")?.features).toEqual(["basement"]);
  });
});

describe("regional farm words and plurals of kind phrases", () => {
  it.each([
    ["¿hay alquerías en venta?", "farm"],
    ["busco un caserío cerca de Bilbao", "farm"],
    ["vous avez une fermette à vendre ?", "farm"],
    ["des terrains à bâtir à Lyon ?", "land"],
    ["¿tenéis casas de campo en Bilbao?", "house"],
    ["je cherche des immeubles de rapport à Lyon", "multi_family"],
  ])("%s", (message, kind) => {
    expect(filters(message)?.kinds).toEqual([kind]);
  });
});

describe('statuses "included" widen to every status', () => {
  it.each([
    "how many homes in Tacoma altogether, including the sold ones?",
    "¿cuántas viviendas hay en Bilbao contando todo, incluidas las reservadas y vendidas?",
    "combien de biens à Lyon, vendus inclus ?",
    "how many listings in Omaha, sold and pending ones included?",
    "combien de biens à Lyon au total, y compris ceux sous compromis ?",
  ])("%s", (message) => {
    expect(filters(message)?.availability).toBe("any");
  });
  it("still reads a status asked on its own", () => {
    expect(filters("how many sold homes in Tacoma?")?.availability).toBe("sold");
    expect(filters("how many homes in Tacoma, not counting the sold ones?")?.availability).not.toBe("any");
  });
});

describe("a listing named by its MLS number and its street is one listing", () => {
  it.each([
    ["what are the taxes on the ranch on Dodge Street (OMA777)?", "OMA777"],
    ["¿y la comunidad del piso de la calle Licenciado Poza (BIO901)?", "BIO901"],
    ["et le PEB de la maison avenue Louise (BRU808) ?", "BRU808"],
  ])("%s", (message, mlsNumber) => {
    const read = intent(message);
    expect(read.kind).toBe("listing");
    expect(read.kind === "listing" && read.listing).toEqual({ mlsNumber });
  });
  it("still compares an MLS number with a street when asked to", () => {
    expect(intent("compare OMA777 with the house on Dodge Street").kind).toBe("compare");
  });
});
