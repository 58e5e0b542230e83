// Calendar days in a chatbot's time zone, with Intl only (no time zone library): a
// digest covers one local day, [its midnight, the next day's midnight).

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function wallClock(timeZone: string, at: Date) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    ms: Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!),
  };
}

/** "2026-11-23T14:05": the wall-clock date and time at `at` in the time zone. */
export function localDateTime(timeZone: string, at: Date): string {
  const { date, ms } = wallClock(timeZone, at);
  return `${date}T${new Date(ms).toISOString().slice(11, 16)}`;
}

/** "2026-11-23": the calendar date at `at` in the time zone. */
export function localDate(timeZone: string, at: Date): string {
  return wallClock(timeZone, at).date;
}

/** The date before a "YYYY-MM-DD" date. */
export function previousDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/** The date after a "YYYY-MM-DD" date. */
export function nextDate(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The instant a local day begins in the time zone: its midnight, or, where a DST change
 * skips midnight (America/Santiago, Asia/Beirut), the first wall-clock time that exists.
 */
export function startOfLocalDay(timeZone: string, day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  // The offset at a guess, then again at the corrected guess: two steps settle any zone.
  let guess = wall - (wallClock(timeZone, new Date(wall)).ms - wall);
  guess = wall - (wallClock(timeZone, new Date(guess)).ms - guess);
  // Midnight did not exist that day: walk forward to the first minute of the day.
  while (wallClock(timeZone, new Date(guess)).date < day) guess += 60_000;
  while (wallClock(timeZone, new Date(guess - 60_000)).date === day) guess -= 60_000;
  return new Date(guess);
}

/** The UTC window [start, end) of a local day. */
export function localDayWindow(timeZone: string, day: string): { start: Date; end: Date } {
  return { start: startOfLocalDay(timeZone, day), end: startOfLocalDay(timeZone, nextDate(day)) };
}

/** The instant a wall-clock time of a local day happens in the time zone (a time a DST change skipped is read forward). */
export function localInstant(timeZone: string, day: string, minuteOfDay: number): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, 0, minuteOfDay);
  let guess = wall - (wallClock(timeZone, new Date(wall)).ms - wall);
  guess = wall - (wallClock(timeZone, new Date(guess)).ms - guess);
  return new Date(guess);
}

/** The day of the week of a "YYYY-MM-DD" date: 0 is Sunday. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The date `days` after a "YYYY-MM-DD" date. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
