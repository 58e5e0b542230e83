import { describe, expect, it } from "vitest";
import { escapeHtml, htmlBody } from "@/lib/mail/html";
import { backoffAfter, DEFAULT_POLICY } from "@/lib/mail/sender";
import { localDate, localDayWindow, previousDate, startOfLocalDay } from "@/lib/mail/zoned";

const hours = (window: { start: Date; end: Date }) => (window.end.getTime() - window.start.getTime()) / 3_600_000;

describe("local days of a chatbot's time zone", () => {
  it("names the date at an instant in the zone", () => {
    expect(localDate("America/New_York", new Date("2026-03-11T03:59:59Z"))).toBe("2026-03-10");
    expect(localDate("America/New_York", new Date("2026-03-11T04:00:00Z"))).toBe("2026-03-11");
    expect(localDate("Asia/Kolkata", new Date("2026-03-10T18:30:00Z"))).toBe("2026-03-11");
    expect(localDate("UTC", new Date("2026-12-31T23:59:59Z"))).toBe("2026-12-31");
  });

  it("steps back over month and year ends", () => {
    expect(previousDate("2026-03-01")).toBe("2026-02-28");
    expect(previousDate("2028-03-01")).toBe("2028-02-29");
    expect(previousDate("2027-01-01")).toBe("2026-12-31");
  });

  it("starts a day at its local midnight, half-hour zones included", () => {
    expect(startOfLocalDay("America/New_York", "2026-03-10").toISOString()).toBe("2026-03-10T04:00:00.000Z");
    expect(startOfLocalDay("America/New_York", "2026-01-10").toISOString()).toBe("2026-01-10T05:00:00.000Z");
    expect(startOfLocalDay("Asia/Kolkata", "2026-03-11").toISOString()).toBe("2026-03-10T18:30:00.000Z");
    expect(startOfLocalDay("Pacific/Kiritimati", "2026-03-11").toISOString()).toBe("2026-03-10T10:00:00.000Z");
  });

  it("makes the days of a DST change 23 and 25 hours long", () => {
    expect(hours(localDayWindow("America/New_York", "2026-03-08"))).toBe(23);
    expect(hours(localDayWindow("America/New_York", "2026-11-01"))).toBe(25);
    expect(hours(localDayWindow("Europe/Berlin", "2026-03-29"))).toBe(23);
    expect(hours(localDayWindow("UTC", "2026-03-29"))).toBe(24);
  });

  it("starts a day whose midnight a DST change skips at its first existing minute", () => {
    // Chile moves 00:00 to 01:00 on the first Sunday of September.
    expect(startOfLocalDay("America/Santiago", "2026-09-06").toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(localDate("America/Santiago", startOfLocalDay("America/Santiago", "2026-09-06"))).toBe("2026-09-06");
    expect(localDate("America/Santiago", new Date(startOfLocalDay("America/Santiago", "2026-09-06").getTime() - 1))).toBe("2026-09-05");
  });
});

describe("mail helpers", () => {
  it("doubles the wait after each failed attempt, up to the cap", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => backoffAfter(attempts, DEFAULT_POLICY) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });

  it("escapes every character of the text in the HTML alternative", () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe("&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;");
    expect(htmlBody("<img src=x onerror=alert(1)>")).not.toContain("<img");
  });
});
