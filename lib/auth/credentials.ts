import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { preparedOnce } from "@/db/prepared";
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
  const [row] = await preparedOnce(db, "api_key_workspace", (db) =>
    db
      .select({ id: workspaces.id, name: workspaces.name, keyHash: apiKeys.keyHash })
      .from(apiKeys)
      .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
      .where(and(eq(apiKeys.keyId, sql.placeholder("keyId")), isNull(apiKeys.revokedAt)))
      .limit(1)
      .prepare("api_key_workspace"),
  ).execute({ keyId: parsed.keyId });
  if (!row || !secretMatches(parsed.secret, row.keyHash)) return null;
  return { id: row.id, name: row.name };
}

/** The workspace a session key belongs to, or null. A rotated-away key matches nothing. */
export async function workspaceForSessionKey(db: Database, token: string): Promise<WorkspaceRef | null> {
  const parsed = parseKey("session", token);
  if (!parsed) return null;
  const [row] = await preparedOnce(db, "session_key_workspace", (db) =>
    db
      .select({ id: workspaces.id, name: workspaces.name, hash: workspaces.sessionKeyHash })
      .from(workspaces)
      .where(eq(workspaces.sessionKeyId, sql.placeholder("keyId")))
      .limit(1)
      .prepare("session_key_workspace"),
  ).execute({ keyId: parsed.keyId });
  if (!row || !secretMatches(parsed.secret, row.hash)) return null;
  return { id: row.id, name: row.name };
}
