import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { workspaces } from "@/db/schema";
import { createUser, createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot, editChatbot } from "@/lib/chatbots/service";
import { createListing } from "@/lib/listings/service";
import { processState } from "@/lib/runtime-contract.mjs";
import { demoListings } from "./listings";

export const DEMO_EMAIL = "demo@casabot.local";
const SEED_LOCK_KEY = 746_352_002;

/**
 * On an empty database: a demo workspace with an owner, keys and a chatbot holding
 * the demo listings. The keys exist only in what this prints; they are stored hashed.
 */
export async function seedDemoIfEmpty(db: Database): Promise<void> {
  const seeded = await db.transaction(async (tx) => {
    // Several servers may start together on one PostgreSQL: only one seeds.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: workspaces.id }).from(workspaces).limit(1);
    if (existing) return null;

    const password = randomBytes(9).toString("base64url");
    const keys = await createWorkspace({ db: tx, name: "Demo Realty" });
    await createUser({ db: tx, workspaceId: keys.workspaceId, email: DEMO_EMAIL, password });
    const workspace = { id: keys.workspaceId, name: "Demo Realty" };
    const chatbotId = await createChatbot({ db: tx, workspace, input: { Name: "Demo Realty Concierge", timeZone: "America/Chicago" } });
    await editChatbot({
      db: tx,
      workspace,
      input: {
        serialNumber: chatbotId,
        WelcomeMessage: "Hi! I'm the Demo Realty concierge. Ask me about homes for sale or rent in Austin, Denver, Miami, Seattle, Chicago or San Diego.",
      },
    });
    const listings = demoListings();
    for (const listing of listings) {
      await createListing({ db: tx, workspace, input: { SerialNumber: chatbotId, ...listing } });
    }
    return { ...keys, password, chatbotId, listingCount: listings.length };
  });
  if (!seeded) return;

  const lines = [
    "Casabot demo workspace created (shown once; keys are stored only as hashes):",
    `  Sign in:      ${DEMO_EMAIL} / ${seeded.password}`,
    `  API key:      ${seeded.apiKey}`,
    `  Session key:  ${seeded.sessionKey}`,
    `  Chatbot ID:   ${seeded.chatbotId} (${seeded.listingCount} listings)`,
  ];
  // Straight to stdout, not through the JSON log: a banner for the person who just ran npm start.
  // scripts/server.mjs seeds before it listens and shows it once it does, so the printed keys work.
  const banner = `\n${lines.join("\n")}\n\n`;
  const notices = processState.startupNotices;
  if (notices) notices.push(banner);
  else process.stdout.write(banner);
}
