import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { forbidden, invalidInput } from "@/lib/errors";
import { type LinkMail, type LinkRequest, mailLinkToAccount, queueAccountMail } from "./account-mail";
import { consumeAccountToken, issueAccountToken, revokeAccountTokens } from "./account-tokens";
import type { verifyEmailInput } from "./schema";

/** REQUIRE_EMAIL_VERIFICATION=1: a new account confirms a mailed link before its first sign-in. */
export const emailVerificationRequired = (env: NodeJS.ProcessEnv = process.env) => env.REQUIRE_EMAIL_VERIFICATION?.trim() === "1";

const verifyMail = (link: string) =>
  `Welcome to Casabot. Confirm that this address is yours by opening this link within 24 hours:\n${link}\n\nThen sign in with the password you chose. If you did not create an account, ignore this mail: without the confirmation nobody can sign in with it.\n`;

const linkFor = (origin: string, token: string) => `${origin}/verify-email#token=${token}`;

const VERIFY_LINK: LinkMail = {
  purpose: "verify",
  kind: "verify_email",
  subject: "Confirm your Casabot account",
  body: (origin, token) => verifyMail(linkFor(origin, token)),
  unconfirmedOnly: true,
};

/**
 * A signed-up account's address is not confirmed until its link is opened (accounts an operator
 * or an invitation made are: the column's default).
 */
export async function markUnverified(db: Database, userId: string) {
  await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId));
}

/** In the sign-up's transaction: the account waits unconfirmed, and its link is mailed. */
export async function startVerification(db: Database, { userId, email, origin }: { userId: string; email: string; origin: string }) {
  await markUnverified(db, userId);
  const token = await issueAccountToken(db, userId, "verify");
  await queueAccountMail(db, { kind: VERIFY_LINK.kind, to: email, subject: VERIFY_LINK.subject, body: VERIFY_LINK.body(origin, token) });
}

export const UNVERIFIED = "Confirm your e-mail address first: open the link we mailed you, or ask for a new one.";

/** Sign-in's check under REQUIRE_EMAIL_VERIFICATION, once the password matched: an account still waiting for its link may not sign in. */
export function assertVerified(user: { emailVerifiedAt: Date | null }) {
  if (!user.emailVerifiedAt) throw forbidden(UNVERIFIED, { Unverified: true });
}

/** The link from the mail: the address is confirmed (once; a used or expired link is refused). */
export async function confirmEmail({ db, input }: { db: Database; input: z.output<typeof verifyEmailInput> }) {
  const email = await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, input.Token, "verify");
    if (!userId) return null;
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    await revokeAccountTokens(tx, userId, "verify");
    return user?.email ?? null;
  });
  if (!email) throw invalidInput("Token is not a valid confirmation link, or it was used or has expired: ask for a new one");
  return { Email: email };
}

export const VERIFICATION_RESENT = "If an account with this address is waiting to be confirmed, we have sent it a new link.";

/**
 * A new confirmation link, for an account that lost or let expire its first. Like a reset
 * request, the same statements run whether or not such an account exists.
 */
export async function resendVerification(request: LinkRequest) {
  await mailLinkToAccount(request, VERIFY_LINK);
  return { Message: VERIFICATION_RESENT };
}
