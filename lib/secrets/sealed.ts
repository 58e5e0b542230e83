import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { unavailable } from "@/lib/errors";

/**
 * Secrets Casabot must use again, not just check (webhook signing secrets, CRM API keys, MLS
 * client secrets), sealed at rest with AES-256-GCM. Keys and passwords that are only checked
 * are hashed instead (lib/auth). The key comes from SECRETS_KEY (any string of 32 characters
 * or more, stretched with HKDF); without it, on the embedded database only, from a random key
 * kept beside the data in `<DATA_DIR>/secrets.key` (created on first use, mode 0600). With
 * DATABASE_URL, servers need not share a disk, so SECRETS_KEY is required to store a secret.
 *
 * A sealed value is `v1.<iv>.<tag>.<ciphertext>` (base64url), bound by GCM's additional data to
 * what it belongs to (`context`, say "webhook:<chatbot>"), so a value copied into another row
 * does not open.
 */

const VERSION = "v1";
export const MIN_SECRETS_KEY_LENGTH = 32;

const keys = new Map<string, Buffer>();

function keyFile(env: NodeJS.ProcessEnv): string {
  // turbopackIgnore: a directory known only at run time would make Next trace the whole project
  // (tests, evals and all) into the standalone server.
  const file = path.join(path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR?.trim() || ".data"), "secrets.key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const fresh = randomBytes(32).toString("base64url");
  try {
    // "wx": of two processes creating it at once, one wins and the other reads the winner's.
    writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: "wx" });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
}

/** The raw key material, or a 503 that says what to set. */
function material(env: NodeJS.ProcessEnv): string {
  const given = env.SECRETS_KEY?.trim();
  if (given) return given;
  if (env.DATABASE_URL?.trim())
    throw unavailable("Secrets cannot be stored: set SECRETS_KEY (32 characters or more, the same on every server) to keep them encrypted in PostgreSQL");
  return keyFile(env);
}

function key(env: NodeJS.ProcessEnv): Buffer {
  const raw = material(env);
  const id = createHash("sha256").update(raw).digest("hex");
  let derived = keys.get(id);
  if (!derived) {
    derived = Buffer.from(hkdfSync("sha256", raw, "casabot", "casabot sealed secrets v1", 32));
    keys.set(id, derived);
  }
  return derived;
}

export function seal(secret: string, context: string, env: NodeJS.ProcessEnv = process.env): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(env), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

/** The secret, or null when it does not open: another key (SECRETS_KEY changed), another context, or tampered. */
export function unseal(sealed: string, context: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(env), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
