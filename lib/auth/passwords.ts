import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { availableParallelism } from "node:os";
import { promisify } from "node:util";
import { unavailable } from "@/lib/errors";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

// scrypt parameters (OWASP's minimum for scrypt is N=2^17, r=8, p=1); stored with the
// hash so they can be raised later without invalidating existing passwords.
/** OWASP's minimum cost, log2 of N: the default; a server set below it says so as it starts (instrumentation.ts). */
export const DEFAULT_PASSWORD_HASH_COST = 17;
/**
 * log2 of scrypt's N for new hashes: PASSWORD_HASH_COST, else 17. Servers under test that sign up
 * hundreds of owners set it lower (a test's hashes cost 1/8 at 14); a stored hash is always checked
 * at the cost it was made with, so the setting can change at any time.
 */
const hashCost = () => {
  const value = Number(process.env.PASSWORD_HASH_COST?.trim() || DEFAULT_PASSWORD_HASH_COST);
  return Number.isInteger(value) && value >= 12 && value <= 20 ? value : DEFAULT_PASSWORD_HASH_COST;
};
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

/**
 * How many scrypt hashes run at once, and how many may wait for a turn. Each takes a libuv
 * worker thread (of 4), most of a core and 128 MB for a few hundred milliseconds: unbounded,
 * a burst of sign-ins took every thread that gzip and file reads need and every core the event
 * loop needs. So at most one core's worth less than the machine has, and never more than half
 * the thread pool; beyond the queue the caller is told to come back (503 with Retry-After).
 */
export const HASH_GATE = {
  running: Math.max(1, Math.min(2, availableParallelism() - 1)),
  // A few seconds' worth of hashes: a legitimate client waits that long at most.
  waiting: 8,
};

let running = 0;
const queue: (() => void)[] = [];

export const passwordCheckBusy = () => unavailable("The server is busy checking passwords: try again in a few seconds", 5);

const full = () => running >= HASH_GATE.running && queue.length >= HASH_GATE.waiting;

/**
 * Refuses (503) at once when no hash could start or wait now: a request that would be turned
 * away at the gate anyway costs no database work first, so a burst is shed cheaply.
 */
export function assertHashCapacity(): void {
  if (full()) throw passwordCheckBusy();
}

/** Runs one hash when a slot is free; refuses at once when the queue is full. */
async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_GATE.running) {
    if (full()) throw passwordCheckBusy();
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` never dips for a newcomer to take.
    const next = queue.shift();
    if (next) next();
    else running--;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** hashCost();
  const hash = await gated(() => scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }));
  return ["scrypt", N, r, p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const cost = { N: Number(n), r: Number(rr), p: Number(pp) };
  const actual = await gated(() => scryptAsync(password, Buffer.from(salt, "base64"), expected.length, { ...cost, maxmem: 256 * cost.N * cost.r }));
  return timingSafeEqual(actual, expected);
}
