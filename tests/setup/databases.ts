import postgres from "postgres";

/** A database of its own for this run, on the server TEST_DATABASE_URL points at; dropped afterwards. */
let made = 0;

export async function freshDatabase(serverUrl: string) {
  const name = `casabot_test_${process.pid}_${Date.now()}_${++made}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

