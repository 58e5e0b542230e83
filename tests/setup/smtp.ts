import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** The envelope's recipients, as the sender gave them to RCPT TO. */
  to: string[];
  parsed: ParsedMail;
}

/** An SMTP error the server answers with, as smtp-server reads it off the error. */
export function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * A real SMTP server on a free local port that keeps what it receives, parsed. `refuse`
 * answers RCPT TO for an address with an error (return undefined to accept).
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const control = { refuse: undefined as ((address: string) => Error | undefined) | undefined, rcptCalls: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      control.rcptCalls++;
      callback(control.refuse?.(address.address) ?? undefined);
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
