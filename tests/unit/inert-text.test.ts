import { describe, expect, it } from "vitest";
import { INERT_TEXT_MAX, inertText } from "@/lib/mail/inert-text";

describe("inertText, for names someone else chose in our mails", () => {
  it("defangs URLs and anything a mail client would link as a domain or an address", () => {
    expect(inertText("Sign in at https://evil.example/login")).toBe("Sign in at hxxps[:]//evil[.]example/login");
    expect(inertText("HTTP://evil.example")).toBe("hxxp[:]//evil[.]example");
    expect(inertText("ftp://files.evil.example and www.evil.co.uk")).toBe("ftp[:]//files[.]evil[.]example and www[.]evil[.]co[.]uk");
    expect(inertText("ceo@victim-agency.com")).toBe("ceo@victim-agency[.]com");
    expect(inertText("evil。example evil．example evil｡example")).toBe("evil[.]example evil[.]example evil[.]example");
    expect(inertText("http://10.0.0.1:8080/")).toBe("hxxp[:]//10[.]0[.]0[.]1:8080/");
  });

  it("keeps ordinary names as they are", () => {
    expect(inertText("Harbor Realty")).toBe("Harbor Realty");
    expect(inertText("St. Louis Homes & Co.")).toBe("St. Louis Homes & Co.");
    expect(inertText("Maison Dupré – Agence")).toBe("Maison Dupré – Agence");
  });

  it("makes one line of it, without control or invisible characters", () => {
    expect(inertText("  Payroll\r\nlocked\tnow\u0000\u202e\u200b\u2028end  ")).toBe("Payroll locked now end");
  });

  it(`shows at most ${INERT_TEXT_MAX} characters, then an ellipsis`, () => {
    const long = `${"a".repeat(INERT_TEXT_MAX)}https://evil.example`;
    expect(inertText(long)).toBe(`${"a".repeat(INERT_TEXT_MAX)}…`);
    expect([...inertText("é".repeat(200))]).toHaveLength(INERT_TEXT_MAX + 1);
  });
});
