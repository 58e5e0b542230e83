// iCalendar invitations (RFC 5545) for showings: one VEVENT with a stable UID, raised SEQUENCE
// at each change, times in UTC (valid in every calendar; the reader's client shows them in its
// own zone), the listing's address as LOCATION. Text is escaped and lines folded at 75 octets.

export interface Invitation {
  uid: string;
  sequence: number;
  method: "REQUEST" | "CANCEL";
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendees: { name?: string; email: string }[];
  status: "TENTATIVE" | "CONFIRMED" | "CANCELLED";
  stamp?: Date;
}

/** TEXT values: backslash, semicolon and comma escaped, new lines as \n (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A parameter value, quoted (no DQUOTE may appear inside: dropped). */
const quoted = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** "20261205T170000Z" */
export const icsTime = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}

const mailto = (email: string) => `mailto:${email.replace(/[\s"<>]/g, "")}`;

export function invitationIcs(invite: Invitation): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Casabot//Showings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${invite.method}`,
    "BEGIN:VEVENT",
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${icsTime(invite.stamp ?? new Date())}`,
    `DTSTART:${icsTime(invite.start)}`,
    `DTEND:${icsTime(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `LOCATION:${escapeText(invite.location)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `STATUS:${invite.status}`,
    `ORGANIZER;CN=${quoted(invite.organizer.name)}:${mailto(invite.organizer.email)}`,
    ...invite.attendees.map(
      (attendee) =>
        `ATTENDEE;${attendee.name ? `CN=${quoted(attendee.name)};` : ""}ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(attendee.email)}`,
    ),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
