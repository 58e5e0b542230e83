import type { Chatbot } from "@/db/schema";
import type { ShowingRequest } from "@/db/schema-integrations";
import { DEFAULT_FROM } from "@/lib/mail/sender";
import { windowsText, windowText, type ShowingLanguage } from "./format";
import { invitationIcs } from "./ics";

// The mails of a showing request: the owner's at once (with a tentative invitation for the first
// time offered), the visitor's when the owner confirms or proposes a time (with its own invitation).

export interface ShowingContact {
  name: string;
  email: string;
  phone: string;
}

/** The address mails come from, as the From of MAIL_FROM ("Casabot <bot@x>" → bot@x). */
export function senderAddress(): { name: string; email: string } {
  const from = process.env.MAIL_FROM?.trim() || DEFAULT_FROM;
  const open = from.indexOf("<");
  const close = from.indexOf(">", open);
  if (open >= 0 && close > open) return { name: from.slice(0, open).trim().replace(/^"|"$/g, "") || "Casabot", email: from.slice(open + 1, close).trim() };
  return { name: "Casabot", email: from };
}

export const showingUid = (showing: Pick<ShowingRequest, "id" | "chatbotId">) => `showing-${showing.id}-${showing.chatbotId.slice(0, 12)}@casabot`;

const place = (showing: ShowingRequest) => showing.listingAddress || (showing.listingMls ? `MLS ${showing.listingMls}` : "the home");

const contactText = (contact: ShowingContact) =>
  [contact.name && `Name: ${contact.name}`, contact.email && `E-mail: ${contact.email}`, contact.phone && `Phone: ${contact.phone}`].filter(Boolean).join("\n");

/** The owner's mail of a new request: who, which home, the times offered; the invitation holds the first. */
export function ownerRequestMail(
  showing: ShowingRequest,
  chatbot: Chatbot,
  contact: ShowingContact,
  owners: string[],
  dashboardUrl: string,
  invitation: { method: "REQUEST" | "CANCEL"; status: "TENTATIVE" | "CONFIRMED" | "CANCELLED" } = { method: "REQUEST", status: "TENTATIVE" },
) {
  const zone = chatbot.TimeZone;
  const offered = showing.proposed.length ? windowsText(showing.proposed, "en", zone) : "no time given yet";
  const body = [
    `A visitor of ${chatbot.Name} asked to see ${place(showing)}${showing.listingMls ? ` (MLS ${showing.listingMls})` : ""}.`,
    "",
    `Times offered (${zone}): ${offered}`,
    showing.visitorWords ? `In their words: "${showing.visitorWords}"` : "",
    "",
    contactText(contact),
    "",
    `Confirm a time or propose another one in the dashboard: ${dashboardUrl}`,
    showing.proposed.length ? "The attached invitation holds the first time offered, tentatively." : "",
  ]
    .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
    .join("\n");
  const first = showing.proposed[0];
  const ical = first
    ? invitationIcs({
        uid: showingUid(showing),
        sequence: showing.sequence,
        method: invitation.method,
        start: new Date(first.start),
        end: new Date(first.end),
        summary: `Showing: ${place(showing)} with ${contact.name || contact.email || contact.phone}`,
        location: showing.listingAddress,
        description: `${contact.name ? `${contact.name} ` : ""}asked to see ${place(showing)}. Times offered: ${offered}.\n${contactText(contact)}`,
        organizer: senderAddress(),
        attendees: owners.map((email) => ({ email })),
        status: invitation.status,
      })
    : null;
  return {
    subject: `${chatbot.Name}: showing request for ${place(showing)}${first ? ` (${windowText(first, "en", zone)})` : ""}`,
    body,
    ical,
  };
}

// biome-ignore format: one language a line.
const VISITOR_TEXT = {
  en: {
    confirmed: (home: string, when: string) => `Your visit to ${home} is confirmed for ${when}.`,
    proposed: (home: string, when: string) => `The agent proposes to show you ${home} on ${when}. Reply to this e-mail to confirm, or to suggest another time.`,
    declined: (home: string) => `The agent cannot show you ${home} at the times you offered. Reply to this e-mail to find another time.`,
    subject: { confirmed: "Your visit is confirmed", proposed: "A time for your visit", declined: "About your visit" },
    note: "Note from the agent",
    invite: "The attached invitation adds it to your calendar.",
  },
  es: {
    confirmed: (home: string, when: string) => `Tu visita a ${home} está confirmada para el ${when}.`,
    proposed: (home: string, when: string) => `El agente te propone visitar ${home} el ${when}. Responde a este correo para confirmarla o proponer otro horario.`,
    declined: (home: string) => `El agente no puede enseñarte ${home} en los horarios que indicaste. Responde a este correo para buscar otro.`,
    subject: { confirmed: "Tu visita está confirmada", proposed: "Un horario para tu visita", declined: "Sobre tu visita" },
    note: "Nota del agente",
    invite: "La invitación adjunta la añade a tu calendario.",
  },
  fr: {
    confirmed: (home: string, when: string) => `Votre visite de ${home} est confirmée pour le ${when}.`,
    proposed: (home: string, when: string) => `L'agent vous propose de visiter ${home} le ${when}. Répondez à ce courriel pour confirmer ou proposer un autre horaire.`,
    declined: (home: string) => `L'agent ne peut pas vous faire visiter ${home} aux horaires indiqués. Répondez à ce courriel pour en trouver un autre.`,
    subject: { confirmed: "Votre visite est confirmée", proposed: "Un horaire pour votre visite", declined: "À propos de votre visite" },
    note: "Note de l'agent",
    invite: "L'invitation jointe l'ajoute à votre agenda.",
  },
} as const;

/** The visitor's mail once the owner answered, in the visitor's language, with an invitation for the time set. */
export function visitorAnswerMail(
  showing: ShowingRequest,
  chatbot: Chatbot,
  contact: ShowingContact,
  language: ShowingLanguage,
  answer: "confirmed" | "proposed" | "declined",
) {
  const text = VISITOR_TEXT[language];
  const home = place(showing);
  const timed =
    showing.scheduledStart && showing.scheduledEnd ? { start: showing.scheduledStart.toISOString(), end: showing.scheduledEnd.toISOString() } : null;
  const when = timed ? `${windowText(timed, language, chatbot.TimeZone)} (${chatbot.TimeZone})` : "";
  const lead = answer === "declined" ? text.declined(home) : text[answer](home, when);
  const colon = language === "fr" ? " : " : ": ";
  const body = [
    lead,
    showing.ownerNote ? `\n${text.note}${colon}${showing.ownerNote}` : "",
    timed && answer !== "declined" ? `\n${text.invite}` : "",
    `\n— ${chatbot.Name}`,
  ].join("\n");
  const ical =
    timed && answer !== "declined"
      ? invitationIcs({
          uid: showingUid(showing),
          sequence: showing.sequence,
          method: "REQUEST",
          start: new Date(timed.start),
          end: new Date(timed.end),
          summary: `${chatbot.Name}: ${home}`,
          location: showing.listingAddress,
          description: lead,
          organizer: senderAddress(),
          attendees: [{ name: contact.name || undefined, email: contact.email }],
          status: answer === "confirmed" ? "CONFIRMED" : "TENTATIVE",
        })
      : null;
  return { subject: `${text.subject[answer]}${colon}${home}`, body: body.replace(/\n{3,}/g, "\n\n"), ical };
}
