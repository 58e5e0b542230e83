import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { accountTokens, users, userSessions } from "@/db/schema";
import { invalidInput } from "@/lib/errors";
import { type LinkMail, type LinkRequest, mailLinkToAccount } from "./account-mail";
import { consumeAccountToken, revokeAccountTokens } from "./account-tokens";
import { parseKey, secretMatches } from "./keys";
import { hashPassword } from "./passwords";
import type { resetPasswordInput } from "./schema";
import { clearAccount } from "./throttle";

/** The one answer to "forgot password", whether or not the address has an account. */
export const RESET_REQUESTED = "If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.";

const resetMail = (link: string) =>
  `Someone (we hope you) asked to choose a new password for your Casabot account.\n\nOpen this link within an hour to choose it:\n${link}\n\nChoosing a new password signs you out everywhere. If you did not ask for this, ignore this mail: your password stays as it is.\n`;

const RESET_LINK: LinkMail = {
  purpose: "reset",
  kind: "password_reset",
  subject: "Choose a new Casabot password",
  body: (origin, token) => resetMail(`${origin}/reset-password#token=${token}`),
};

/** Mails a single-use reset link to the account with this address, if there is one (the reply says neither). */
export async function requestPasswordReset(request: LinkRequest) {
  await mailLinkToAccount(request, RESET_LINK);
  return { Message: RESET_REQUESTED };
}

const INVALID = "Token is not a valid reset link, or it was used or has expired: ask for a new one";

/**
 * Sets a new password with a reset link: the link is spent, every session of the account
 * ends (whoever had the old password is signed out) and its other reset links stop working.
 */
export async function resetPassword({ db, input }: { db: Database; input: z.output<typeof resetPasswordInput> }) {
  // A cheap check first, so a made-up token costs no password hash.
  if (!(await looksUsable(db, input.Token))) throw invalidInput(INVALID);
  const passwordHash = await hashPassword(input.Password);
  const email = await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, input.Token, "reset");
    if (!userId) return null;
    // Following the mailed link proved the address too.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    await tx.delete(userSessions).where(eq(userSessions.userId, userId));
    await revokeAccountTokens(tx, userId, "reset");
    return user?.email ?? null;
  });
  if (!email) throw invalidInput(INVALID);
  // The owner proved they hold the mailbox: failed guesses by others no longer lock them out.
  await clearAccount(db, email);
  return { Email: email };
}

async function looksUsable(db: Database, token: string): Promise<boolean> {
  const parsed = parseKey("reset", token);
  if (!parsed) return false;
  const [row] = await db
    .select({ secretHash: accountTokens.secretHash })
    .from(accountTokens)
    .where(and(eq(accountTokens.id, parsed.keyId), eq(accountTokens.purpose, "reset"), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, new Date())))
    .limit(1);
  return !!row && secretMatches(parsed.secret, row.secretHash);
}
