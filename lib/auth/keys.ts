import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// A key is `<prefix>_<id>_<secret>`: the id (64 bits) finds the row, the secret
// (192 bits) is stored only as its SHA-256 and compared in constant time. A slow
// password hash is not needed: the secret is random, not chosen by a person.

// The same shape serves the dashboard's sign-in cookie (`cbu_…`) and mailed links:
// password resets (`cbr_…`), address confirmations (`cbv_…`) and invitations (`cbi_…`).
export type KeyKind = "api" | "session" | "user" | "reset" | "verify" | "invite";

const PREFIX: Record<KeyKind, string> = { api: "cbk", session: "cbs", user: "cbu", reset: "cbr", verify: "cbv", invite: "cbi" };
const ID_HEX = 16;
const SECRET_HEX = 48;

export interface IssuedKey {
  token: string;
  keyId: string;
  hash: string;
}

export function issueKey(kind: KeyKind): IssuedKey {
  const keyId = randomBytes(ID_HEX / 2).toString("hex");
  const secret = randomBytes(SECRET_HEX / 2).toString("hex");
  return { token: `${PREFIX[kind]}_${keyId}_${secret}`, keyId, hash: hashSecret(secret) };
}

const KEY_SHAPE = Object.fromEntries(
  Object.entries(PREFIX).map(([kind, prefix]) => [kind, new RegExp(`^${prefix}_([0-9a-f]{${ID_HEX}})_([0-9a-f]{${SECRET_HEX}})$`)]),
) as Record<KeyKind, RegExp>;

export function parseKey(kind: KeyKind, token: string): { keyId: string; secret: string } | null {
  const match = KEY_SHAPE[kind].exec(token);
  return match ? { keyId: match[1]!, secret: match[2]! } : null;
}

function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const actual = Buffer.from(hashSecret(secret), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
