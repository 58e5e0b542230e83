import { inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { signInThrottle } from "@/db/schema";
import { tooManyRequests } from "@/lib/api/errors";

// Failed sign-ins are counted in a fixed window per account and per client address.
// A key that reaches its limit is locked for LOCK_MS: the account limit stops guessing
// one password from many addresses, the address limit stops one address trying many accounts.
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
  accountFailures: 5,
  addressFailures: 20,
};

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

const limitFor = (key: string) => (key.startsWith("account:") ? THROTTLE.accountFailures : THROTTLE.addressFailures);

/** Refuses with 429 (and Retry-After) while any of the keys is locked. */
export async function assertNotLocked(db: Database, keys: string[]): Promise<void> {
  const rows = await db
    .select({ lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(inArray(signInThrottle.key, keys));
  const now = Date.now();
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (until > now) {
    const minutes = Math.ceil((until - now) / 60_000);
    throw tooManyRequests(`Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, (until - now) / 1000);
  }
}

/**
 * Counts one failure against each key in one statement per key, so concurrent failures
 * on several servers are all counted; a window that has passed starts again at 1.
 */
export async function recordFailure(db: Database, keys: string[]): Promise<void> {
  const windowSeconds = THROTTLE.windowMs / 1000;
  const lockSeconds = THROTTLE.lockMs / 1000;
  for (const key of keys) {
    const limit = limitFor(key);
    await db.execute(sql`
      insert into sign_in_throttle as t (key, failures, window_start, locked_until)
      values (${key}, 1, now(), ${limit <= 1 ? sql`now() + make_interval(secs => ${lockSeconds})` : null})
      on conflict (key) do update set
        failures = case when t.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else t.failures + 1 end,
        window_start = case when t.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else t.window_start end,
        locked_until = case
          when (case when t.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else t.failures + 1 end) >= ${limit}
            then now() + make_interval(secs => ${lockSeconds})
          else t.locked_until end`);
  }
}

/** A successful sign-in forgets the account's failures (not the address's). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(signInThrottle).where(inArray(signInThrottle.key, [key]));
}
