import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { forbidden, unauthorized } from "@/lib/api/errors";
import type { signInInput, signUpInput } from "./schema";
import { createUserSession } from "./sessions";
import { hashPassword, verifyPassword } from "./passwords";
import { accountKey, addressKey, assertNotLocked, clearFailures, recordFailure } from "./throttle";
import { createUser, createWorkspace } from "./workspaces";

export const signUpAllowed = (env: NodeJS.ProcessEnv = process.env) => env.ALLOW_SIGNUP?.trim() !== "0";

/** A new owner and the workspace they own; they are signed in at once. */
export async function signUp({ db, input }: { db: Database; input: z.output<typeof signUpInput> }) {
  if (!signUpAllowed()) throw forbidden("Sign-up is turned off on this server; ask an administrator for an account");
  const { user, workspaceId } = await db.transaction(async (tx) => {
    const { workspaceId } = await createWorkspace({ db: tx, name: input.WorkspaceName, apiKey: false });
    const { userId } = await createUser({ db: tx, workspaceId, email: input.Email, password: input.Password });
    return { user: { id: userId, email: input.Email }, workspaceId };
  });
  const session = await createUserSession(db, user.id);
  return { user, workspace: { id: workspaceId, name: input.WorkspaceName }, session };
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
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.Email))
    .limit(1);
  const matches = await verifyPassword(input.Password, user?.passwordHash ?? (await decoy()));
  if (!user || !matches) {
    await recordFailure(db, keys);
    throw unauthorized(WRONG);
  }
  await clearFailures(db, accountKey(input.Email));
  const session = await createUserSession(db, user.id);
  return { user: { id: user.id, email: user.email }, session };
}
