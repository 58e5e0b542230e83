import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "@/db/client";
import { KIND_FILES, type KindsFile, kindOfType, kindPhrases } from "@/db/lexicon";
import { listings } from "@/db/schema";
import { writeVocabulary } from "@/db/vocabulary";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { PROPERTY_TYPES } from "../fixtures/property-types";
import { ownDatabase } from "../setup/databases";

// The kinds of property are data (lexicon/kinds.*.json) that opening a database writes into
// it (db/vocabulary.ts); a trigger classifies each listing's PropertyType with them (migration
// 0036). So a change of vocabulary reaches stored listings with no migration.

const engines = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : [])] as const;

/** The lexicon with one more word an owner may write for a kind. */
const withStoredWord = (kind: keyof KindsFile["kinds"], word: string) =>
  kindPhrases(
    KIND_FILES.map((file, index) =>
      index === 0 ? { ...file, kinds: { ...file.kinds, [kind]: { ...file.kinds[kind], stored: [...file.kinds[kind].stored, word] } } } : file,
    ),
  );

describe.each(engines)("the kind vocabulary on %s", (engine) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let db: Database;
  let chatbotId: string;

  beforeAll(async () => {
    const database = await ownDatabase(engine, "kind-vocabulary");
    drop = database.drop;
    handle = await database.open();
    db = handle.db;
    const workspace = { id: (await createWorkspace({ db, name: "Kinds" })).workspaceId, name: "Kinds" };
    chatbotId = await createChatbot({ db, workspace, input: {} });
  });

  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  const add = async (mls: string, PropertyType: string) => {
    const [row] = await db
      .insert(listings)
      .values({
        chatbotId,
        MLSNumber: mls,
        PropertyType,
        SaleType: "for_sale",
        Status: "Active",
        CurrencySymbol: "$",
        Bedrooms: 2,
        Bathrooms: 1,
        Url: "",
        YearBuilt: 1990,
        DaysOnMarket: 3,
        LotArea: 0,
        AreaUnit: "Square Feet",
        ParkingSpots: 0,
      })
      .returning({ id: listings.id });
    return row!.id;
  };
  const kindOf = async (id: number) => {
    const [row] = await db.select({ kind: sql<string>`property_kind` }).from(listings).where(eq(listings.id, id));
    return row!.kind;
  };

  it("classifies every PropertyType as db/lexicon.ts does", async () => {
    const [row] = await db
      .select({
        kinds: sql<
          string[]
        >`array(select casabot_property_kind(t) from jsonb_array_elements_text(${JSON.stringify(PROPERTY_TYPES)}::jsonb) with ordinality as u(t, n) order by n)`,
      })
      .from(sql`(select 1) as one`);
    const mismatches = PROPERTY_TYPES.map((type, index) => [type, row!.kinds[index], kindOfType(type)]).filter(([, inSql, inTs]) => inSql !== inTs);
    expect(mismatches).toEqual([]);
    expect(row!.kinds.filter((kind) => kind !== "other").length).toBeGreaterThan(PROPERTY_TYPES.length * 0.8);
  });

  it("sets a listing's kind when its type is written, and again when the type changes", async () => {
    const id = await add("K1", "Maisons en rangée");
    expect(await kindOf(id)).toBe("townhouse");
    await db.update(listings).set({ PropertyType: "Fermette" }).where(eq(listings.id, id));
    expect(await kindOf(id)).toBe("farm");
  });

  it("takes a new word at the next start, with no migration, and classifies the stored listings again", async () => {
    const boat = await add("K2", "Péniche aménagée");
    const flat = await add("K3", "Appartement");
    expect(await kindOf(boat)).toBe("other");

    const changed = withStoredWord("house", "peniche");
    expect(await writeVocabulary(db, changed)).toBe(1);
    expect(await kindOf(boat)).toBe("house");
    expect(await kindOf(flat)).toBe("apartment");
    expect(await kindOf(await add("K4", "Péniche"))).toBe("house");
    // The same vocabulary again writes nothing.
    expect(await writeVocabulary(db, changed)).toBe(0);

    // Back to the shipped lexicon: both boats are no house again.
    expect(await writeVocabulary(db)).toBe(2);
    expect(await kindOf(boat)).toBe("other");
  });
});
