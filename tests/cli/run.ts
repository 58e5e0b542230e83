import { spawn } from "node:child_process";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** The last line of stdout parsed as JSON (the contract of --json). */
  json: any;
}

/**
 * Runs the admin CLI with the given environment: by default as package.json's `cli` script runs it
 * (`node --import tsx cli/index.ts`), or with `via: "npm"` through `npm run --silent cli -- …`
 * exactly as a user types it, which costs npm's own start (0.8 s) on top.
 */
export function cli(args: string[], env: Record<string, string>, { via = "node" }: { via?: "node" | "npm" } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const [command, prefix] = via === "npm" ? ["npm", ["run", "--silent", "cli", "--"]] : [process.execPath, ["--import", "tsx", "cli/index.ts"]];
    const child = spawn(command as string, [...(prefix as string[]), ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const last = stdout.trim().split("\n").at(-1) ?? "";
      let json: unknown;
      try {
        json = JSON.parse(last);
      } catch {
        json = undefined;
      }
      resolve({ code: code ?? -1, stdout, stderr, json });
    });
  });
}
