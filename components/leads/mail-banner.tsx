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
      <p className="font-semibold">{SmtpConfigured ? "Some mail could not be delivered" : "Mail is not set up: no one is notified of new leads"}</p>
      <p className="mt-1">
        {SmtpConfigured
          ? `${number.format(Failed)} ${Failed === 1 ? "mail has" : "mails have"} failed${LastError ? ` (last error: ${LastError})` : ""}. Check the leads here, and the mail server.`
          : `Handoff mails and daily digests wait in the outbox${Pending > 0 ? ` (${number.format(Pending)} waiting)` : ""} until the server has an SMTP server (SMTP_URL). Until then, check new leads on the Leads page.`}
      </p>
    </div>
  );
}
