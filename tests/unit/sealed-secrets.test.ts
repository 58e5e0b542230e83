import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seal, unseal } from "@/lib/secrets/sealed";

// Secrets Casabot signs or authenticates with (webhook secrets, CRM keys) are sealed at rest with
// AES-256-GCM, bound to the row they belong to (issue 42).

describe("sealed secrets", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-sealed-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const embedded = { DATA_DIR: dataDir } as unknown as NodeJS.ProcessEnv;
  const keyed = { SECRETS_KEY: "x".repeat(40), DATABASE_URL: "postgres://db/casabot" } as unknown as NodeJS.ProcessEnv;

  it("opens what it sealed, and nothing else: another context, another key, a changed byte", () => {
    const sealed = seal("whsec_abc", "endpoint:bot-1", keyed);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("abc");
    expect(unseal(sealed, "endpoint:bot-1", keyed)).toBe("whsec_abc");
    expect(unseal(sealed, "endpoint:bot-2", keyed)).toBeNull();
    expect(unseal(sealed, "endpoint:bot-1", { ...keyed, SECRETS_KEY: "y".repeat(40) })).toBeNull();
    const [version, iv, tag, body] = sealed.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0]! ^= 1;
    expect(unseal([version, iv, tag, flipped.toString("base64url")].join("."), "endpoint:bot-1", keyed)).toBeNull();
    expect(unseal("not sealed", "endpoint:bot-1", keyed)).toBeNull();
    // Two seals of one secret differ (a fresh IV each time).
    expect(seal("whsec_abc", "endpoint:bot-1", keyed)).not.toBe(sealed);
  });

  it("on the embedded database, keeps a key of its own in DATA_DIR, readable by its owner only", () => {
    const sealed = seal("fka_key", "endpoint:bot", embedded);
    const file = path.join(dataDir, "secrets.key");
    expect(readFileSync(file, "utf8").trim()).toMatch(/^[\w-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(unseal(sealed, "endpoint:bot", embedded)).toBe("fka_key");
  });

  it("with DATABASE_URL and no SECRETS_KEY, refuses to store a secret and says what to set", () => {
    expect(() => seal("s", "c", { DATABASE_URL: "postgres://db/x" } as unknown as NodeJS.ProcessEnv)).toThrow(/set SECRETS_KEY/);
  });
});
