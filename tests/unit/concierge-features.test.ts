import { describe, expect, it } from "vitest";
import { composeAnswer } from "@/lib/ai/concierge/compose";
import { featureName, hasOwnName } from "@/lib/ai/concierge/feature-names";
import { FEATURES, featureWords } from "@/lib/ai/concierge/features";
import { mentionsFeature } from "@/lib/ai/concierge/listing-facts";
import { spanish } from "@/lib/ai/concierge/phrases-es";
import { understand } from "@/lib/ai/concierge/parse";
import type { AnswerSettings } from "@/lib/ai/concierge/results";
import { wordsRegex } from "@/lib/ai/concierge/text";
import { EMPTY_STATE, type Intent, type Language, type SearchFilters } from "@/lib/ai/concierge/types";

// Classes of features: the words buyers use for them in three languages, negations in every
// grammatical shape ("no se permiten", "ne sont pas admis", "pas d'…" glued), "this or that"
// (features and cities), and the criteria words that say so.

const cities = ["Denver", "Boise", "Lyon", "Toronto", "Sevilla", "Valencia"];
const filters = (message: string): SearchFilters | undefined => {
  const intent = understand(message, EMPTY_STATE, { cities }).intent;
  return intent.kind === "search" || intent.kind === "count" ? intent.filters : undefined;
};

describe("the feature vocabulary", () => {
  it("gives every word to one feature only", () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const feature of FEATURES) {
      for (const word of new Set([...feature.words.en, ...feature.words.es, ...feature.words.fr])) {
        const other = owner.get(word);
        if (other && other !== feature.id) shared.push(`${word}: ${other}, ${feature.id}`);
        owner.set(word, feature.id);
      }
    }
    expect(shared).toEqual([]);
  });

  it("keeps each language's words within what one search reads (60 phrases)", () => {
    for (const feature of FEATURES)
      for (const language of ["en", "es", "fr"] as const) expect(feature.words[language].length, `${feature.id} ${language}`).toBeLessThanOrEqual(60);
  });

  it("names every feature in the three languages", () => {
    expect(FEATURES.filter((feature) => !hasOwnName(feature.id)).map((feature) => feature.id)).toEqual([]);
  });

  it("counts a narrower feature's words as the broader one's", () => {
    expect(featureWords("heating")).toEqual(expect.arrayContaining(["losa radiante", "sols chauffants", "heated flooring"]));
  });
});

describe("buyers' words for features", () => {
  it.each([
    ["townhomes in Denver with an electric vehicle charging station", "ev_charger"],
    ["departamento con estación de recarga en Valencia", "ev_charger"],
    ["condo avec prise de recharge à Lyon", "ev_charger"],
    ["lofts with heated flooring", "underfloor_heating"],
    ["chalet con losa radiante", "underfloor_heating"],
    ["maison avec sols chauffants", "underfloor_heating"],
    ["cabins with a boat slip", "dock"],
    ["casa con embarcadero en Sevilla", "dock"],
    ["chalet avec ponton", "dock"],
    ["homes with a standby generator", "generator"],
    ["finca con grupo electrógeno", "generator"],
    ["maison avec génératrice", "generator"],
    ["acreage with a pole barn", "barn"],
    ["finca con caballerizas", "barn"],
    ["ferme avec écuries", "barn"],
    ["equestrian properties near Boise", "horse_property"],
    ["homes with a screened porch", "porch"],
    ["maison avec galerie couverte", "porch"],
    ["condos with a bike room", "bike_storage"],
    ["piso con cuarto para bicicletas", "bike_storage"],
    ["logement avec abri à vélos", "bike_storage"],
    ["house with a media room", "home_theater"],
    ["casa con sala de cine", "home_theater"],
    ["homes with an open-concept layout", "open_plan"],
    ["ático diáfano", "open_plan"],
    ["condo à aire ouverte", "open_plan"],
    ["homes with a walk-in pantry", "pantry"],
    ["casa con despensa", "pantry"],
    ["energy-efficient townhomes", "energy_efficient"],
    ["casa con eficiencia energética", "energy_efficient"],
    ["maison écoénergétique à Lyon", "energy_efficient"],
    ["homes with a newer roof", "new_roof"],
    ["casa con techo nuevo", "new_roof"],
    ["maison avec toit refait", "new_roof"],
    ["chalet con pozo de agua", "well_water"],
    ["maison avec puits artésien", "well_water"],
    ["homes with a septic tank", "septic"],
    ["homes with lake views", "lake_view"],
    ["appartement avec vue sur le fleuve", "river_view"],
    ["casa con taller", "workshop"],
    ["house with a mud room", "mudroom"],
    ["maison de ville dans un quartier fermé", "security"],
    ["casa en coto privado", "security"],
    ["homes with a game room", "game_room"],
    ["maison avec serre", "greenhouse"],
    ["condo with a wraparound porch", "porch"],
    ["piso con calefacción por suelo", "underfloor_heating"],
  ])("%s → %s", (message, feature) => {
    const found = filters(message);
    expect(found?.features).toContain(feature);
  });

  it("reads bike parking as bike storage, not as a parking spot", () => {
    expect(filters("lofts in Denver with bicycle parking")).toMatchObject({ features: ["bike_storage"] });
    expect(filters("lofts in Denver with bicycle parking")?.parkingSpots).toBeUndefined();
    expect(filters("condo à Lyon avec stationnement pour vélos et 1 stationnement")).toMatchObject({ features: ["bike_storage"], parkingSpots: { min: 1 } });
  });

  it("keeps a kind word that is part of a feature's words out of the kinds", () => {
    // "piso radiante" is a floor, "terreno cercado" a fence, "quartier fermé" a gate: no apartment, land or farm.
    expect(filters("casa con piso radiante")?.kinds).toEqual(["house"]);
    expect(filters("casa con terreno cercado")?.kinds).toEqual(["house"]);
    expect(filters("maison dans un domaine fermé")?.kinds).toEqual(["house"]);
  });
});

describe("features the buyer does not want", () => {
  it.each([
    ["studios in Denver where dogs are not permitted", "pet_friendly"],
    ["condos that don't accept cats", "pet_friendly"],
    ["departamento en Valencia que no acepte gatos", "pet_friendly"],
    ["piso donde no se aceptan perros", "pet_friendly"],
    ["piso donde los perros no están permitidos", "pet_friendly"],
    ["condo où les chiens ne sont pas admis", "pet_friendly"],
    ["studio qui n'admet pas les chats", "pet_friendly"],
    ["appart à Lyon, pas d'ascenseur", "elevator"],
    ["maison qui n'a pas de sous-sol", "basement"],
    ["lofts with no carpeting", "carpet"],
    ["piso sin alfombras", "carpet"],
    ["appartement sans tapis", "carpet"],
    ["maison sans escaliers", "stairs"],
    ["homes without a shared pool", "community_pool"],
  ])("%s → without %s", (message, feature) => {
    const found = filters(message);
    expect(found?.excludedFeatures).toContain(feature);
    expect(found?.features ?? []).not.toContain(feature);
  });

  it("still wants what is not negated", () => {
    expect(filters("condos with a gym where dogs are prohibited")).toMatchObject({ features: ["gym"], excludedFeatures: ["pet_friendly"] });
  });
});

describe("this or that", () => {
  it.each([
    ["condos in Denver with a sauna or a hot tub", [["sauna", "hot_tub"]]],
    ["casa con jacuzzi o sauna", [["hot_tub", "sauna"]]],
    ["maison avec sous-sol ou grenier", [["basement", "attic"]]],
    ["homes with a patio, a deck or a balcony", [["patio", "terrace", "balcony"]]],
    ["piso con terraza o con balcón", [["terrace", "balcony"]]],
  ])("%s", (message, groups) => {
    const found = filters(message);
    expect(found?.anyFeatures).toEqual(groups);
    expect(found?.features).toBeUndefined();
  });

  it("keeps a list without an 'or' as wanted all together", () => {
    expect(filters("homes with a sauna, a gym and a dock")).toEqual({ features: ["sauna", "gym", "dock"] });
    expect(filters("casas con garaje y con sótano o buhardilla")).toMatchObject({ features: ["garage"], anyFeatures: [["basement", "attic"]] });
  });

  it.each([
    ["lofts in Denver or Boise", ["Denver", "Boise"]],
    ["pisos en Sevilla o en Valencia", ["Sevilla", "Valencia"]],
    ["condos à Toronto ou à Lyon", ["Toronto", "Lyon"]],
    ["homes in Boise, Denver or Toronto under 500k", ["Boise", "Denver", "Toronto"]],
  ])("%s → any of %j", (message, named) => {
    const found = filters(message);
    expect(found?.cities).toEqual(named);
    expect(found?.city).toBe(named[0]);
  });

  it("reads one city when the other is not joined to it", () => {
    expect(filters("homes in Denver, I work in Boise")?.cities).toBeUndefined();
  });

  const settings: AnswerSettings = { welcomeMessage: "Hi", talkToHumanResponseMessage: "An agent will call you.", cities };
  const say = (filters: SearchFilters, language: Language) => {
    const intent: Intent = { kind: "count", filters };
    return composeAnswer({ intent, result: { kind: "count", total: 2 }, language, settings }).text;
  };

  it("says the alternatives with 'or' in each language", () => {
    const asked: SearchFilters = { city: "Denver", cities: ["Denver", "Boise"], anyFeatures: [["sauna", "hot_tub"]] };
    expect(say(asked, "English")).toContain("in Denver or Boise with a sauna or a hot tub");
    expect(say(asked, "Spanish")).toContain("en Denver o Boise con sauna o jacuzzi");
    expect(say(asked, "French")).toContain("à Denver ou Boise avec un sauna ou un jacuzzi");
    // Spanish "o" before an "o" sound is "u".
    expect(spanish.withAnyFeatures(["piscina", "oficina"])).toBe("con piscina u oficina");
    expect(
      say(
        {
          anyFeatures: [
            ["pool", "hot_tub"],
            ["basement", "attic"],
          ],
        },
        "English",
      ),
    ).toContain("with a pool or a hot tub with a basement or an attic");
  });

  it("says a pet ban plainly", () => {
    expect(say({ excludedFeatures: ["pet_friendly"] }, "English")).toContain("without pets");
    expect(say({ excludedFeatures: ["pet_friendly"] }, "Spanish")).toContain("sin mascotas");
    expect(say({ excludedFeatures: ["pet_friendly"] }, "French")).toContain("sans animaux");
    expect(featureName("pet_friendly", "English")).toBe("pets allowed");
  });
});

describe("what a listing says of a feature", () => {
  const listing = (description: string) => ({ description, extension: [], parkingSpots: 0 });

  it("reads a French negation glued to its word", () => {
    expect(mentionsFeature(listing("Loft au 4e, pas d'ascenseur, pas d'animaux."), "elevator")).toBe("no");
    expect(mentionsFeature(listing("Loft au 4e, pas d'ascenseur, pas d'animaux."), "pet_friendly")).toBe("no");
    expect(mentionsFeature(listing("Chalet au bord de l'eau."), "waterfront")).toBe("yes");
  });

  it("counts a narrower feature as the broader one", () => {
    expect(mentionsFeature(listing("Chalet con losa radiante."), "heating")).toBe("yes");
  });
});

describe("phrase alternations", () => {
  it("match the longest phrase at a place, as whole words", () => {
    const regex = wordsRegex(["sala", "sala de juegos", "sala de cine", "salle"], "g");
    expect("una sala de juegos y una sala".match(regex)).toEqual(["sala de juegos", "sala"]);
    expect("salas".match(regex)).toBeNull();
    expect("una sala   de cine".match(regex)).toEqual(["sala   de cine"]);
  });
});

describe("parking asked away", () => {
  it.each([
    ["a rental in Boise without a parking space", { city: "Boise", saleType: "for_rent", parkingSpots: { max: 0 } }],
    ["pisos en Valencia sin plaza de garaje", { city: "Valencia", parkingSpots: { max: 0 } }],
    ["un studio à Lyon sans stationnement", { city: "Lyon", parkingSpots: { max: 0 } }],
    ["Denver condos, no parking", { city: "Denver", parkingSpots: { max: 0 } }],
  ] as [string, Partial<SearchFilters>][])("%s: homes with no spot", (message, expected) => {
    expect(filters(message)).toMatchObject(expected);
  });
  it.each(["we don't need parking, a condo in Denver", "no necesito aparcamiento, un piso en Sevilla", "pas besoin de parking, un appartement à Lyon"])(
    "%s: parking does not matter",
    (message) => {
      expect(filters(message)?.parkingSpots).toBeUndefined();
    },
  );
  it.each([
    ["English", "without parking"],
    ["Spanish", "sin aparcamiento"],
    ["French", "sans parking"],
  ] as const)("says so in the answer's words in %s", (language, words) => {
    const settings: AnswerSettings = { welcomeMessage: "Hi", talkToHumanResponseMessage: "An agent will call you.", cities };
    const intent: Intent = { kind: "count", filters: { city: "Boise", parkingSpots: { max: 0 } } };
    expect(composeAnswer({ intent, result: { kind: "count", total: 2 }, language, settings }).text).toContain(words);
  });
});

describe("a place that is none of the chatbot's cities", () => {
  const settings: AnswerSettings = { welcomeMessage: "Hi", talkToHumanResponseMessage: "An agent will call you.", cities };
  it.each([
    ["English", "any condos in Tucson?", "in Tucson"],
    ["Spanish", "¿tienen casas en Medellín?", "en Medellin"],
    ["French", "des appartements à Nantes ?", "à Nantes"],
  ] as const)("%s: is said as a place, with the cities covered and no offer to drop it", (language, message, words) => {
    const intent = understand(message, EMPTY_STATE, { cities }).intent;
    expect(intent).toMatchObject({ kind: "search" });
    const text = composeAnswer({ intent, result: { kind: "search", total: 0, listings: [], cities: ["Denver", "Boise"] }, language, settings }).text;
    expect(text).toContain(words);
    expect(text).toContain("Denver");
    expect(text).not.toMatch(/tucson"|medellin»|nantes »/i);
  });
  it.each([
    ["English", "without HOA fees"],
    ["Spanish", "sin cuota de comunidad"],
    ["French", "sans charges de copropriété"],
  ] as const)("no HOA fee reads as none in %s", (language, words) => {
    const intent: Intent = { kind: "count", filters: { city: "Boise", hoa: { max: 0 } } };
    expect(composeAnswer({ intent, result: { kind: "count", total: 2 }, language, settings }).text).toContain(words);
  });
});

describe("kinds asked away", () => {
  it.each([
    ["Denver rentals that aren't condos", { city: "Denver", saleType: "for_rent", excludedKinds: ["condo"] }],
    ["en Sevilla, cualquier cosa que no sea un ático", { city: "Sevilla", excludedKinds: ["apartment"] }],
    ["à Lyon, tout sauf une maison", { city: "Lyon", excludedKinds: ["house"] }],
    ["neither a townhouse nor a condo in Boise", { city: "Boise", excludedKinds: ["townhouse", "condo"] }],
  ] as [string, Partial<SearchFilters>][])("%s", (message, expected) => {
    const found = filters(message);
    expect(found).toMatchObject(expected);
    expect(found?.kinds).toBeUndefined();
  });
  it("keeps the kind wanted next to the one refused", () => {
    expect(filters("no condos, a townhouse in Denver")).toMatchObject({ kinds: ["townhouse"], excludedKinds: ["condo"] });
  });
  it.each([
    ["English", "other than condos"],
    ["Spanish", "que no sean condominios"],
    ["French", "autres que des condos"],
  ] as const)("says so in %s", (language, words) => {
    const settings: AnswerSettings = { welcomeMessage: "Hi", talkToHumanResponseMessage: "An agent will call you.", cities };
    const intent: Intent = { kind: "count", filters: { city: "Boise", excludedKinds: ["condo"] } };
    expect(composeAnswer({ intent, result: { kind: "count", total: 2 }, language, settings }).text).toContain(words);
  });
});

describe("a city the visitor names by a common word", () => {
  it.each([
    ["any condos in Nice?", "nice"],
    ["¿tienen algo en Buenos Aires?", "buenos aires"],
    ["des maisons à Nice avec jardin ?", "nice"],
  ])("%s is a place", (message, place) => expect(filters(message)?.place).toBe(place));
  it.each(["a nice condo in Denver", "something in a nice area"])("%s is no place", (message) => expect(filters(message)?.place).toBeUndefined());
});

describe("asking whether a city is covered", () => {
  it.each([
    ["do you guys cover Boise?", "Boise"],
    ["¿trabajan en Sevilla?", "Sevilla"],
    ["vous couvrez Lyon ?", "Lyon"],
  ])("%s shows that city's homes", (message, city) => {
    const intent = understand(message, EMPTY_STATE, { cities }).intent;
    expect(intent).toMatchObject({ kind: "search", filters: { city } });
  });
  it("a question about something else in a city is still declined", () => {
    expect(understand("quel est le meilleur restaurant de Lyon ?", EMPTY_STATE, { cities }).intent.kind).toBe("offtopic");
  });
});

describe("more ways buyers say what they want", () => {
  it.each([
    ["somewhere in Denver I can charge my EV at home", { city: "Denver", features: ["ev_charger"] }],
    ["un piso en Sevilla donde pueda cargar mi coche eléctrico", { city: "Sevilla", features: ["ev_charger"] }],
    ["Denver condos that don't have parking", { city: "Denver", parkingSpots: { max: 0 } }],
    ["pisos en Valencia que no tengan aparcamiento", { city: "Valencia", parkingSpots: { max: 0 } }],
    ["des studios à Lyon qui n'ont pas de parking", { city: "Lyon", parkingSpots: { max: 0 } }],
    ["des bungalows à Lyon", { city: "Lyon", kinds: ["house"] }],
    ["haciendas en Valencia", { city: "Valencia", kinds: ["farm"] }],
  ] as [string, Partial<SearchFilters>][])("%s", (message, expected) => expect(filters(message)).toMatchObject(expected));

  it.each(["which ones accept cats?", "¿cuáles admiten perros?", "lesquels acceptent les chiens ?"])(
    "a verb before the thing is no word to search for: %s",
    (message) => {
      expect(filters(message)?.text).toBeUndefined();
    },
  );

  it.each(["what sold in Denver lately? just to get a feel for the market", "I have a budget in mind, a condo in Boise"])(
    "an English 'a' is no Spanish or French 'a': %s",
    (message) => {
      expect(filters(message)?.place).toBeUndefined();
    },
  );
});
