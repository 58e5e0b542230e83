import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { windowsText } from "@/lib/showings/format";
import { foldLine, invitationIcs } from "@/lib/showings/ics";
import { readProposedTimes } from "@/lib/showings/when";

// Issue 42: the times a visitor offers for a showing, read in the chatbot's time zone in three
// languages, and the invitations that carry them.

// Monday 30 November 2026, 9:00 in Chicago.
const NOW = new Date("2026-11-30T15:00:00Z");
const CHICAGO = "America/Chicago";
const wall = (iso: string, zone = CHICAGO) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
    .format(new Date(iso))
    .replace(",", "");
const read = (text: string, zone = CHICAGO) =>
  readProposedTimes(text, zone, NOW).times.map((time) => `${wall(time.start, zone)}–${wall(time.end, zone).slice(11)}`);

describe("readProposedTimes", () => {
  it.each([
    ["can I see it Saturday afternoon?", ["2026-12-05 12:00–17:00"]],
    ["tomorrow at 3pm or Friday morning", ["2026-12-01 15:00–16:00", "2026-12-04 09:00–12:00"]],
    ["Thursday between 2 and 4", ["2026-12-03 14:00–16:00"]],
    ["sat 2-4pm", ["2026-12-05 14:00–16:00"]],
    ["December 12th around noon", ["2026-12-12 12:00–13:00"]],
    ["Saturday 5 December at 11am", ["2026-12-05 11:00–12:00"]],
    ["this weekend", ["2026-12-05 09:00–18:00", "2026-12-06 09:00–18:00"]],
    ["tomorrow between noon and 2", ["2026-12-01 12:00–14:00"]],
    ["demain entre midi et 14h", ["2026-12-01 12:00–14:00"]],
    ["mañana de mediodía a 3", ["2026-12-01 12:00–15:00"]],
  ])("English: %s", (text, expected) => expect(read(text)).toEqual(expected));

  it.each([
    ["¿puedo visitarla el sábado por la tarde?", ["2026-12-05 12:00–17:00"]],
    ["mañana a las 5 de la tarde", ["2026-12-01 17:00–18:00"]],
    ["mañana por la mañana", ["2026-12-01 09:00–12:00"]],
    ["el viernes de 10 a 12", ["2026-12-04 10:00–12:00"]],
    ["pasado mañana a las 11", ["2026-12-02 11:00–12:00"]],
    ["el 5 de diciembre a las 16:30", ["2026-12-05 16:30–17:30"]],
  ])("Spanish: %s", (text, expected) => expect(read(text)).toEqual(expected));

  it.each([
    ["je voudrais visiter samedi après-midi", ["2026-12-05 12:00–17:00"]],
    ["demain à 15h", ["2026-12-01 15:00–16:00"]],
    ["jeudi entre 14h et 16h", ["2026-12-03 14:00–16:00"]],
    ["le 5 décembre à 10h30", ["2026-12-05 10:30–11:30"]],
    ["après-demain vers 17h", ["2026-12-02 17:00–18:00"]],
  ])("French: %s", (text, expected) => expect(read(text)).toEqual(expected));

  // Monday 30 November: "next tuesday" is the following week's; a weekday's number is its date when it falls on it.
  it.each([
    ["next tuesday evening or this friday morning", ["2026-12-04 09:00–12:00", "2026-12-08 17:00–20:00"]],
    ["el martes de la semana que viene a las 5", ["2026-12-08 17:00–18:00"]],
    ["mercredi 9 à 10h", ["2026-12-09 10:00–11:00"]],
    ["domingo 6 por la tarde", ["2026-12-06 12:00–17:00"]],
    ["saturday the 5th at 2", ["2026-12-05 14:00–15:00"]],
    // Not a date on that weekday: hours.
    ["thursday 2 to 4", ["2026-12-03 14:00–16:00"]],
    // A part of the day said after the hours makes them its own.
    ["vendredi entre 1h et 3h de l'après-midi", ["2026-12-04 13:00–15:00"]],
    // A count of people or rooms after "de" is no time; a sentence's full stop ends no part of the day.
    ["el sábado a las 11? somos una familia de 4, buscamos de 3 recámaras", ["2026-12-05 11:00–12:00"]],
    ["Je souhaiterais la visiter samedi après-midi. Claire", ["2026-12-05 12:00–17:00"]],
  ])("days and hours as visitors write them: %s", (text, expected) => expect(read(text)).toEqual(expected));

  it("keeps the day a visitor changes to, not the one they only mention", () => {
    expect(read("oh wait I have a dentist appt tomorrow, can we do thursday at 4 instead")).toEqual(["2026-12-03 16:00–17:00"]);
    expect(read("mejor el domingo, el sabado tengo fiesta")).toEqual(["2026-12-06 09:00–18:00"]);
    expect(read("plutôt vendredi, jeudi je travaille")).toEqual(["2026-12-04 09:00–18:00"]);
    // Two days offered, neither replaced: both.
    expect(read("saturday or sunday")).toHaveLength(2);
  });

  it("reads the same words in the chatbot's own time zone", () => {
    const [madrid] = readProposedTimes("sábado a las 11", "Europe/Madrid", NOW).times;
    expect(madrid!.start).toBe("2026-12-05T10:00:00.000Z");
    const [chicago] = readProposedTimes("Saturday at 11am", CHICAGO, NOW).times;
    expect(chicago!.start).toBe("2026-12-05T17:00:00.000Z");
  });

  it("says when a time has no day, offers nothing in the past, and finds no time in a search", () => {
    expect(readProposedTimes("at 3pm", CHICAGO, NOW)).toEqual({ times: [], dayMissing: true });
    // Today at 8 has passed at 9; Monday (today) at 8 means next Monday.
    expect(read("today at 8am")).toEqual([]);
    expect(read("Monday at 8am")).toEqual(["2026-12-07 08:00–09:00"]);
    expect(readProposedTimes("3 bedrooms under 450000 with 2 baths", CHICAGO, NOW)).toEqual({ times: [], dayMissing: false });
    expect(readProposedTimes("may I see the one on 5th street?", CHICAGO, NOW).times).toEqual([]);
  });

  it("keeps at most three windows and reads a long message in one bounded pass", () => {
    expect(read("monday tuesday wednesday thursday friday")).toHaveLength(3);
    // Only the first 60 words are read: the same one window as for the first three.
    expect(readProposedTimes("saturday at 3pm ".repeat(5_000), CHICAGO, NOW).times).toEqual(readProposedTimes("saturday at 3pm", CHICAGO, NOW).times);
  });

  it("writes the windows out in the visitor's language, in the chatbot's zone", () => {
    const { times } = readProposedTimes("Saturday afternoon", CHICAGO, NOW);
    expect(windowsText(times, "en", CHICAGO)).toBe("Saturday, December 5, 12:00 PM – 5:00 PM");
    expect(windowsText(times, "es", CHICAGO)).toBe("sábado, 5 de diciembre, 12:00 – 17:00");
    expect(windowsText(times, "fr", CHICAGO)).toBe("samedi 5 décembre, 12:00 – 17:00");
  });
});

describe("showing invitations (RFC 5545)", () => {
  const invite = () =>
    invitationIcs({
      uid: "showing-12-abc@casabot",
      sequence: 2,
      method: "REQUEST",
      start: new Date("2026-12-05T18:00:00Z"),
      end: new Date("2026-12-05T19:00:00Z"),
      summary: "Showing: 412 Oak St, Austin; with Ana",
      location: "412 Oak St, Austin, TX 78701",
      description: `Ana María asked to see it.\nPhone: 512-555-0142 ${"and a very long line ".repeat(10)}`,
      organizer: { name: "Casabot", email: "bot@casabot.test" },
      attendees: [{ name: "Agent", email: "agent@harbor.test" }],
      status: "TENTATIVE",
      stamp: new Date("2026-11-30T15:00:00Z"),
    });

  it("parses with ical.js: UID, SEQUENCE, METHOD, the listing as LOCATION, and the times at the right instant", () => {
    const calendar = new ICAL.Component(ICAL.parse(invite()));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.uid).toBe("showing-12-abc@casabot");
    expect(event.sequence).toBe(2);
    expect(event.location).toBe("412 Oak St, Austin, TX 78701");
    expect(event.summary).toBe("Showing: 412 Oak St, Austin; with Ana");
    expect(event.description).toContain("Ana María asked to see it.\nPhone: 512-555-0142");
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-05T18:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-05T19:00:00.000Z");
    // Noon in Chicago, as the visitor offered it.
    expect(wall(event.startDate.toJSDate().toISOString())).toBe("2026-12-05 12:00");
    expect(event.attendees[0]!.getFirstValue()).toBe("mailto:agent@harbor.test");
  });

  it("ends lines with CRLF and folds them at 75 octets, never inside a character", () => {
    const text = invite();
    const lines = text.split("\r\n");
    expect(text.endsWith("\r\n")).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(100)}`);
  });
});

describe("classes of blind set leads-q", () => {
  it("reads the Québec 'avant-midi' as the morning", () => {
    expect(read("vendredi en après-midi ou samedi en avant-midi ça serait parfait")).toEqual(["2026-12-04 12:00–17:00", "2026-12-05 09:00–12:00"]);
  });
  it("reads 'hasta tarde' (until late) as no afternoon, so the day said instead is the one kept", () => {
    // Monday 30 November is today: "mejor el miércoles" is Wednesday 2 December, the whole day until "same time" gives its hours.
    expect(read("el lunes trabajo hasta tarde. Mejor el miércoles a la misma hora.")).toEqual(["2026-12-02 09:00–18:00"]);
  });
});

describe("words that are names of an object's own machinery", () => {
  // A visitor typing "constructor" once made a showing's date NaN (a plain object's prototype answered the lookup).
  it.each(["constructor", "__proto__", "toString", "valueOf hasOwnProperty", "isPrototypeOf at 3pm"])("%s reads as no day", (text) => {
    expect(() => readProposedTimes(text, CHICAGO, NOW)).not.toThrow();
    expect(read(text)).toEqual([]);
  });
});
