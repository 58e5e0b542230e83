import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoListings } from "@/lib/demo/listings";
import { embeddedDatabase, newWorkspace } from "../setup/embedded";
import { listings } from "@/db/schema";
import { createChatbot, removeChatbot } from "@/lib/chatbots/service";
import { createListing } from "@/lib/listings/service";

// Remove must take every listing of the chatbot with it. The HTTP tests cannot see
// orphan rows on PGlite (only the server may open it), so this reads the table itself.
describe("Chatbot removal on the embedded database", () => {
  const database = embeddedDatabase("cascade");

  it("deletes the chatbot's listings and no one else's", async () => {
    const { db } = database;
    const workspace = await newWorkspace(db, "Cascade");
    const doomed = await createChatbot({ db, workspace, input: {} });
    const kept = await createChatbot({ db, workspace, input: {} });
    const sample = demoListings().slice(0, 5);
    for (const listing of sample) {
      await createListing({ db, workspace, input: { SerialNumber: doomed, ...listing } });
      await createListing({ db, workspace, input: { SerialNumber: kept, ...listing } });
    }
    const rows = async (chatbotId: string) => (await db.select({ n: count() }).from(listings).where(eq(listings.chatbotId, chatbotId)))[0]!.n;
    expect(await rows(doomed)).toBe(5);
    await removeChatbot({ db, workspace, serialNumber: doomed });
    expect(await rows(doomed)).toBe(0);
    expect(await rows(kept)).toBe(5);
  });
});
