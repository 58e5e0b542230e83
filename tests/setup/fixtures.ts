import type { Database } from "@/db/client";
import { createApiKey, createUser, createWorkspace, revokeApiKey, rotateSessionKey } from "@/lib/auth/workspaces";

export interface WorkspaceFixture {
  workspaceId: string;
  apiKey: string;
  sessionKey: string;
}

export interface ConfirmedOwner {
  email: string;
  password: string;
  workspaceId: string;
}

/** What the API tests get through `inject("fixtures")`. */
export interface Fixtures {
  /** Main test workspace, with a second live key, a revoked key and a rotated-away session key. */
  a: WorkspaceFixture & { secondApiKey: string; revokedApiKey: string; oldSessionKey: string };
  /** Another tenant: its credentials must never reach A's data. */
  b: WorkspaceFixture;
  /** A workspace for tests that need to see a whole, known list of chatbots. */
  c: WorkspaceFixture;
  /**
   * Owners, each of a workspace of their own, made as the CLI makes users, so their address counts
   * as confirmed and they may invite (a signed-up owner may not until they open a mailed link): the
   * fuzz's workspace, and the isolation matrix's victim and intruder.
   */
  confirmedOwners: { fuzz: ConfirmedOwner; victim: ConfirmedOwner; intruder: ConfirmedOwner };
  /** "pglite" or "postgres": which database the server under test runs on. */
  database: "pglite" | "postgres";
  databaseUrl?: string;
}

/** Creates the test tenants through the same service functions the CLI calls. */
export async function createFixtures(db: Database, database: Fixtures["database"], databaseUrl?: string): Promise<Fixtures> {
  const a = await createWorkspace({ db, name: "Workspace A" });
  const { apiKey: secondApiKey } = await createApiKey({ db, workspaceId: a.workspaceId, name: "second" });
  const { apiKey: revokedApiKey } = await createApiKey({ db, workspaceId: a.workspaceId, name: "revoked" });
  await revokeApiKey({ db, apiKey: revokedApiKey });
  const oldSessionKey = a.sessionKey;
  const { sessionKey } = await rotateSessionKey({ db, workspaceId: a.workspaceId });
  const b = await createWorkspace({ db, name: "Workspace B" });
  const c = await createWorkspace({ db, name: "Workspace C" });
  // Each a password of its own: the isolation matrix checks that one cannot be used by another.
  const confirmedOwner = async (label: string): Promise<ConfirmedOwner> => {
    const { workspaceId } = await createWorkspace({ db, name: `${label} Realty`, apiKey: false });
    const email = `${label.toLowerCase()}-owner@example.test`;
    const password = `${label.toLowerCase()} owner's long password`;
    await createUser({ db, workspaceId, email, password });
    return { email, password, workspaceId };
  };
  const confirmedOwners = { fuzz: await confirmedOwner("Fuzz"), victim: await confirmedOwner("Victim"), intruder: await confirmedOwner("Intruder") };
  return { a: { ...a, sessionKey, secondApiKey, revokedApiKey, oldSessionKey }, b, c, confirmedOwners, database, databaseUrl };
}
