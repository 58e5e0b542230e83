import { describe, expect, it } from "vitest";
import { baseUrl, signUp } from "./helpers";

// The sign-in page sends a visitor who is already signed in straight on to `next` (a 307).
// These `next` values made it send them to another site, or answer 500 (issue 15, item 4).
const HOSTILE = [
  "%2F%09%2Fevil.example%2Fphish",
  "%2F%0A%2Fx",
  "%2F%0D%2Fevil.example",
  "%2F%5Cevil.example",
  "%2F%2Fevil.example",
  "%2F..%2F%2Fevil.example",
  "https%3A%2F%2Fevil.example",
  "javascript%3Aalert(1)",
  "%2F%00%2Fevil.example",
];

const login = (query: string, cookie?: string) => fetch(`${baseUrl}/login?${query}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

describe("the sign-in page's next parameter", () => {
  it.each(HOSTILE)("sends a signed-in visitor to the dashboard, not off the site, for next=%s", async (next) => {
    const owner = await signUp();
    const response = await login(`next=${next}`, owner.cookie);
    expect(response.status).toBe(307);
    const location = response.headers.get("location")!;
    expect(new URL(location, baseUrl).origin).toBe(baseUrl);
    expect(new URL(location, baseUrl).pathname).toBe("/chatbots");
  });

  it.each(HOSTILE)("shows the form to a signed-out visitor for next=%s", async (next) => {
    const response = await login(`next=${next}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Sign in");
  });

  it("refuses a repeated next rather than failing on it", async () => {
    const owner = await signUp();
    const response = await login("next=%2Fworkspace&next=%2F%2Fevil.example", owner.cookie);
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!, baseUrl).href).toBe(`${baseUrl}/chatbots`);
  });

  it("still sends a signed-in visitor on to a page of this site", async () => {
    const owner = await signUp();
    const response = await login("next=%2Fworkspace%3Ftab%3Dkeys", owner.cookie);
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get("location")!, baseUrl).href).toBe(`${baseUrl}/workspace?tab=keys`);
  });
});
