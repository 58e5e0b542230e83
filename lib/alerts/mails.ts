import { listingLine } from "@/lib/ai/concierge/format";
import { phrasesFor } from "@/lib/ai/concierge/phrases";
import type { NewMatch } from "@/lib/ai/concierge/search";
import type { AlertLanguage } from "./criteria";

// The mails of a visitor's alert, in their language: the confirmation (double opt-in) and the
// daily news. Every one carries the unsubscribe link, in its text and as List-Unsubscribe with
// List-Unsubscribe-Post (RFC 8058), so a mail client's own button ends it in one click.

export interface AlertLinks {
  confirm: string;
  unsubscribe: string;
  /** The one-click address mail clients POST to (RFC 8058). */
  oneClick: string;
}

export function alertLinks(origin: string, token: string): AlertLinks {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    confirm: `${origin}/alerts/confirm?${query}`,
    unsubscribe: `${origin}/alerts/unsubscribe?${query}`,
    oneClick: `${origin}/alerts/unsubscribe?${query}`,
  };
}

export const unsubscribeHeaders = (links: AlertLinks): Record<string, string> => ({
  "List-Unsubscribe": `<${links.oneClick}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

const WORDS = {
  en: {
    confirmSubject: (bot: string) => `Confirm your home alert from ${bot}`,
    confirmBody: (bot: string, summary: string, links: AlertLinks) =>
      `You asked ${bot} to let you know when a home like this comes up:\n  ${summary}\n\nConfirm it with this link, and you will get at most one mail a day when a new, newly cheaper or relisted home matches:\n${links.confirm}\n\nIf this was not you, ignore this mail: nothing more is sent without your confirmation.\nUnsubscribe: ${links.unsubscribe}\n`,
    newsSubject: (bot: string, count: number) => `${count === 1 ? "A new home" : `${count} new homes`} for your search, from ${bot}`,
    newsIntro: (summary: string) => `New, newly cheaper or relisted homes for your search (${summary}):`,
    isNew: "new",
    reduced: "price reduced",
    back: "back on the market",
    newsFooter: (bot: string, links: AlertLinks) =>
      `You get this mail because you confirmed an alert with ${bot}; at most one a day.\nUnsubscribe: ${links.unsubscribe}\n`,
  },
  es: {
    confirmSubject: (bot: string) => `Confirma tu alerta de viviendas de ${bot}`,
    confirmBody: (bot: string, summary: string, links: AlertLinks) =>
      `Pediste a ${bot} que te avise cuando salga una vivienda así:\n  ${summary}\n\nConfírmalo con este enlace y recibirás como mucho un correo al día cuando haya una vivienda nueva, rebajada o de nuevo a la venta que encaje:\n${links.confirm}\n\nSi no fuiste tú, ignora este correo: no se envía nada más sin tu confirmación.\nDarse de baja: ${links.unsubscribe}\n`,
    newsSubject: (bot: string, count: number) => `${count === 1 ? "Una vivienda nueva" : `${count} viviendas nuevas`} para tu búsqueda, de ${bot}`,
    newsIntro: (summary: string) => `Viviendas nuevas, rebajadas o de nuevo a la venta para tu búsqueda (${summary}):`,
    isNew: "nueva",
    reduced: "precio rebajado",
    back: "de nuevo a la venta",
    newsFooter: (bot: string, links: AlertLinks) =>
      `Recibes este correo porque confirmaste una alerta con ${bot}; como mucho uno al día.\nDarse de baja: ${links.unsubscribe}\n`,
  },
  fr: {
    confirmSubject: (bot: string) => `Confirmez votre alerte logement de ${bot}`,
    confirmBody: (bot: string, summary: string, links: AlertLinks) =>
      `Vous avez demandé à ${bot} de vous prévenir quand un bien comme celui-ci arrive :\n  ${summary}\n\nConfirmez-le avec ce lien : vous recevrez au plus un mail par jour quand un bien nouveau, dont le prix baisse ou remis sur le marché correspond :\n${links.confirm}\n\nSi ce n'était pas vous, ignorez ce mail : rien d'autre n'est envoyé sans votre confirmation.\nSe désabonner : ${links.unsubscribe}\n`,
    newsSubject: (bot: string, count: number) => `${count === 1 ? "Un nouveau bien" : `${count} nouveaux biens`} pour votre recherche, de ${bot}`,
    newsIntro: (summary: string) => `Biens nouveaux, dont le prix a baissé ou remis sur le marché pour votre recherche (${summary}) :`,
    isNew: "nouveau",
    reduced: "prix en baisse",
    back: "de nouveau sur le marché",
    newsFooter: (bot: string, links: AlertLinks) =>
      `Vous recevez ce mail parce que vous avez confirmé une alerte avec ${bot} ; au plus un par jour.\nSe désabonner : ${links.unsubscribe}\n`,
  },
} as const;

const BOOK_NAMES: Record<AlertLanguage, string> = { en: "English", es: "Spanish", fr: "French" };

export function confirmationMail(language: AlertLanguage, bot: string, summary: string, links: AlertLinks) {
  const words = WORDS[language];
  return { subject: words.confirmSubject(bot), body: words.confirmBody(bot, summary, links), headers: unsubscribeHeaders(links) };
}

/** The day's news: each home as the concierge writes a listing's line, marked new or cheaper, with its page. */
export function newsMail(language: AlertLanguage, bot: string, summary: string, matches: NewMatch[], links: AlertLinks) {
  const words = WORDS[language];
  const book = phrasesFor(BOOK_NAMES[language]);
  const lines = matches.map(({ listing, news }, index) => {
    const line = `${listingLine(book, listing, { position: index + 1 })} (${news === "new" ? words.isNew : words[news]})`;
    return listing.url ? `${line}\n   ${listing.url}` : line;
  });
  return {
    subject: words.newsSubject(bot, matches.length),
    body: `${words.newsIntro(summary)}\n\n${lines.join("\n\n")}\n\n${words.newsFooter(bot, links)}`,
    headers: unsubscribeHeaders(links),
  };
}
