import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { ApiError, forbidden, unauthorized } from "@/lib/api/errors";
import { mailLinkOrigin, requireMailLinkOrigin } from "./account-mail";
import type { signInInput, signUpInput } from "./schema";
import { createUserSession } from "./sessions";
import { hashPassword, verifyPassword } from "./passwords";
import { signUpReply, tellOwnerOfSignUpAttempt } from "./signup-outcome";
import { accountKey, addressKey, assertNotLocked, clearFailures, recordFailure } from "./throttle";
import { assertVerified, emailVerificationRequired, startVerification } from "./verification";
import { createUser, createWorkspace } from "./workspaces";

export const signUpAllowed = (env: NodeJS.ProcessEnv = process.env) => env.ALLOW_SIGNUP?.trim() !== "0";

/**
 * A new owner and the workspace they own. The reply is the same whether the address was
 * free or taken (signup-outcome.ts), and signs nobody in.
 */
export async function signUp({ db, input, request }: { db: Database; input: z.output<typeof signUpInput>; request: Request }) {
  if (!signUpAllowed()) throw forbidden("Sign-up is turned off on this server; ask an administrator for an account");
  const verify = emailVerificationRequired();
  const origin = verify ? requireMailLinkOrigin(request) : mailLinkOrigin(request);
  try {
    await db.transaction(async (tx) => {
      const { workspaceId } = await createWorkspace({ db: tx, name: input.WorkspaceName, apiKey: false });
      const { userId } = await createUser({ db: tx, workspaceId, email: input.Email, password: input.Password });
      if (verify) await startVerification(tx, { userId, email: input.Email, origin: origin! });
    });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    await tellOwnerOfSignUpAttempt(db, { email: input.Email, origin });
  }
  return signUpReply(input.Email);
}

// An unknown e-mail address costs the same scrypt work as a wrong password, so the
// answer's timing does not tell which addresses have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword("casabot-decoy-password"));

const WRONG = "E-mail or password is incorrect";

/** Checks the password under the sign-in throttle and opens a session. */
export async function signIn({ db, input, address }: { db: Database; input: z.output<typeof signInInput>; address: string }) {
  const keys = [accountKey(input.Email), addressKey(address)];
  await assertNotLocked(db, keys);
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, input.Email))
    .limit(1);
  const matches = await verifyPassword(input.Password, user?.passwordHash ?? (await decoy()));
  if (!user || !matches) {
    await recordFailure(db, keys);
    throw unauthorized(WRONG);
  }
  await clearFailures(db, accountKey(input.Email));
  assertVerified(user);
  const session = await createUserSession(db, user.id);
  return { user: { id: user.id, email: user.email }, session };
}
