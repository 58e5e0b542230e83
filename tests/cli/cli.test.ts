import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { workspaceForApiKey, workspaceForSessionKey } from "@/lib/auth/credentials";
import { createUser, createWorkspace } from "@/lib/auth/workspaces";
import { cli } from "./run";

// The CLI on the embedded database: a fresh DATA_DIR, no server holding it.
const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-cli-"));
const env = { DATA_DIR: dataDir, DATABASE_URL: "" };

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function withDb<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir, poolMax: 1 });
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

describe("admin CLI", () => {
  let workspace: { workspaceId: string; apiKey: string; sessionKey: string };

  beforeAll(async () => {
    // Through npm, as the README has a user type it; the other calls run the same script's command.
    const result = await cli(["workspace", "create", "--name", "Harbor Realty", "--json"], env, { via: "npm" });
    expect(result.code, result.stderr).toBe(0);
    workspace = result.json;
  }, 60_000);

  it("workspace create prints the ID and both keys, which work and are stored only as hashes", async () => {
    expect(Object.keys(workspace).sort()).toEqual(["apiKey", "sessionKey", "workspaceId"]);
    await withDb(async (db) => {
      expect(await workspaceForApiKey(db, workspace.apiKey)).toMatchObject({ id: workspace.workspaceId, name: "Harbor Realty" });
      expect(await workspaceForSessionKey(db, workspace.sessionKey)).toMatchObject({ id: workspace.workspaceId });
      const { rows } = await (db as any).$client.query("select key_hash from api_keys union all select session_key_hash from workspaces");
      const secret = workspace.apiKey.split("_")[2];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.key_hash).not.toContain(secret);
    });
  }, 30_000);

  it("user create, key create, key revoke and sessionkey rotate do what they say", async () => {
    const user = await cli(
      ["user", "create", "--email", "Owner@Harbor.test", "--password", "a-long-password", "--workspace", workspace.workspaceId, "--json"],
      env,
    );
    expect(user.code, user.stderr).toBe(0);
    expect(user.json.userId).toMatch(/^[0-9a-f-]{36}$/);

    const duplicate = await cli(
      ["user", "create", "--email", "owner@harbor.test", "--password", "a-long-password", "--workspace", workspace.workspaceId, "--json"],
      env,
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.json.error).toBe("A user with e-mail owner@harbor.test already exists");

    const key = await cli(["key", "create", "--workspace", workspace.workspaceId, "--json"], env);
    expect(key.json.apiKey).toMatch(/^cbk_/);
    const revoke = await cli(["key", "revoke", "--key", key.json.apiKey], env);
    expect(revoke.code, revoke.stderr).toBe(0);
    const again = await cli(["key", "revoke", "--key", key.json.apiKey, "--json"], env);
    expect(again.code).toBe(1);

    const rotated = await cli(["sessionkey", "rotate", "--workspace", workspace.workspaceId, "--json"], env);
    expect(rotated.json.sessionKey).toMatch(/^cbs_/);
    await withDb(async (db) => {
      expect(await workspaceForApiKey(db, key.json.apiKey)).toBeNull();
      expect(await workspaceForApiKey(db, workspace.apiKey)).not.toBeNull();
      expect(await workspaceForSessionKey(db, workspace.sessionKey)).toBeNull();
      expect(await workspaceForSessionKey(db, rotated.json.sessionKey)).not.toBeNull();
    });
  }, 60_000);

  it("user role sets a user's role, and never leaves a workspace without an owner", async () => {
    await withDb(async (db) => {
      const { workspaceId } = await createWorkspace({ db, name: "Role Realty", apiKey: false });
      for (const email of ["first@role.test", "second@role.test"]) await createUser({ db, workspaceId, email, passwordHash: "not used here" });
    });
    const role = (email: string, to: string) => cli(["user", "role", "--email", email, "--role", to, "--json"], env);
    const roles = () =>
      withDb(async (db) => {
        const { rows } = await (db as any).$client.query("select email, role from users where email like '%@role.test' order by email");
        return Object.fromEntries(rows.map((row: { email: string; role: string }) => [row.email, row.role]));
      });

    const demoted = await role("First@Role.test", "member");
    expect(demoted.code, demoted.stderr).toBe(0);
    expect(demoted.json).toEqual({ email: "first@role.test", role: "member" });
    const last = await role("second@role.test", "member");
    expect(last.code).toBe(1);
    expect(last.json.error).toBe("second@role.test is the workspace's last owner: make another user an owner first");
    expect(await roles()).toEqual({ "first@role.test": "member", "second@role.test": "owner" });

    expect((await role("first@role.test", "owner")).code).toBe(0);
    expect(await roles()).toEqual({ "first@role.test": "owner", "second@role.test": "owner" });

    const nobody = await role("nobody@role.test", "owner");
    expect(nobody.code).toBe(1);
    expect(nobody.json.error).toBe("No user has the e-mail nobody@role.test");
    const bad = await role("first@role.test", "admin");
    expect(bad.code).toBe(2);
    expect(bad.json.error).toMatch(/^--role /);
  }, 180_000);

  it("explains bad arguments", async () => {
    const cases: [string[], string][] = [
      [["user", "create", "--email", "nope", "--password", "a-long-password", "--workspace", workspace.workspaceId], "--email must be a valid e-mail address"],
      [["user", "create", "--email", "a@b.co", "--password", "short", "--workspace", workspace.workspaceId], "--password must be at least 8 characters long"],
      [["workspace", "create"], "--name is required"],
      [["key", "create", "--workspace", "not-a-workspace"], "Workspace not-a-workspace not found"],
    ];
    for (const [args, message] of cases) {
      const result = await cli([...args, "--json"], env);
      expect(result.code, args.join(" ")).not.toBe(0);
      expect(result.json.error).toBe(message);
    }
    for (const args of [
      ["key", "create", "--bogus"],
      ["key", "create", "--workspace"],
    ]) {
      const bad = await cli([...args, "--json"], env);
      expect(bad.code, args.join(" ")).toBe(2);
      expect(bad.json.error).toMatch(/^(Unknown option '--bogus'|Option '--workspace' argument)/);
      expect(bad.stderr).not.toMatch(/\n\s+at /);
    }
    const usage = await cli(["frobnicate"], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("workspace create --name");
  }, 60_000);

  it("refuses a DATA_DIR that another process holds, saying why", async () => {
    const handle = await openDatabase({ dataDir, poolMax: 1 });
    try {
      const result = await cli(["workspace", "create", "--name", "Blocked", "--json"], env);
      expect(result.code).toBe(1);
      expect(result.json.error).toMatch(/in use by another Casabot process/);
    } finally {
      await handle.close();
    }
  }, 30_000);
});
