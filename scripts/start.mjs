// `npm start`: build when the sources changed, then serve on PORT (default 3000).
// Migrations and the first-run demo seed happen inside the server as it starts.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const port = process.env.PORT || "3000";
const server = spawn(process.execPath, [path.join("scripts", "server.mjs")], { stdio: "inherit", env: { ...process.env, PORT: port } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
