// `npm start`: build when the sources changed, then serve on PORT (default 3000).
// Migrations and the first-run demo seed happen inside the server as it starts.
import { spawn } from "node:child_process";
import path from "node:path";
import { serverLaunch } from "../lib/runtime-contract.mjs";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const port = process.env.PORT || "3000";
// With the node flags and environment every launcher uses (lib/runtime-contract.mjs).
const launch = serverLaunch(path.join("scripts", "server.mjs"), { ...process.env, PORT: port });
const server = spawn(process.execPath, launch.args, { stdio: "inherit", env: launch.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
