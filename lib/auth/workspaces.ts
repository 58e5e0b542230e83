import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { apiKeys, users, workspaces } from "@/db/schema";
import { conflict, notFound } from "@/lib/errors";
import { storageUsage } from "@/lib/files/quota";
import type { WorkspaceRef } from "./credentials";
import { issueKey, parseKey, secretMatches } from "./keys";
import { hashPassword } from "./passwords";

// Keys are returned once, here, and stored only as hashes.

/** A workspace with its session key and (unless `apiKey` is false, as for dashboard sign-ups) a first API key. */
export async function createWorkspace<WithKey extends boolean = true>({
  db,
  name,
  apiKey = true as WithKey,
}: {
  db: Database;
  name: string;
  apiKey?: WithKey;
}) {
  const sessionKey = issueKey("session");
  const key = apiKey ? issueKey("api") : undefined;
  return db.transaction(async (tx) => {
    const [workspace] = await tx
      .insert(workspaces)
      .values({ name, sessionKeyId: sessionKey.keyId, sessionKeyHash: sessionKey.hash })
      .returning({ id: workspaces.id });
    if (key) await tx.insert(apiKeys).values({ workspaceId: workspace!.id, name: "default", keyId: key.keyId, keyHash: key.hash });
    return { workspaceId: workspace!.id, apiKey: (key?.token ?? null) as WithKey extends true ? string : null, sessionKey: sessionKey.token };
  });
}

async function requireWorkspace(db: Database, workspaceId: string) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const [row] = uuid.test(workspaceId) ? await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1) : [];
  if (!row) throw notFound(`Workspace ${workspaceId} not found`);
  return row;
}

export async function createApiKey({ db, workspaceId, name = "" }: { db: Database; workspaceId: string; name?: string }) {
  await requireWorkspace(db, workspaceId);
  const key = issueKey("api");
  const [row] = await db.insert(apiKeys).values({ workspaceId, name, keyId: key.keyId, keyHash: key.hash }).returning({ id: apiKeys.id });
  return { apiKey: key.token, id: row!.id };
}

/** The workspace's API keys, newest first, as their public prefix: the secret exists only as a hash. */
export async function listApiKeys({ db, workspace }: { db: Database; workspace: WorkspaceRef }) {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.workspaceId, workspace.id)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => ({
    ID: row.id,
    Name: row.name,
    Prefix: `cbk_${row.keyId}_…`,
    CreatedAt: row.createdAt.toISOString(),
    RevokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/** Revokes one of the workspace's keys by its ID; another workspace's key is simply not found. */
export async function revokeApiKeyById({ db, workspace, id }: { db: Database; workspace: WorkspaceRef; id: string }) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.workspaceId, workspace.id)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound("API key not found");
  return 1;
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
  await db.update(workspaces).set({ sessionKeyId: key.keyId, sessionKeyHash: key.hash }).where(eq(workspaces.id, workspaceId));
  return { sessionKey: key.token };
}

/** With the password, or (to keep the slow hashing out of a caller's transaction) its hash. */
export async function createUser({
  db,
  workspaceId,
  email,
  ...secret
}: {
  db: Database;
  workspaceId: string;
  email: string;
} & ({ password: string } | { passwordHash: string })) {
  await requireWorkspace(db, workspaceId);
  const passwordHash = "passwordHash" in secret ? secret.passwordHash : await hashPassword(secret.password);
  const [user] = await db.insert(users).values({ workspaceId, email, passwordHash }).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
  if (!user) throw conflict(`A user with e-mail ${email} already exists`);
  return { userId: user.id };
}

/** The workspace as its owner sees it; the session key only as its public prefix. */
export async function describeWorkspace({ db, workspace }: { db: Database; workspace: WorkspaceRef }) {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, workspace.id)).limit(1);
  if (!row) throw notFound("Workspace not found");
  const storage = await storageUsage(db, row.id);
  return {
    ID: row.id,
    Name: row.name,
    SessionKeyPrefix: `cbs_${row.sessionKeyId}_…`,
    CreatedAt: row.createdAt.toISOString(),
    StorageUsedBytes: storage.usedBytes,
    StorageQuotaBytes: storage.quotaBytes,
  };
}
