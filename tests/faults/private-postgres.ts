import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "../setup/server";

/** The newest installed PostgreSQL's programs (Debian keeps them per major version). */
function binDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((name) => existsSync(path.join(root, name, "bin", "pg_ctl")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

export const privatePostgresAvailable = binDir() !== null;

/**
 * A PostgreSQL server of the test's own, in a fresh cluster on a free port, which the
 * test may stop and start for real without touching the machine's shared server.
 * PostgreSQL will not run as root, so as root it runs as the `postgres` user.
 */
export async function startPrivatePostgres() {
  const bin = binDir();
  if (!bin) throw new Error("No PostgreSQL programs under /usr/lib/postgresql");
  const dir = mkdtempSync(path.join(tmpdir(), "casabot-pg-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot)
    chownSync(dir, Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })), Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" })));
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, program), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, program), args, { stdio: "pipe" });
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    close: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
