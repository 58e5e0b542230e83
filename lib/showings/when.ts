import { fold, wordTable } from "@/lib/ai/concierge/text";
import { addDays, localDate, localInstant, weekdayOf } from "@/lib/mail/zoned";

/**
 * The times a visitor proposes for a showing ("Saturday afternoon", "mañana a las 5 de la tarde",
 * "jeudi entre 14h et 16h"), read in English, Spanish and French in the chatbot's time zone.
 *
 * Written here rather than with @microsoft/recognizers-text-date-time, which reads these well:
 * measured on this machine it held the event loop 18–151 ms per warm call and 0.7–3.2 s on its
 * first call per language (29 MB), past the 50 ms any message may take. This reader is one pass
 * over at most 60 words, with no regular expression that can backtrack.
 */

export interface ProposedTime {
  /** ISO instants: the window the visitor offered (an hour for a time, the part of the day, or 9:00–18:00 for a day). */
  start: string;
  end: string;
  /** Whether the visitor gave a time or a part of the day, not only a day. */
  timed: boolean;
}

export interface ReadTimes {
  times: ProposedTime[];
  /** A time was given but no day ("at 3pm"): ask which day. */
  dayMissing: boolean;
}

const MAX_WORDS = 60;
const MAX_TIMES = 3;
const HOUR = 60;

// biome-ignore format: one language a line.
const WEEKDAYS: Record<string, number> = wordTable({
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
  // Not "mon" (French "my"), "sun" or "wed": words of their own.
  tue: 2, tues: 2, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6,
  domingo: 0, lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6,
  dimanche: 0, lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6,
});

// biome-ignore format: one language a line.
const MONTHS: Record<string, number> = wordTable({
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
  jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12,
  janvier: 1, fevrier: 2, mars: 3, avril: 4, mai: 5, juin: 6, juillet: 7, aout: 8, septembre: 9, octobre: 10, novembre: 11, decembre: 12,
});

/** Parts of the day, as [start, end) minutes. */
const PARTS = {
  morning: [9 * HOUR, 12 * HOUR],
  noon: [12 * HOUR, 13 * HOUR],
  afternoon: [12 * HOUR, 17 * HOUR],
  evening: [17 * HOUR, 20 * HOUR],
} as const;
type Part = keyof typeof PARTS;

// biome-ignore format: a table of words.
const PART_WORDS: Record<string, Part> = wordTable({
  morning: "morning", am: "morning", noon: "noon", midday: "noon", lunchtime: "noon", afternoon: "afternoon", arvo: "afternoon", evening: "evening", tonight: "evening", night: "evening",
  tarde: "afternoon", mediodia: "noon", noche: "evening",
  matin: "morning", matinee: "morning", "avant-midi": "morning", "l'avant-midi": "morning", midi: "noon", soir: "evening", soiree: "evening",
});

/** Words that stand for a day relative to today. */
// biome-ignore format: a table of words.
const RELATIVE_DAYS: Record<string, number> = wordTable({ today: 0, tonight: 0, tomorrow: 1, tmrw: 1, tmr: 1, hoy: 0, demain: 1, "aujourd'hui": 0, aujourdhui: 0 });

const WEEKEND = new Set(["weekend", "week-end"]);

interface Slot {
  /** A local date, or "weekend" until resolved. */
  day?: string | "weekend";
  /** Named by its weekday: today's weekday whose window has passed is next week's. */
  weekday?: boolean;
  part?: Part;
  from?: number;
  to?: number;
}

/** "3pm", "3:30pm", "15:00", "15h", "15h30", "10am", "3" as minutes of the day, and whether am/pm or a 24-hour form fixed it. */
function clock(word: string, next: string | undefined): { minutes: number; fixed: boolean; used: number } | null {
  let text = word;
  let used = 1;
  if ((next === "pm" || next === "am" || next === "p.m." || next === "a.m.") && /^\d{1,2}(:\d{2})?$/.test(text)) {
    text += next.replace(/\./g, "");
    used = 2;
  }
  let hours: number;
  let minutes = 0;
  let suffix = "";
  const digits = /^(\d{1,2})(?:[:h.](\d{2}))?(am|pm|h)?$/.exec(text);
  if (!digits) return null;
  hours = Number(digits[1]);
  if (digits[2]) minutes = Number(digits[2]);
  suffix = digits[3] ?? "";
  if (minutes > 59 || hours > 24) return null;
  if (suffix === "pm" && hours < 12) hours += 12;
  if (suffix === "am" && hours === 12) hours = 0;
  const fixed = suffix !== "" || Boolean(digits[2]) || hours > 12 || hours === 0;
  return { minutes: hours * HOUR + minutes, fixed, used };
}

/** Words before a bare number that make it a time ("at 3", "a las 5", "à 15", "vers 10", "by 4"). */
const TIME_LEAD = new Set([
  "at",
  "around",
  "by",
  "after",
  "before",
  "from",
  "between",
  "las",
  "la",
  "a",
  "vers",
  "entre",
  "des",
  "apres",
  "avant",
  "hacia",
  "sobre",
  "tipo",
  "de",
  "to",
  "and",
  "y",
  "et",
  "until",
  "till",
  "hasta",
  "jusqu'a",
]);

/** Leads that are as often no time's: "de", "a", "y", "et", "and", "to" before a count of people or rooms. */
const WEAK_TIME_LEAD = new Set(["de", "a", "y", "et", "and", "to", "la"]);

/** A bare hour with no am/pm: 8 to 11 are mornings, 12 noon, 1 to 7 afternoons (showings are in the day), unless a part of the day says otherwise. */
function dayTime(minutes: number, fixed: boolean, part: Part | undefined): number {
  if (fixed) return minutes;
  const hours = Math.floor(minutes / HOUR);
  if (part === "afternoon" || part === "evening") return hours < 12 ? minutes + 12 * HOUR : minutes;
  if (part === "morning") return minutes;
  return hours >= 1 && hours <= 7 ? minutes + 12 * HOUR : minutes;
}

function words(text: string): string[] {
  return (
    fold(text)
      .replace(/[?!,;()"«»]/g, " ")
      // A sentence's full stop ("samedi après-midi."), never the dots of "p.m." or "15.30".
      .replace(/(?<![ap]\.m)\.(?=\s|$)/g, " ")
      .replace(/\b(\d{1,2}) ?(am|pm)\b/g, "$1$2")
      .replace(/(\S)-(\S)/g, (all, a: string, b: string) => (/\d/.test(a) && /\d/.test(b) ? `${a} - ${b}` : all))
      .split(" ")
      .filter(Boolean)
      .slice(0, MAX_WORDS)
  );
}

/** The coming date of a weekday: today when it is today's and the window is still ahead, else the next one. */
function comingWeekday(today: string, weekday: number): string {
  const ahead = (weekday - weekdayOf(today) + 7) % 7;
  return addDays(today, ahead);
}

/** The weekday of the week after this one (weeks start on Monday): "next tuesday" said on a Monday is in eight days. */
function followingWeekday(today: string, weekday: number): string {
  const monday = (day: number) => (day + 6) % 7;
  return addDays(today, 7 - monday(weekdayOf(today)) + monday(weekday));
}

/** "de la semana que viene", "de la próxima semana", "de la semaine prochaine", "of next week" right after a weekday. */
function followingWeek(list: string[], at: number): boolean {
  const said = list.slice(at, at + 5).join(" ");
  return /^(de la semana que viene|de la proxima semana|de la semaine prochaine|of next week|next week)\b/.test(said);
}

/** The coming date (today or later, within two months) whose day of the month is `date` and that falls on `weekday`. */
function dateOfDay(today: string, date: number, weekday: number): string | undefined {
  if (date < 1 || date > 31) return undefined;
  const candidates: string[] = [];
  for (let ahead = 0; ahead < 62; ahead++) {
    const day = addDays(today, ahead);
    if (Number(day.slice(8, 10)) === date) candidates.push(day);
  }
  // Only a date that falls on the weekday named: "thursday 2" is more likely two o'clock than a date on another weekday.
  return candidates.find((day) => weekdayOf(day) === weekday);
}

/**
 * Reads the proposed times of `text`, as of `now`, in `timeZone`. Each day named starts a
 * proposal; the times and parts of the day after it (or before it, "at 3 on Saturday") are its.
 * At most three, none in the past.
 */
export function readProposedTimes(text: string, timeZone: string, now: Date = new Date()): ReadTimes {
  const list = words(text);
  const today = localDate(timeZone, now);
  const slots: Slot[] = [];
  let current: Slot | undefined;
  let pendingTime: Omit<Slot, "day"> | undefined;
  const startSlot = (day: string, weekday = false) => {
    current = { day, ...(weekday && { weekday }), ...pendingTime };
    pendingTime = undefined;
    slots.push(current);
  };
  const target = () => current ?? (pendingTime ??= {});

  for (let i = 0; i < list.length; i++) {
    const word = list[i]!;
    const next = list[i + 1];
    const previous = list[i - 1];
    // "mañana": tomorrow, except "por la mañana", "de la mañana", "en la mañana" (the morning).
    if (word === "manana") {
      if (previous === "la") target().part = "morning";
      else if (list[i - 1] === "pasado") startSlot(addDays(today, 2));
      else startSlot(addDays(today, 1));
      continue;
    }
    if (word === "apres-demain" || (word === "demain" && previous === "apres")) {
      if (slots.at(-1)?.day === addDays(today, 1) && previous === "apres") slots.pop();
      startSlot(addDays(today, 2));
      continue;
    }
    if ((word === "apres-midi" || word === "l'apres-midi" || (word === "midi" && previous === "apres")) && current?.part !== "afternoon") {
      target().part = "afternoon";
      continue;
    }
    if (word === "day" && next === "after" && list[i + 2] === "tomorrow") {
      startSlot(addDays(today, 2));
      i += 2;
      continue;
    }
    if (word in RELATIVE_DAYS && !(word === "tonight" && current)) {
      startSlot(addDays(today, RELATIVE_DAYS[word]!));
      if (word === "tonight") current!.part = "evening";
      continue;
    }
    if (word in WEEKDAYS) {
      // "wednesday 16", "domingo 13", "jeudi 17": the weekday's number is its date, not a time (no "h", "am", ":" after it).
      const numbered = /^(\d{1,2})(st|nd|rd|th|er)?$/.exec(next === "the" ? (list[i + 2] ?? "") : (next ?? ""));
      const afterNumber = list[i + (next === "the" ? 3 : 2)];
      const date =
        numbered && !/^(h|heures?|horas?|hrs?|am|pm|a\.m\.|p\.m\.|o'clock|-)$/.test(afterNumber ?? "")
          ? dateOfDay(today, Number(numbered[1]), WEEKDAYS[word]!)
          : undefined;
      if (date) {
        startSlot(date);
        i += next === "the" ? 2 : 1;
        continue;
      }
      // "next tuesday", "el martes de la semana que viene", "mardi de la semaine prochaine": the following week's.
      const nextWeek = previous === "next" || followingWeek(list, i + 1);
      startSlot(nextWeek ? followingWeekday(today, WEEKDAYS[word]!) : comingWeekday(today, WEEKDAYS[word]!), !nextWeek);
      continue;
    }
    if (WEEKEND.has(word) || (word === "fin" && next === "de" && list[i + 2] === "semana")) {
      startSlot("weekend");
      if (word === "fin") i += 2;
      continue;
    }
    // A date, a month beside a day's number: "december 5", "dec 5th", "5 december", "5 de diciembre", "le 5 decembre".
    const month = MONTHS[word];
    if (month !== undefined) {
      const after = /^(\d{1,2})(st|nd|rd|th|er)?$/.exec(next ?? "");
      const before = /^(\d{1,2})(st|nd|rd|th|er)?$/.exec(previous === "de" ? (list[i - 2] ?? "") : (previous ?? ""));
      const date = Number(after?.[1] ?? before?.[1]);
      if (date >= 1 && date <= 31) {
        let year = Number(today.slice(0, 4));
        const candidate = (y: number) => `${y}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
        if (candidate(year) < today) year++;
        // "5 december" after a weekday ("saturday 5 december") is that weekday's date, not a second day.
        if (current?.weekday && slots.at(-1) === current && current.from === undefined && current.part === undefined) slots.pop();
        startSlot(candidate(year));
        if (after) i++;
        continue;
      }
    }
    // "Entre midi et 14h", "between noon and 2", "de mediodía a 3": noon opens a range of hours.
    if (PART_WORDS[word] === "noon" && /^(to|and|et|a|y|au|until|hasta|-)$/.test(next ?? "")) {
      const end = clock(list[i + 2] ?? "", list[i + 3]);
      if (end) {
        const slot = target();
        slot.from = 12 * HOUR;
        const to = dayTime(end.minutes, end.fixed, "afternoon");
        if (to > slot.from) slot.to = to;
        i += 1 + end.used;
        continue;
      }
    }
    if (word in PART_WORDS) {
      // "tarde" after "más", "hasta" is "later", "late" ("trabajo hasta tarde"), not the afternoon.
      if (!(word === "tarde" && (previous === "mas" || previous === "muy" || previous === "hasta" || previous === "tan"))) target().part = PART_WORDS[word]!;
      continue;
    }
    // A time, or a range of two: "3pm", "at 3", "15h30", "between 2 and 4", "2-4pm", "de 10 a 12".
    const time = clock(word, next);
    // After a word that is as often no time's ("una familia de 4", "de 3 recámaras", "et 2 enfants"), a bare number is a time
    // only when time words go on after it: a second time ("de 10 a 12"), "h", a part of the day, or the message's end.
    const weakLead = !time?.fixed && WEAK_TIME_LEAD.has(previous ?? "");
    const timeGoesOn =
      next === undefined ||
      /^(h|heures?|horas?|hrs?|o'clock|-|a|y|et|to|and|au|until|hasta|de|del|por|en|in|du|le|la)$/.test(next) ||
      next in PART_WORDS ||
      next === "apres-midi" ||
      next === "l'apres-midi";
    // "thursday 2 to 4", "demain 10 à 12": a range right after the day.
    const rangeAfterDay =
      previous !== undefined &&
      (previous in WEEKDAYS || previous in RELATIVE_DAYS) &&
      /^(to|a|y|et|au|until|and)$/.test(next ?? "") &&
      clock(list[i + 2] ?? "", list[i + 3]) !== null;
    if (
      time &&
      (time.fixed ||
        rangeAfterDay ||
        (TIME_LEAD.has(previous ?? "") && (!weakLead || timeGoesOn)) ||
        next === "-" ||
        /^(h|heures?|horas?|o'clock)$/.test(next ?? ""))
    ) {
      const slot = target();
      const joined = list[i + time.used];
      const second =
        joined === "-" || joined === "and" || joined === "to" || joined === "a" || joined === "y" || joined === "et" || joined === "au" || joined === "until"
          ? clock(list[i + time.used + 1] ?? "", list[i + time.used + 2])
          : null;
      // "2-4pm": the pm of the end is the start's too.
      const end = second ? dayTime(second.minutes, second.fixed, slot.part) : undefined;
      let start = dayTime(time.minutes, time.fixed, slot.part);
      if (end !== undefined && !time.fixed && end >= 12 * HOUR && start + 12 * HOUR < end) start += 12 * HOUR;
      slot.from = start;
      if (end !== undefined && end > start) {
        slot.to = end;
        i += time.used + (second?.used ?? 0);
      } else i += time.used - 1;
    }
  }

  // "entre 1h et 3h de l'après-midi", "at 2 in the afternoon": a part of the day said after the hours makes them its own.
  for (const slot of [...slots, ...(pendingTime ? [pendingTime] : [])]) {
    if ((slot.part === "afternoon" || slot.part === "evening") && slot.from !== undefined && slot.from >= HOUR && slot.from < 12 * HOUR) {
      slot.from += 12 * HOUR;
      if (slot.to !== undefined && slot.to <= 12 * HOUR) slot.to += 12 * HOUR;
    }
  }

  // Times said before any day, with no day after them, belong to no day.
  const dayMissing = pendingTime !== undefined && (pendingTime.from !== undefined || pendingTime.part !== undefined) && slots.length === 0;
  const times: ProposedTime[] = [];
  for (const slot of chosen(slots, list)) {
    const days = slot.day === "weekend" ? [comingWeekday(today, 6), comingWeekday(today, 0)] : [slot.day!];
    for (const day of days) {
      const timed = slot.from !== undefined || slot.part !== undefined;
      const window = slot.from !== undefined ? [slot.from, slot.to ?? slot.from + HOUR] : slot.part ? [...PARTS[slot.part]] : [9 * HOUR, 18 * HOUR];
      const start = localInstant(timeZone, day, window[0]!);
      const end = localInstant(timeZone, day, window[1]!);
      if (end <= now) {
        // Today's weekday whose window has passed means the same day next week; "today at 9" at noon is simply past.
        if (slot.weekday && day === today) {
          const later = addDays(day, 7);
          times.push({ start: localInstant(timeZone, later, window[0]!).toISOString(), end: localInstant(timeZone, later, window[1]!).toISOString(), timed });
        }
        continue;
      }
      times.push({ start: start.toISOString(), end: end.toISOString(), timed });
    }
  }
  const unique = times.filter((time, index) => times.findIndex((other) => other.start === time.start && other.end === time.end) === index);
  // In the calendar's order, as an agent reads them, whatever order they were said in.
  return { times: unique.sort((a, b) => a.start.localeCompare(b.start)).slice(0, MAX_TIMES), dayMissing };
}

/** Words that replace what was said before: "mejor el domingo", "plutôt jeudi" (the day after them), "thursday instead" (the day before). */
const REPLACING_BEFORE = new Set(["mejor", "plutot", "finalement", "actually", "rather", "better", "preferiblemente", "mieux"]);
const REPLACING_AFTER = new Set(["instead", "instead?"]);

/**
 * The slots a message offers, as against the days it only mentions: beside a day with a time or a
 * part of the day, a bare day is context ("I have a dentist appointment tomorrow, can we do
 * thursday at 4 instead"); a word that replaces ("mejor el domingo, el sábado tengo fiesta") keeps
 * the day it points at.
 */
function chosen(slots: Slot[], words: string[]): Slot[] {
  if (slots.length < 2) return slots;
  const timed = slots.filter((slot) => slot.from !== undefined || slot.part !== undefined);
  if (timed.length > 0 && timed.length < slots.length) return timed;
  const marker = words.findIndex((word) => REPLACING_BEFORE.has(word) || REPLACING_AFTER.has(word));
  if (marker < 0) return slots;
  // The day named right after a word that comes before it, or right before "instead".
  const dayWords = words.map((word, index) => (isDayWord(word) ? index : -1)).filter((index) => index >= 0);
  const pick = REPLACING_AFTER.has(words[marker]!) ? dayWords.filter((index) => index < marker).length - 1 : dayWords.findIndex((index) => index > marker);
  return pick >= 0 && pick < slots.length ? [slots[pick]!] : slots;
}

const isDayWord = (word: string) => word in WEEKDAYS || word in RELATIVE_DAYS || word === "manana" || WEEKEND.has(word);
