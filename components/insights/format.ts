// How the Insights pages write their figures: counts, rates, answer times and the chatbot's local days.

const number = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const seconds = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
// A local date ("2026-11-27") is a calendar day, not an instant: read and written in UTC so no zone moves it.
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const fullDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export const formatCount = (value: number) => number.format(value);

/** 0.125 → "12.5%"; null (no answers yet) → "—". */
export const formatRate = (rate: number | null) => (rate === null ? "—" : percent.format(rate));

/** 850 → "850 ms", 1234 → "1.2 s"; null (no answers) → "—". */
export function formatMs(ms: number | null): string {
  if (ms === null) return "—";
  return ms < 1000 ? `${number.format(ms)} ms` : `${seconds.format(ms / 1000)} s`;
}

/** "3 leads", "1 lead". */
export const plural = (value: number, one: string, many = `${one}s`) => `${number.format(value)} ${value === 1 ? one : many}`;

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** "2026-11-27" → "Nov 27". */
export const formatDay = (date: string) => shortDay.format(dayOf(date));

/** "2026-11-21", "2026-11-27" → "Nov 21, 2026 – Nov 27, 2026" (one day: "Nov 27, 2026"). */
export const formatDays = (from: string, to: string) =>
  from === to ? fullDay.format(dayOf(from)) : `${fullDay.format(dayOf(from))} – ${fullDay.format(dayOf(to))}`;

/** An instant as the chatbot's clock shows it: "Nov 27, 2026, 11:22 PM". */
export const instantIn = (timeZone: string) => {
  const format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
  return (iso: string) => format.format(new Date(iso));
};

/** The text of a spreadsheet cell a visitor wrote: never run as a formula (OWASP's advice for CSV). */
export { FORMULA_START } from "@/lib/listings/csv";
