// CI helper. `create`: makes a fresh database on the local PostgreSQL server and prints
// its URL (prints nothing when no server answers). `drop <url>`: removes it again.
import postgres from "postgres";

const server = process.env.CI_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const [command, target] = process.argv.slice(2);
const admin = postgres(server, { max: 1, connect_timeout: 3, onnotice: () => {} });

try {
  if (command === "create") {
    const name = `casabot_ci_${Date.now()}_${process.pid}`;
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    console.log(url.toString());
  } else if (command === "drop" && target) {
    const name = new URL(target).pathname.slice(1);
    await admin.unsafe(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
  }
} catch (error) {
  if (command !== "create") throw error;
  console.error(`No PostgreSQL server answered at ${server} (${error.message}); testing on PGlite only.`);
} finally {
  await admin.end({ timeout: 1 });
}
