import { describe, expect, it, vi } from "vitest";
import { issueKey, parseKey, secretMatches } from "@/lib/auth/keys";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { normalizeDomains, normalizeHost, normalizeRgb, normalizeTimeZone } from "@/lib/chatbots/formats";
import { RESPONSE_LANGUAGES } from "@/lib/chatbots/languages";
import { numberText } from "@/lib/listings/format";
import { describeIssues, fieldPath } from "@/lib/validation/messages";

describe("numberText", () => {
  it.each([
    [450000, "450000"],
    [2.5, "2.5"],
    [2.5e-7, "0.00000025"],
    [0, "0"],
    [-0, "0"],
    [1234.56, "1234.56"],
    [null, ""],
    [undefined, ""],
    [Number.NaN, ""],
  ])("%s → %j", (value, text) => expect(numberText(value)).toBe(text));
});

describe("setting formats", () => {
  it("normalises rgb colours and refuses channels over 255", () => {
    expect(normalizeRgb(" rgb( 0 ,128, 255 ) ")).toBe("rgb(0,128,255)");
    expect(normalizeRgb("rgb(0,0,256)")).toBeUndefined();
    expect(normalizeRgb("rgba(0,0,0,1)")).toBeUndefined();
  });

  it("accepts IANA zone names in any case and refuses offsets and inventions", () => {
    expect(normalizeTimeZone("europe/london")).toBe("Europe/London");
    expect(normalizeTimeZone("UTC")).toBe("UTC");
    expect(normalizeTimeZone("+02:00")).toBeUndefined();
    expect(normalizeTimeZone("Moon/Tranquility")).toBeUndefined();
  });

  it("reads host lists with wildcards and ports, and reduces pasted URLs to hosts", () => {
    expect(normalizeDomains("a.com,\n*.b.org , https://c.net:8080/x, a.com")).toBe("a.com\n*.b.org\nc.net:8080");
    expect(normalizeHost("*.x.com", false)).toBeUndefined();
    expect(normalizeDomains("bad host")).toBeUndefined();
    expect(normalizeDomains("")).toBe("");
  });

  it("offers at least 30 response languages", () => {
    expect(RESPONSE_LANGUAGES.length).toBeGreaterThanOrEqual(30);
    expect(RESPONSE_LANGUAGES).toEqual(expect.arrayContaining(["English", "Spanish", "French", "German", "Chinese"]));
  });
});

describe("validation messages", () => {
  it("writes paths the way a client spells them", () => {
    expect(fieldPath(["ExtensionColumn", 2, "value"])).toBe("ExtensionColumn[2].value");
    expect(describeIssues([{ code: "custom", path: [], message: "must be a JSON object" }])).toBe("Request body must be a JSON object");
  });
});

describe("keys and passwords", () => {
  it("issues keys of 192 random bits that verify only against their own hash", () => {
    const key = issueKey("api");
    const other = issueKey("api");
    expect(key.token).toMatch(/^cbk_[0-9a-f]{16}_[0-9a-f]{48}$/);
    expect(key.token).not.toBe(other.token);
    expect(key.hash).not.toContain(parseKey("api", key.token)!.secret);
    expect(secretMatches(parseKey("api", key.token)!.secret, key.hash)).toBe(true);
    expect(secretMatches(parseKey("api", other.token)!.secret, key.hash)).toBe(false);
    expect(parseKey("session", key.token)).toBeNull();
  });

  // Four scrypt hashes at N=2^17 are CPU work: under a busy suite on two cores they passed
  // vitest's 5 s once. What this proves is the format, not the speed, so it gets time to spare.
  it("hashes passwords with scrypt and a salt", { timeout: 60_000 }, async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toBe(await hashPassword("correct horse"));
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("wrong horse", hash)).toBe(false);
    // OWASP's minimum, N=2^17, r=8, p=1, unless PASSWORD_HASH_COST says otherwise.
    expect(hash.split("$").slice(1, 4)).toEqual(["131072", "8", "1"]);
  });

  it("hashes at PASSWORD_HASH_COST, and checks every stored hash at the cost it was made with", { timeout: 60_000 }, async () => {
    vi.stubEnv("PASSWORD_HASH_COST", "12");
    try {
      const cheap = await hashPassword("correct horse");
      expect(cheap.split("$").slice(1, 4)).toEqual(["4096", "8", "1"]);
      // Out of range or not a number: the default, never a weaker cost.
      for (const wrong of ["5", "21", "fourteen"]) {
        vi.stubEnv("PASSWORD_HASH_COST", wrong);
        expect((await hashPassword("x")).split("$")[1], wrong).toBe("131072");
      }
      vi.stubEnv("PASSWORD_HASH_COST", "");
      const real = await hashPassword("correct horse");
      expect(await verifyPassword("correct horse", cheap)).toBe(true);
      expect(await verifyPassword("correct horse", real)).toBe(true);
      expect(await verifyPassword("wrong horse", cheap)).toBe(false);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("the month of MessageLimit", () => {
  it("is the calendar month in the chatbot's time zone", async () => {
    const { monthKey } = await import("@/lib/chat/limits");
    const instant = new Date("2026-12-01T03:30:00Z");
    expect(monthKey("UTC", instant)).toBe("2026-12");
    expect(monthKey("America/Los_Angeles", instant)).toBe("2026-11");
    expect(monthKey("Asia/Tokyo", new Date("2026-11-30T15:30:00Z"))).toBe("2026-12");
  });
});
