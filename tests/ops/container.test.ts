import { checkConfig } from "@/lib/config";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { SERVER_ENV, serverLaunch } from "@/lib/runtime-contract.mjs";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { freePort } from "../setup/server";

// No Docker engine runs where the tests run, so this does what the Dockerfile's last stage does
// instead: it reads the Dockerfile, performs its COPY steps from this (built) checkout into an
// empty directory outside it, where no node_modules of the checkout can be found, and runs its
// CMD there with its ENV, as the container would.

interface Instruction {
  op: string;
  args: string;
}

function dockerfile(): Instruction[][] {
  const text = readFileSync("Dockerfile", "utf8").replace(/\\\n/g, " ");
  const stages: Instruction[][] = [];
  for (const line of text.split("\n")) {
    const match = /^([A-Z]+)\s+(.*)$/.exec(line.trim());
    if (!match) continue;
    const instruction = { op: match[1]!, args: match[2]!.trim() };
    if (instruction.op === "FROM") stages.push([]);
    stages.at(-1)!.push(instruction);
  }
  return stages;
}

const stages = dockerfile();
const final = stages.at(-1)!;
const args = (op: string) => final.filter((instruction) => instruction.op === op).map((instruction) => instruction.args);
/** ENV a=1 b=2 as an object (the form this Dockerfile uses). */
const envOf = () => Object.fromEntries(args("ENV").flatMap((line) => line.split(/\s+/).map((pair) => pair.split("=") as [string, string])));

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup();
});

describe("the Dockerfile", () => {
  it("builds in stages and runs scripts/server.mjs as a non-root user, with a health check", () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(final[0]!.args).toMatch(/^node:20-alpine AS run$/);
    const user = args("USER").at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    // Started as npm start starts it: the node flags and environment of lib/runtime-contract.mjs.
    expect(JSON.parse(args("CMD").at(-1)!)).toEqual(["node", ...serverLaunch("scripts/server.mjs", {}).args]);
    expect(envOf()).toMatchObject(SERVER_ENV);
    expect(args("HEALTHCHECK").at(-1)).toContain("/api/health");
    expect(args("EXPOSE")).toEqual([envOf().PORT]);
    expect(envOf()).toMatchObject({ NODE_ENV: "production", HOST: "0.0.0.0", DATA_DIR: "/data" });
  });

  it("keeps the host's dependencies, builds, data and secrets out of the build context", () => {
    const ignored = readFileSync(".dockerignore", "utf8")
      .split("\n")
      .map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(["node_modules", ".next", ".data", ".env*", ".git"]));
  });

  it("has its last stage's COPY steps make a directory that serves, is ready, and stops cleanly", async () => {
    expect(existsSync(".next/standalone"), "build first: node scripts/build-if-needed.mjs").toBe(true);
    const root = mkdtempSync(path.join(tmpdir(), "casabot-image-"));
    const dataDir = mkdtempSync(path.join(tmpdir(), "casabot-image-data-"));
    cleanups.push(
      () => rmSync(root, { recursive: true, force: true }),
      () => rmSync(dataDir, { recursive: true, force: true }),
    );

    const workdir = "/app";
    for (const line of args("COPY")) {
      const parts = line.split(/\s+/);
      expect(parts[0]).toBe("--from=build");
      const [destination, ...sources] = parts.slice(1).reverse();
      for (const source of sources.reverse()) {
        const from = path.relative(workdir, source);
        const into = path.join(root, path.relative(workdir, path.resolve(workdir, destination!)));
        // As COPY does: a directory's contents go into the destination, a file into it when it ends with "/".
        if (statSync(from).isDirectory()) cpSync(from, into, { recursive: true });
        else if (destination!.endsWith("/")) cpSync(from, path.join(into, path.basename(from)));
        else cpSync(from, into);
      }
    }
    const size = execFileSync("du", ["-sm", root], { encoding: "utf8" }).split("\t")[0];
    console.log(`the image's /app: ${size} MB (node:20-alpine adds about 130 MB)`);

    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      NODE_ENV: "production",
      ...envOf(),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      PATH: process.env.PATH,
    };
    const [command, ...commandArgs] = JSON.parse(args("CMD").at(-1)!) as string[];
    expect(command).toBe("node");
    const child: ChildProcess = spawn(process.execPath, commandArgs, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
    cleanups.push(() => child.exitCode === null && child.kill("SIGKILL"));

    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      const ready = await fetch(`${base}/api/ready`).catch(() => null);
      if (ready?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`not ready in 60 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    // A page and the static files it names, the widget bundle, the API, and a GET with a body.
    const page = await fetch(`${base}/login`);
    expect(page.status).toBe(200);
    const asset = /\/_next\/static\/[^"']+\.js/.exec(await page.text())?.[0];
    expect(asset).toBeDefined();
    expect((await fetch(`${base}${asset}`)).status).toBe(200);
    expect((await fetch(`${base}/widget.js`)).status).toBe(200);
    const api = await fetch(`${base}/chat/Chatbot/ModelList`, { method: "POST", body: "{}" });
    expect([api.status, (await api.json()).Code]).toEqual([401, 401]);
    expect(api.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(output).not.toMatch(/does not work with "output: standalone"/);

    // The knowledge reading worker is in the image and needs nothing beside it.
    const reader = new Worker(path.join(root, "dist", "knowledge-extract.mjs"));
    const read = new Promise((resolve, reject) => reader.once("message", resolve).once("error", reject));
    reader.postMessage({
      kind: "page",
      bytes: new TextEncoder().encode("<html><body><h1>Office</h1><p>Open on Saturdays.</p></body></html>"),
      contentType: "text/html",
    });
    expect(await read).toMatchObject({ ok: true, document: { sections: [{ headings: ["Office"], text: "Open on Saturdays." }] } });
    await reader.terminate();

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const line of output.split("\n").filter(Boolean)) expect(() => JSON.parse(line), line).not.toThrow();
  });
});

describe("compose.yaml", () => {
  it("runs the image stateless beside PostgreSQL and MinIO, started once both are ready, with time to drain", () => {
    const compose = parse(readFileSync("compose.yaml", "utf8"));
    const { app, db, minio, bucket } = compose.services;
    expect(app.build).toBe(".");
    expect(app.environment.DATABASE_URL).toMatch(/^postgres:\/\/casabot:.*@db:5432\/casabot$/);
    expect(app.depends_on).toEqual({ db: { condition: "service_healthy" }, bucket: { condition: "service_completed_successfully" } });
    expect(Number.parseInt(app.stop_grace_period, 10)).toBeGreaterThan(10);
    // Files in the bucket, nothing on the app's own disk.
    expect(app.volumes).toBeUndefined();
    expect(app.environment).toMatchObject({ S3_BUCKET: "casabot", S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: "1" });
    expect(app.environment.S3_PUBLIC_ENDPOINT).toContain("http://localhost:9000");
    const appEnv = Object.fromEntries(Object.entries(app.environment).map(([name, value]) => [name, String(value).replace(/\$\{\w+:-(.*)\}/, "$1")]));
    expect(checkConfig(appEnv)).toMatchObject({ ok: true });
    expect(minio.image).toMatch(/^minio\/minio/);
    expect(minio.healthcheck.test.join(" ")).toContain("mc ready local");
    expect(bucket.depends_on).toEqual({ minio: { condition: "service_healthy" } });
    expect(bucket.entrypoint.join(" ")).toContain("mc mb --ignore-existing local/casabot");
    expect(db.image).toMatch(/^postgres:\d+/);
    expect(db.healthcheck.test.join(" ")).toContain("pg_isready");
    expect(db.volumes[0]).toMatch(/^pgdata:\/var\/lib\/postgresql\/data$/);
    expect(Object.keys(compose.volumes)).toEqual(["pgdata", "objects"]);
  });
});
