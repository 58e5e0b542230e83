"use client";

import { useQuery } from "@tanstack/react-query";
import { leadQueries } from "@/lib/client/queries";

const number = new Intl.NumberFormat("en-US");

/**
 * Says so when the workspace's mail reaches no one: no SMTP server set up (handoff mails and
 * digests wait in the outbox), or mails that failed. Nothing while mail is delivered.
 */
export function MailBanner() {
  const status = useQuery(leadQueries.mailStatus());
  if (!status.data) return null;
  const { SmtpConfigured, Pending, Failed, LastError } = status.data;
  if (SmtpConfigured && Failed === 0) return null;
  return (
    <div role="status" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">
        {SmtpConfigured ? "Some mail could not be delivered" : "E-mail is not set up: invitations and lead alerts cannot be sent."}
      </p>
      <p className="mt-1">
        {SmtpConfigured ? (
          `${number.format(Failed)} ${Failed === 1 ? "mail has" : "mails have"} failed${LastError ? ` (last error: ${LastError})` : ""}. Check the leads here, and the mail server.`
        ) : (
          <>
            New leads and handoffs still show here, with a count beside Leads, and this browser can tell you of them.
            {Pending > 0 && ` ${number.format(Pending)} ${Pending === 1 ? "mail waits" : "mails wait"} to be sent.`}
          </>
        )}
      </p>
      {!SmtpConfigured && (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium underline">How to set it up</summary>
          <p className="mt-1">
            Whoever runs this server sets <code>SMTP_URL</code> in its environment to the agency's mail server, such as{" "}
            <code>smtps://user:password@smtp.example.com:465</code> (or <code>smtp://…:587</code>), and restarts it. Mails waiting in the outbox then go out,
            and each chatbot's Settings name who gets lead and handoff alerts.
          </p>
        </details>
      )}
    </div>
  );
}
