import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

// scrypt parameters (OWASP's minimum for scrypt is N=2^17, r=8, p=1); stored with the
// hash so they can be raised later without invalidating existing passwords.
const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
const maxmem = 256 * N * r;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH, { N, r, p, maxmem });
  return ["scrypt", N, r, p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const cost = { N: Number(n), r: Number(rr), p: Number(pp) };
  const actual = await scryptAsync(password, Buffer.from(salt, "base64"), expected.length, {
    ...cost,
    maxmem: 256 * cost.N * cost.r,
  });
  return timingSafeEqual(actual, expected);
}
