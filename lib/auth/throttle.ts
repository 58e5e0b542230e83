import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { signInThrottle } from "@/db/schema";
import { rateLimited } from "@/lib/errors";
import { rowsOf } from "@/db/rows";

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

export interface Counter {
  limit: Limit;
  subject: string;
}

/**
 * One counter's upsert: a window that has passed, or a lock that has ended, starts again at 1;
 * the attempt after the limit locks the key; while it is locked nothing changes. `guard` is a
 * condition under which the attempt is counted at all.
 */
function countIn({ limit, subject }: Counter, guard: SQL) {
  const locked = sql`t.locked_until > now()`;
  const fresh = sql`(t.locked_until is not null or t.window_start <= now() - make_interval(secs => ${limit.windowMs / 1000}))`;
  return sql`
    insert into sign_in_throttle as t (key, failures, window_start, locked_until)
    select ${`${limit.prefix}${subject}`}::text, 1, now(), null::timestamptz where ${guard}
    on conflict (key) do update set
      failures = case when ${locked} then t.failures when ${fresh} then 1 else t.failures + 1 end,
      window_start = case when ${locked} then t.window_start when ${fresh} then now() else t.window_start end,
      locked_until = case
        when ${locked} then t.locked_until
        when ${fresh} then null
        when t.failures + 1 > ${limit.attempts} then now() + make_interval(secs => ${limit.lockMs / 1000})
        else null end
    returning extract(epoch from (t.locked_until - now())) as retry_after`;
}

/**
 * Counts one attempt against each counter, in one statement, and refuses it (429 with
 * Retry-After) when any of them is over its limit or locked. Attempts that arrive together are
 * each given their own number, so no burst gets more than the limit through. A counter is
 * counted only while the ones before it are not locked: an address that is locked out no
 * longer counts against (and so cannot lock) the accounts it names.
 */
export async function countAttempt(db: Database, counters: Counter[]): Promise<void> {
  const active = counters.filter((counter) => counter.limit.attempts > 0);
  if (active.length === 0) return;
  const steps = active.map((counter, i) => {
    const earlier = active.slice(0, i).map((_, j) => sql`not exists (select 1 from ${sql.raw(`c${j}`)} where retry_after > 0)`);
    return sql`${sql.raw(`c${i}`)} as (${countIn(counter, earlier.length > 0 ? sql.join(earlier, sql` and `) : sql`true`)})`;
  });
  const waits = active.map((_, i) => sql`(select retry_after from ${sql.raw(`c${i}`)})`);
  const result: unknown = await db.execute(sql`with ${sql.join(steps, sql`, `)} select greatest(0, ${sql.join(waits, sql`, `)}) as retry_after`);
  const rows = rowsOf<{ retry_after: unknown }>(result);
  const seconds = Number(rows[0]?.retry_after ?? 0);
  if (seconds > 0) {
    const refusal = active[0]!.limit.refusal;
    const minutes = Math.ceil(seconds / 60);
    throw rateLimited(`${refusal} Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, seconds);
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
