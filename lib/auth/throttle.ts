import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { signInThrottle } from "@/db/schema";
import { tooManyRequests } from "@/lib/api/errors";

/**
 * A counter in sign_in_throttle: a key may make `attempts` attempts within `windowMs`; the one
 * after that locks it for `lockMs`. The account limit stops guessing one password from many
 * addresses, the address limit one address trying many accounts, the sign-up limit one address
 * creating workspaces (and hashing work) without end.
 */
export interface Limit {
  prefix: string;
  attempts: number;
  windowMs: number;
  lockMs: number;
  refusal: string;
}

const MINUTE = 60_000;
const signInRefusal = "Too many failed sign-ins.";

export const THROTTLE = {
  account: { prefix: "account:", attempts: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, refusal: signInRefusal },
  address: { prefix: "address:", attempts: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, refusal: signInRefusal },
  signUp: { prefix: "signup:", attempts: 10, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE, refusal: "Too many sign-ups from your network." },
} satisfies Record<string, Limit>;

/** SIGNUP_LIMIT: sign-ups one address may make per hour; 0 turns the limit off. */
export function signUpLimit(env: Record<string, string | undefined> = process.env): Limit {
  const configured = env.SIGNUP_LIMIT?.trim();
  return configured ? { ...THROTTLE.signUp, attempts: Number(configured) } : THROTTLE.signUp;
}

/**
 * Counts one attempt against the key and refuses it (429 with Retry-After) when it is over the
 * limit or the key is locked. One statement reads, counts and locks, so attempts that arrive
 * together are each given their own number: no burst gets more than `attempts` through.
 * A window that has passed, or a lock that has ended, starts the count again at 1.
 */
export async function countAttempt(db: Database, limit: Limit, subject: string): Promise<void> {
  if (limit.attempts <= 0) return;
  const t = signInThrottle;
  const locked = sql`${t.lockedUntil} > now()`;
  const fresh = sql`(${t.lockedUntil} is not null or ${t.windowStart} <= now() - make_interval(secs => ${limit.windowMs / 1000}))`;
  const rows = await db
    .insert(t)
    .values({ key: `${limit.prefix}${subject}`, failures: 1, windowStart: sql`now()`, lockedUntil: null })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${locked} then ${t.failures} when ${fresh} then 1 else ${t.failures} + 1 end`,
        windowStart: sql`case when ${locked} then ${t.windowStart} when ${fresh} then now() else ${t.windowStart} end`,
        lockedUntil: sql`case
          when ${locked} then ${t.lockedUntil}
          when ${fresh} then null
          when ${t.failures} + 1 > ${limit.attempts} then now() + make_interval(secs => ${limit.lockMs / 1000})
          else null end`,
      },
    })
    .returning({ retryAfter: sql<string | number | null>`extract(epoch from (${t.lockedUntil} - now()))` });
  const seconds = Number(rows[0]?.retryAfter ?? 0);
  if (seconds > 0) {
    const minutes = Math.ceil(seconds / 60);
    throw tooManyRequests(`${limit.refusal} Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, seconds);
  }
}

/** A successful sign-in clears its account's count. */
export async function clearAccount(db: Database, email: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.key, `${THROTTLE.account.prefix}${email.toLowerCase()}`));
}

/** Takes back one attempt that turned out well (a sign-in from an address), unless the key is locked already. */
export async function uncountAttempt(db: Database, limit: Limit, subject: string): Promise<void> {
  const t = signInThrottle;
  await db
    .update(t)
    .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
    .where(and(eq(t.key, `${limit.prefix}${subject}`), isNull(t.lockedUntil)));
}
