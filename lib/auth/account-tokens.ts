import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "@/db/client";
import { accountTokens } from "@/db/schema";
import { issueKey, parseKey, secretMatches } from "./keys";

export type TokenPurpose = "reset" | "verify";

/** How long a mailed link works: a reset is short-lived (issue 15); a confirmation may wait a day. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = { reset: 60 * 60 * 1000, verify: 24 * 60 * 60 * 1000 };

/** A new link token for the user; only its hash is stored. Returned once, for the mail. */
export async function issueAccountToken(db: Database, userId: string, purpose: TokenPurpose): Promise<string> {
  const key = issueKey(purpose);
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]);
  await db.insert(accountTokens).values({ id: key.keyId, userId, purpose, secretHash: key.hash, expiresAt });
  return key.token;
}

/**
 * Spends a token: marks it used in one conditional statement, so of two requests racing
 * with the same link only one gets the user back. Unknown, expired, used or forged: null.
 */
export async function consumeAccountToken(db: Database, token: string, purpose: TokenPurpose): Promise<string | null> {
  const parsed = parseKey(purpose, token);
  if (!parsed) return null;
  const [row] = await db
    .select({ secretHash: accountTokens.secretHash })
    .from(accountTokens)
    .where(and(eq(accountTokens.id, parsed.keyId), eq(accountTokens.purpose, purpose)))
    .limit(1);
  if (!row || !secretMatches(parsed.secret, row.secretHash)) return null;
  const [spent] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.id, parsed.keyId), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())))
    .returning({ userId: accountTokens.userId });
  return spent?.userId ?? null;
}

/** Ends the user's other unused links of this purpose (after a reset, no older link may set a password again). */
export async function revokeAccountTokens(db: Database, userId: string, purpose: TokenPurpose, except?: string) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        except ? ne(accountTokens.id, except) : undefined,
      ),
    );
}
