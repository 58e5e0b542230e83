import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { UserRole } from "@/db/enums";
import { users } from "@/db/schema";
import { conflict, forbidden, invalidInput, notFound } from "@/lib/errors";

/** What a member is refused on the endpoints only owners may call. */
export const OWNERS_ONLY = "Only an owner of this workspace can do this: your role is member. Ask an owner.";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The workspace's users, locked until the transaction ends (in one order, so two such
 * transactions wait for each other rather than deadlock). Every change of who is an owner
 * takes this lock first, so two of them never both read the roles as they were.
 */
function lockMembers(tx: Transaction, workspaceId: string) {
  return tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.workspaceId, workspaceId))
    .orderBy(asc(users.id))
    .for("update");
}

/** Refuses (and so undoes) a change that left the workspace without an owner. */
async function assertOwnerRemains(tx: Transaction, workspaceId: string, email: string) {
  const [owners] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.workspaceId, workspaceId), eq(users.role, "owner")));
  if ((owners?.n ?? 0) === 0) throw conflict(`${email} is the workspace's last owner: make another user an owner first`);
}

/**
 * Changes another member of the caller's workspace (their role, or their removal), in one
 * transaction under the lock: the caller must still be an owner then (two owners demoting each
 * other at once: the second finds they no longer are), and a workspace keeps an owner.
 */
export async function changeOtherMember(
  db: Database,
  caller: { workspaceId: string; userId: string },
  email: string,
  change: (tx: Transaction, memberId: string) => Promise<unknown>,
) {
  await db.transaction(async (tx) => {
    const members = await lockMembers(tx, caller.workspaceId);
    if (members.find((member) => member.id === caller.userId)?.role !== "owner") throw forbidden(OWNERS_ONLY);
    const member = members.find((row) => row.email === email);
    if (!member) throw notFound(`${email} is not a member of this workspace`);
    // The caller is an owner and stays one, so the workspace never loses its last owner.
    if (member.id === caller.userId) throw invalidInput("Email is your own: another owner has to do this");
    await change(tx, member.id);
    await assertOwnerRemains(tx, caller.workspaceId, email);
  });
}

/** The operator's way (`cli user role`) to set anyone's role, an owner back into a workspace included. */
export async function setUserRole({ db, email, role }: { db: Database; email: string; role: UserRole }) {
  const [user] = await db.select({ workspaceId: users.workspaceId }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw notFound(`No user has the e-mail ${email}`);
  await db.transaction(async (tx) => {
    await lockMembers(tx, user.workspaceId);
    await tx.update(users).set({ role }).where(eq(users.email, email));
    await assertOwnerRemains(tx, user.workspaceId, email);
  });
  return { email, role };
}
