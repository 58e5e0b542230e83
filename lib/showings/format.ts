import type { ProposedWindow } from "@/db/schema-integrations";

// Showing times as people read them, in the chatbot's time zone and the reader's language.

const LOCALES = { en: "en-US", es: "es-ES", fr: "fr-FR" } as const;
export type ShowingLanguage = keyof typeof LOCALES;

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsFor(language: ShowingLanguage, timeZone: string) {
  const key = `${language}/${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(LOCALES[language], { timeZone, weekday: "long", month: "long", day: "numeric" }),
      time: new Intl.DateTimeFormat(LOCALES[language], { timeZone, hour: "numeric", minute: "2-digit" }),
    };
    formats.set(key, found);
  }
  return found;
}

/** "Saturday, December 5, 12:00 PM – 5:00 PM"; a day offered without a time is the day alone. */
export function windowText(window: Pick<ProposedWindow, "start" | "end"> & { timed?: boolean }, language: ShowingLanguage, timeZone: string): string {
  const { day, time } = formatsFor(language, timeZone);
  const start = new Date(window.start);
  const date = day.format(start);
  if (window.timed === false) return date;
  return `${date}, ${time.format(start)} – ${time.format(new Date(window.end))}`;
}

/** The windows joined with "or" in the language. */
export function windowsText(windows: ProposedWindow[], language: ShowingLanguage, timeZone: string): string {
  const texts = windows.map((window) => windowText(window, language, timeZone));
  const or = { en: "or", es: "o", fr: "ou" }[language];
  return texts.length <= 1 ? (texts[0] ?? "") : `${texts.slice(0, -1).join("; ")} ${or} ${texts.at(-1)}`;
}

export const showingLanguage = (value: string | null | undefined): ShowingLanguage =>
  value === "es" || value === "Spanish" ? "es" : value === "fr" || value === "French" ? "fr" : "en";
