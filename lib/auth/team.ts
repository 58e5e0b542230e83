import { and, asc, desc, eq, gt, ne } from "drizzle-orm";
import type { z } from "zod";
import { users, userSessions } from "@/db/schema";
import type { HandlerContext } from "@/lib/context";
import { invalidInput, notFound } from "@/lib/errors";
import { changeOtherMember } from "./owners";
import { revokeAccountTokens } from "./account-tokens";
import { assertHashCapacity, hashPassword, verifyPassword } from "./passwords";
import type { changePasswordInput, memberRefInput, memberRoleInput, sessionRefInput } from "./schema";
import type { Owner } from "./sessions";
import { clearAccount, countAttempt, THROTTLE } from "./throttle";

/** The signed-in user of an owner-session endpoint (the contract lets no API key in). */
function signedIn(principal: HandlerContext<unknown>["principal"]): Owner {
  if (principal.kind !== "owner") throw new Error("this endpoint takes a signed-in session");
  return principal;
}

/** The workspace's users, earliest first, with their role; `You` marks the caller. */
export async function listMembers({ db, workspace, principal }: HandlerContext<unknown>) {
  const rows = await db
    .select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.workspaceId, workspace.id))
    .orderBy(asc(users.createdAt), asc(users.email));
  const me = principal.kind === "owner" ? principal.user.id : undefined;
  return rows.map((row) => ({ ID: row.id, Email: row.email, Role: row.role, CreatedAt: row.createdAt.toISOString(), You: row.id === me }));
}

/** Removes a member: their account and every session end at once. */
export async function removeMember({ db, principal, input }: HandlerContext<z.output<typeof memberRefInput>>) {
  const me = signedIn(principal);
  await changeOtherMember(db, { workspaceId: me.workspace.id, userId: me.user.id }, input.Email, (tx, id) => tx.delete(users).where(eq(users.id, id)));
  return 1;
}

/** Makes a member an owner or an owner a member; they keep their sessions, which see the new role at once. */
export async function changeMemberRole({ db, principal, input }: HandlerContext<z.output<typeof memberRoleInput>>) {
  const me = signedIn(principal);
  await changeOtherMember(db, { workspaceId: me.workspace.id, userId: me.user.id }, input.Email, (tx, id) =>
    tx.update(users).set({ role: input.Role }).where(eq(users.id, id)),
  );
  return 1;
}

/**
 * Sets a new password after checking the current one (counted as a sign-in attempt, so a
 * borrowed session cannot guess it); every other session of the user ends, and so do their reset links.
 */
export async function changePassword({ db, principal, input }: HandlerContext<z.output<typeof changePasswordInput>>) {
  const me = signedIn(principal);
  assertHashCapacity();
  await countAttempt(db, [{ limit: THROTTLE.account, subject: me.user.email }]);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, me.user.id)).limit(1);
  if (!user || !(await verifyPassword(input.CurrentPassword, user.passwordHash))) throw invalidInput("CurrentPassword is not your current password");
  const passwordHash = await hashPassword(input.NewPassword);
  await clearAccount(db, me.user.email);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, me.user.id));
    await revokeAccountTokens(tx, me.user.id, "reset");
    return tx
      .delete(userSessions)
      .where(and(eq(userSessions.userId, me.user.id), ne(userSessions.id, me.sessionId)))
      .returning({ id: userSessions.id });
  });
  return { SignedOutSessions: ended.length };
}

/** The user's own sessions still open, newest first. */
export async function listSessions({ db, principal }: HandlerContext<unknown>) {
  const me = signedIn(principal);
  const rows = await db
    .select({ id: userSessions.id, createdAt: userSessions.createdAt, expiresAt: userSessions.expiresAt, userAgent: userSessions.userAgent })
    .from(userSessions)
    .where(and(eq(userSessions.userId, me.user.id), gt(userSessions.expiresAt, new Date())))
    .orderBy(desc(userSessions.createdAt), desc(userSessions.id));
  return rows.map((row) => ({
    ID: row.id,
    CreatedAt: row.createdAt.toISOString(),
    ExpiresAt: row.expiresAt.toISOString(),
    UserAgent: row.userAgent,
    Current: row.id === me.sessionId,
  }));
}

/** Ends one of the user's own sessions (another user's is not found); ending the current one signs out. */
export async function revokeSession({ db, principal, input }: HandlerContext<z.output<typeof sessionRefInput>>) {
  const me = signedIn(principal);
  const [row] = await db
    .delete(userSessions)
    .where(and(eq(userSessions.id, input.ID), eq(userSessions.userId, me.user.id)))
    .returning({ id: userSessions.id });
  if (!row) throw notFound("Session not found, or it has already ended");
  return { Count: 1, SignedOut: row.id === me.sessionId };
}

/** Ends every session of the user but this one. */
export async function revokeOtherSessions({ db, principal }: HandlerContext<unknown>) {
  const me = signedIn(principal);
  const ended = await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, me.user.id), ne(userSessions.id, me.sessionId)))
    .returning({ id: userSessions.id });
  return { Count: ended.length, SignedOut: false };
}
