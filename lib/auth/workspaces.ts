import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { apiKeys, users, workspaces } from "@/db/schema";
import { conflict, notFound } from "@/lib/api/errors";
import { issueKey, parseKey, secretMatches } from "./keys";
import { hashPassword } from "./passwords";

// Keys are returned once, here, and stored only as hashes.

export async function createWorkspace({ db, name }: { db: Database; name: string }) {
  const sessionKey = issueKey("session");
  const apiKey = issueKey("api");
  return db.transaction(async (tx) => {
    const [workspace] = await tx
      .insert(workspaces)
      .values({ name, sessionKeyId: sessionKey.keyId, sessionKeyHash: sessionKey.hash })
      .returning({ id: workspaces.id });
    await tx.insert(apiKeys).values({ workspaceId: workspace!.id, name: "default", keyId: apiKey.keyId, keyHash: apiKey.hash });
    return { workspaceId: workspace!.id, apiKey: apiKey.token, sessionKey: sessionKey.token };
  });
}

async function requireWorkspace(db: Database, workspaceId: string) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const [row] = uuid.test(workspaceId)
    ? await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1)
    : [];
  if (!row) throw notFound(`Workspace ${workspaceId} not found`);
  return row;
}

export async function createApiKey({ db, workspaceId, name = "" }: { db: Database; workspaceId: string; name?: string }) {
  await requireWorkspace(db, workspaceId);
  const key = issueKey("api");
  await db.insert(apiKeys).values({ workspaceId, name, keyId: key.keyId, keyHash: key.hash });
  return { apiKey: key.token };
}

/** Revokes the API key given in full; it fails on every request from then on. */
export async function revokeApiKey({ db, apiKey }: { db: Database; apiKey: string }) {
  const parsed = parseKey("api", apiKey);
  const [row] = parsed
    ? await db
        .select({ id: apiKeys.id, keyHash: apiKeys.keyHash })
        .from(apiKeys)
        .where(and(eq(apiKeys.keyId, parsed.keyId), isNull(apiKeys.revokedAt)))
        .limit(1)
    : [];
  if (!row || !parsed || !secretMatches(parsed.secret, row.keyHash)) throw notFound("No active API key matches");
  await db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, row.id));
  return { revoked: true };
}

/** Issues a new session key; the old one stops working at once. */
export async function rotateSessionKey({ db, workspaceId }: { db: Database; workspaceId: string }) {
  await requireWorkspace(db, workspaceId);
  const key = issueKey("session");
  await db
    .update(workspaces)
    .set({ sessionKeyId: key.keyId, sessionKeyHash: key.hash })
    .where(eq(workspaces.id, workspaceId));
  return { sessionKey: key.token };
}

export async function createUser({
  db,
  workspaceId,
  email,
  password,
}: {
  db: Database;
  workspaceId: string;
  email: string;
  password: string;
}) {
  await requireWorkspace(db, workspaceId);
  const passwordHash = await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({ workspaceId, email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user) throw conflict(`A user with e-mail ${email} already exists`);
  return { userId: user.id };
}
