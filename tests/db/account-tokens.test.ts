import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { accountTokens } from "@/db/schema";
import { consumeAccountToken, issueAccountToken } from "@/lib/auth/account-tokens";
import { createUser, createWorkspace } from "@/lib/auth/workspaces";
import { migratedDataDir } from "@/tests/setup/databases";

// The lifetime of mailed links, which the HTTP tests cannot wait out: the row's expiry is
// moved into the past here, on a real database, and the link must then be refused.

let handle: DatabaseHandle;
let dataDir: string;
let userId: string;

beforeAll(async () => {
  dataDir = await migratedDataDir("tokens");
  handle = await openDatabase({ dataDir, poolMax: 1 });
  const { workspaceId } = await createWorkspace({ db: handle.db, name: "Tokens", apiKey: false });
  ({ userId } = await createUser({ db: handle.db, workspaceId, email: "tokens@example.test", password: "a long password" }));
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const idOf = (token: string) => token.split("_")[1]!;

describe("mailed link tokens", () => {
  it("give a reset link one hour and a confirmation link a day, and keep only a hash", async () => {
    for (const [purpose, hours] of [
      ["reset", 1],
      ["verify", 24],
    ] as const) {
      const token = await issueAccountToken(handle.db, userId, purpose);
      const [row] = await handle.db
        .select()
        .from(accountTokens)
        .where(eq(accountTokens.id, idOf(token)));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(hours * 3_600_000 - 60_000);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThan(hours * 3_600_000 + 60_000);
      expect(JSON.stringify(row)).not.toContain(token.split("_")[2]!);
    }
  });

  it("refuse a link whose hour has passed", async () => {
    const token = await issueAccountToken(handle.db, userId, "reset");
    await handle.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(accountTokens.id, idOf(token)));
    expect(await consumeAccountToken(handle.db, token, "reset")).toBeNull();
  });

  it("work once, for their own purpose only", async () => {
    const token = await issueAccountToken(handle.db, userId, "reset");
    expect(await consumeAccountToken(handle.db, token.replace("cbr_", "cbv_"), "verify")).toBeNull();
    expect(await consumeAccountToken(handle.db, token, "reset")).toBe(userId);
    expect(await consumeAccountToken(handle.db, token, "reset")).toBeNull();
  });
});
