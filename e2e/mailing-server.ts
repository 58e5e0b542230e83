import { rmSync } from "node:fs";
import { migratedDataDir } from "../tests/setup/databases";
import { type RunningServer, startServer } from "../tests/setup/server";
import { type SmtpServer, startSmtpServer } from "../tests/setup/smtp";
import { expect, test } from "./support";

/**
 * A server of the spec file's own, with an SMTP server that keeps what it receives, its outbox
 * sent through /api/cron when a mail is awaited. Registers the file's beforeAll and afterAll.
 */
export function mailingServer(label: string, env: Record<string, string> = {}) {
  const secret = `e2e-${label}-cron-secret-0123456789`;
  let server: RunningServer;
  let smtp: SmtpServer;
  let dataDir: string;

  test.beforeAll(async () => {
    // A server of its own starts here, on a copy of the run's migrated template (migrating from
    // nothing costs a loaded machine most of a minute of the server's start).
    test.setTimeout(120_000);
    smtp = await startSmtpServer();
    dataDir = await migratedDataDir(`e2e-${label}`);
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "0", SMTP_URL: smtp.url, CRON_SECRET: secret, ...env });
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    baseUrl: () => server.baseUrl,
    /** The `#token=` link in the newest mail to `email` that `matches`, once the outbox was sent. */
    async linkFromMail(email: string, link: RegExp, matches: (subject: string) => boolean = () => true): Promise<string> {
      const run = await fetch(`${server.baseUrl}/api/cron`, { headers: { authorization: `Bearer ${secret}` } });
      expect(run.status).toBe(200);
      const mail = smtp.received.filter((received) => received.to.includes(email) && matches(received.parsed.subject ?? "")).at(-1);
      const found = link.exec(mail?.parsed.text ?? "")?.[1];
      if (!found) throw new Error(`no mail with such a link to ${email}`);
      return found;
    },
  };
}
