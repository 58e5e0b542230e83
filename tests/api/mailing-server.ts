import { afterAll, beforeAll, expect } from "vitest";
import { ownDatabase } from "../setup/databases";
import { type RunningServer, startServer } from "../setup/server";
import { type SmtpServer, startSmtpServer } from "../setup/smtp";
import { fixtures } from "./helpers";

/**
 * A server of the test file's own, on a database of its own, with a real SMTP server and
 * /api/cron to send the outbox, so a test reads the very mail an owner would get. It trusts
 * X-Forwarded-For (TRUST_PROXY), so each call can come from an address of its own. Registers
 * the file's beforeAll and afterAll.
 */
export function mailingServer(label: string, env: Record<string, string> = {}) {
  const secret = `${label}-cron-secret-0123456789abcdef`;
  let smtp: SmtpServer;
  let server: RunningServer;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const database = await ownDatabase(fixtures.database, label);
    cleanup = database.drop;
    server = await startServer({ SEED_DEMO: "0", CRON_SECRET: secret, SMTP_URL: smtp.url, TRUST_PROXY: "1", ...env, ...database.env });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await cleanup?.();
  });

  return {
    base: () => server.baseUrl,
    /** Sends what the outbox holds, and returns every mail received for the address so far, oldest first. */
    async mailsTo(email: string) {
      const run = await fetch(`${server.baseUrl}/api/cron`, { headers: { authorization: `Bearer ${secret}` } });
      expect(run.status).toBe(200);
      return smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => mail.parsed);
    },
  };
}
