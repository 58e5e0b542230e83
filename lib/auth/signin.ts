import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { forbidden, isAppError, notAuthenticated } from "@/lib/errors";
import { mailLinkOrigin, requireMailLinkOrigin } from "./account-mail";
import type { signInInput, signUpInput } from "./schema";
import { createUserSession } from "./sessions";
import { assertHashCapacity, hashPassword, verifyPassword } from "./passwords";
import { signUpReply, tellOwnerOfSignUpAttempt } from "./signup-outcome";
import { clearAccount, countAttempt, signUpLimit, THROTTLE, uncountAttempt } from "./throttle";
import { assertVerified, emailVerificationRequired, markUnverified, startVerification } from "./verification";
import { createUser, createWorkspace } from "./workspaces";

export const signUpAllowed = (env: NodeJS.ProcessEnv = process.env) => env.ALLOW_SIGNUP?.trim() !== "0";

/**
 * A new owner and the workspace they own. The reply is the same whether the address was
 * free or taken (signup-outcome.ts), and signs nobody in.
 */
export async function signUp({ db, input, request, address }: { db: Database; input: z.output<typeof signUpInput>; request: Request; address?: string }) {
  if (!signUpAllowed()) throw forbidden("Sign-up is turned off on this server; ask an administrator for an account");
  assertHashCapacity();
  const verify = emailVerificationRequired();
  const origin = verify ? requireMailLinkOrigin(request) : mailLinkOrigin(request);
  if (address) await countAttempt(db, [{ limit: signUpLimit(), subject: address }]);
  // Hashed before the transaction, for a taken address too: a hash takes far longer than the
  // writes and must not hold a connection, and both answers then take the same time.
  const passwordHash = await hashPassword(input.Password);
  try {
    await db.transaction(async (tx) => {
      const { workspaceId } = await createWorkspace({ db: tx, name: input.WorkspaceName, apiKey: false });
      const { userId } = await createUser({ db: tx, workspaceId, email: input.Email, passwordHash });
      // Unconfirmed either way: without REQUIRE_EMAIL_VERIFICATION they may sign in, but mail no one (invitations.ts).
      if (verify) await startVerification(tx, { userId, email: input.Email, origin: origin! });
      else await markUnverified(tx, userId);
    });
  } catch (error) {
    if (!isAppError(error, "conflict")) throw error;
    await tellOwnerOfSignUpAttempt(db, { email: input.Email, origin });
  }
  return signUpReply(input.Email);
}

// An unknown e-mail address costs the same scrypt work as a wrong password, so the
// answer's timing does not tell which addresses have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () =>
  (decoyHash ??= hashPassword("casabot-decoy-password").catch((error) => {
    decoyHash = undefined;
    throw error;
  }));

const WRONG = "E-mail or password is incorrect";

/**
 * Checks the password under the sign-in throttle and opens a session. The attempt is counted
 * before the password is looked at, so a burst of guesses is refused without being hashed;
 * with no known address only the account's count applies (never one bucket for all strangers).
 * While every hash slot and queue place is taken it is turned away (503) before anything else.
 */
export async function signIn({ db, input, address, userAgent }: { db: Database; input: z.output<typeof signInInput>; address?: string; userAgent?: string }) {
  assertHashCapacity();
  const account = { limit: THROTTLE.account, subject: input.Email };
  await countAttempt(db, address ? [{ limit: THROTTLE.address, subject: address }, account] : [account]);
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, input.Email))
    .limit(1);
  const matches = await verifyPassword(input.Password, user?.passwordHash ?? (await decoy()));
  if (!user || !matches) throw notAuthenticated(WRONG);
  await clearAccount(db, input.Email);
  if (address) await uncountAttempt(db, THROTTLE.address, address);
  if (emailVerificationRequired()) assertVerified(user);
  const session = await createUserSession(db, user.id, userAgent);
  return { user: { id: user.id, email: user.email }, session };
}
