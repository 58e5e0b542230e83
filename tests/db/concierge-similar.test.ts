import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { createListing } from "@/lib/listings/service";
import { austinHome } from "@/tests/setup/listing-fields";
import { migratedDataDir } from "@/tests/setup/databases";

// Homes like one: the built-in concierge over a real database. A home sold or not open for visits offers similar homes,
// and a "yes" shows them; "anything similar?" asks the same of the home in focus, narrowed by what else it says. Similar
// is the home's city, kind and sale type, on the market, the home itself left out.

describe("homes like the one in focus", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let workspace: WorkspaceRef;
  let serialNumber: string;

  async function conversation(...turns: string[]) {
    const { SessionID } = await createSession({ db: handle.db, workspace, serialNumber });
    const replies: string[] = [];
    for (const content of turns) {
      const reply = (await clientAsk({
        db: handle.db,
        workspace,
        input: { sessionID: SessionID, content, chatAskType: "Text", stream: false, listingCards: false },
        request: new Request("http://localhost/chat/Chat/ClientAsk"),
      })) as { content: string };
      replies.push(reply.content);
    }
    return replies;
  }

  beforeAll(async () => {
    dataDir = await migratedDataDir("similar");
    handle = await openDatabase({ dataDir, poolMax: 1 });
    const { db } = handle;
    workspace = { id: (await createWorkspace({ db, name: "Similar" })).workspaceId, name: "Similar" };
    serialNumber = await createChatbot({ db, workspace, input: {} });
    const homes = [
      austinHome("S1", 4, 610_000, { Address: "12 Oakmont Dr", Status: "Sold" }),
      austinHome("S2", 4, 590_000, { Address: "40 Elm St" }),
      austinHome("S3", 3, 450_000, { Address: "7 Birch Ln" }),
      austinHome("S4", 4, 2_900, { Address: "9 Pine Ct", SaleType: "for_rent", SalePrice: null, RentPrice: 2_900 }),
      austinHome("S5", 2, 380_000, { Address: "3 Lake Rd", PropertyType: "Condo" }),
      austinHome("D1", 4, 520_000, { Address: "88 Main St", City: "Dallas" }),
    ];
    for (const fields of homes) await createListing({ db, workspace, input: { SerialNumber: serialNumber, ...fields } });
  });

  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the houses for sale in its city when the visitor says yes to the offer", async () => {
    const [refused, similar] = await conversation("can we see 12 Oakmont Dr on saturday?", "yes please");
    expect(refused).toMatch(/has been sold.*similar homes/s);
    expect(similar).toContain("40 Elm St");
    expect(similar).toContain("7 Birch Ln");
    // Not the home itself, not a rental, not a condo, not another city.
    for (const other of ["12 Oakmont Dr", "9 Pine Ct", "3 Lake Rd", "88 Main St"]) expect(similar).not.toContain(other);
  });

  it("asks a feature named after one home's question of that home, not of every home", async () => {
    const [reply] = await conversation("does 40 Elm St have a pool? and is there a garage?");
    expect(reply).toMatch(/40 Elm St.*pool.*\n.*40 Elm St.*garage/s);
    expect(reply).not.toMatch(/I found|7 Birch Ln/);
  });

  it("narrows 'anything similar?' by what the visitor adds, in their language", async () => {
    const [, four] = await conversation("tell me about 12 Oakmont Dr", "anything similar with 4 bedrooms?");
    expect(four).toContain("40 Elm St");
    expect(four).not.toContain("7 Birch Ln");
    const [, parecido] = await conversation("háblame de 40 Elm St", "¿algo parecido más barato?");
    expect(parecido).toContain("7 Birch Ln");
    expect(parecido).not.toContain("40 Elm St");
    expect(parecido).toMatch(/Encontré|casa/);
  });
});
