import type { Database } from "@/db/client";
import { escapeHtml } from "@/lib/mail/html";
import { type AlertLanguage, alertLanguage } from "./criteria";
import { alertByToken, confirmAlert, unsubscribeAlert } from "./service";

// The two pages a visitor's alert mails link to: confirm (double opt-in) and unsubscribe. A GET
// only shows the page and its button, so a mail scanner that follows links changes nothing; the
// button POSTs. The unsubscribe address also takes the one-click POST of RFC 8058, which mail
// clients send from the List-Unsubscribe header without a page. Plain HTML in the alert's language.

const TEXT = {
  en: {
    confirmTitle: "Confirm your home alert",
    confirmLead: "You asked to be told when a home like this comes up:",
    confirmButton: "Confirm the alert",
    confirmed: "Your alert is on. You will get at most one mail a day when a new or newly cheaper home matches.",
    unsubscribeTitle: "Stop this home alert",
    unsubscribeLead: "You will no longer get mails for this search:",
    unsubscribeButton: "Unsubscribe",
    unsubscribed: "You are unsubscribed: no more mails will be sent for this search.",
    gone: "This alert was ended. Ask the assistant again to save a new one.",
  },
  es: {
    confirmTitle: "Confirma tu alerta de viviendas",
    confirmLead: "Pediste que te avisemos cuando salga una vivienda así:",
    confirmButton: "Confirmar la alerta",
    confirmed: "Tu alerta está activa. Recibirás como mucho un correo al día cuando haya una vivienda nueva o rebajada que encaje.",
    unsubscribeTitle: "Dejar esta alerta",
    unsubscribeLead: "Ya no recibirás correos de esta búsqueda:",
    unsubscribeButton: "Darse de baja",
    unsubscribed: "Te has dado de baja: no se enviarán más correos de esta búsqueda.",
    gone: "Esta alerta terminó. Pide al asistente que guarde una nueva.",
  },
  fr: {
    confirmTitle: "Confirmez votre alerte logement",
    confirmLead: "Vous avez demandé à être prévenu quand un bien comme celui-ci arrive :",
    confirmButton: "Confirmer l'alerte",
    confirmed: "Votre alerte est active. Vous recevrez au plus un mail par jour quand un bien nouveau ou moins cher correspond.",
    unsubscribeTitle: "Arrêter cette alerte",
    unsubscribeLead: "Vous ne recevrez plus de mails pour cette recherche :",
    unsubscribeButton: "Se désabonner",
    unsubscribed: "Vous êtes désabonné : plus aucun mail ne sera envoyé pour cette recherche.",
    gone: "Cette alerte est terminée. Demandez à l'assistant d'en enregistrer une nouvelle.",
  },
} as const;

const NOT_FOUND = "This link is not valid, or has been replaced by a newer one. · Este enlace no es válido. · Ce lien n'est pas valide.";

function page(status: number, language: AlertLanguage, title: string, body: string): Response {
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.4rem}blockquote{margin:1rem 0;padding:.75rem 1rem;background:#f3f4f6;border-radius:.5rem}button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#2563eb;color:#fff;cursor:pointer}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", "referrer-policy": "no-referrer", "x-robots-tag": "noindex" },
  });
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** The token of a link: its query's, or the one-click form's body does not carry it (RFC 8058 posts to the same URL). */
const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);

/** The alert a link's token names, in its language; the page for a token that names none. */
async function linked(db: Database, request: Request) {
  const token = tokenOf(request);
  const alert = await alertByToken(db, token);
  if (!alert) return { found: false as const, response: page(404, "en", "Casabot", paragraph(NOT_FOUND)) };
  const language = alertLanguage(alert.language);
  return { found: true as const, token, alert, language, text: TEXT[language], post: request.method === "POST" };
}

/** The search and the button that POSTs to this same address. */
const askPage = (language: AlertLanguage, title: string, lead: string, summary: string, button: string) =>
  page(
    200,
    language,
    title,
    `${paragraph(lead)}<blockquote>${escapeHtml(summary)}</blockquote><form method="post"><button type="submit">${escapeHtml(button)}</button></form>`,
  );

export async function confirmPage(db: Database, request: Request): Promise<Response> {
  const found = await linked(db, request);
  if (!found.found) return found.response;
  const { token, alert, language, text, post } = found;
  if (alert.status === "unsubscribed") return page(410, language, text.confirmTitle, paragraph(text.gone));
  if (post || alert.status === "active") {
    if (post) await confirmAlert(db, token);
    return page(200, language, text.confirmTitle, `${paragraph(text.confirmed)}<blockquote>${escapeHtml(alert.summary)}</blockquote>`);
  }
  return askPage(language, text.confirmTitle, text.confirmLead, alert.summary, text.confirmButton);
}

export async function unsubscribePage(db: Database, request: Request): Promise<Response> {
  const found = await linked(db, request);
  if (!found.found) return found.response;
  const { token, alert, language, text, post } = found;
  if (post || alert.status === "unsubscribed") {
    if (post) await unsubscribeAlert(db, token);
    return page(200, language, text.unsubscribeTitle, paragraph(text.unsubscribed));
  }
  return askPage(language, text.unsubscribeTitle, text.unsubscribeLead, alert.summary, text.unsubscribeButton);
}
