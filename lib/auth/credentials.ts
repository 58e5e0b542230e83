import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { apiKeys, workspaces } from "@/db/schema";
import { parseKey, secretMatches } from "./keys";

export interface WorkspaceRef {
  id: string;
  name: string;
}

/** The workspace an API key belongs to, or null for an unknown, malformed or revoked key. */
export async function workspaceForApiKey(db: Database, token: string): Promise<WorkspaceRef | null> {
  const parsed = parseKey("api", token);
  if (!parsed) return null;
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, keyHash: apiKeys.keyHash })
    .from(apiKeys)
    .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .where(and(eq(apiKeys.keyId, parsed.keyId), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row || !secretMatches(parsed.secret, row.keyHash)) return null;
  return { id: row.id, name: row.name };
}

/** The workspace a session key belongs to, or null. A rotated-away key matches nothing. */
export async function workspaceForSessionKey(db: Database, token: string): Promise<WorkspaceRef | null> {
  const parsed = parseKey("session", token);
  if (!parsed) return null;
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, hash: workspaces.sessionKeyHash })
    .from(workspaces)
    .where(eq(workspaces.sessionKeyId, parsed.keyId))
    .limit(1);
  if (!row || !secretMatches(parsed.secret, row.hash)) return null;
  return { id: row.id, name: row.name };
}
