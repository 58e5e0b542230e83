import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { leads, listings, outbox } from "@/db/schema";
import { searchAlerts } from "@/db/schema-integrations";
import { queueDueAlerts } from "@/lib/alerts/due";
import { alertByToken, alertToken, confirmAlert, unsubscribeAlert } from "@/lib/alerts/service";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { createListing, updateListing } from "@/lib/listings/service";
import { type OwnDatabase, ownDatabase } from "@/tests/setup/databases";
import { austinHome } from "@/tests/setup/listing-fields";

// Issue 43: a visitor's alert. Asked for in a conversation, in three languages; saved with double
// opt-in; the day's new or newly cheaper matches mailed at most daily, whichever way they arrived;
// ended by the unsubscribe link. On both engines: the price trigger and the claim are SQL.

const engines = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : [])] as const;

const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

for (const engine of engines) {
  describe(`visitors' alerts on ${engine}`, () => {
    let database: OwnDatabase;
    let handle: DatabaseHandle;
    let workspace: WorkspaceRef;
    let bot: string;
    let serial = 0;

    beforeAll(async () => {
      database = await ownDatabase(engine, "alerts");
      handle = await database.open();
      workspace = { id: (await createWorkspace({ db: handle.db, name: "Alert Realty" })).workspaceId, name: "Alert Realty" };
    });
    afterAll(async () => {
      await handle.close();
      await database.drop();
    });
    beforeEach(() => {
      vi.stubEnv("MAIL_SCHEDULER", "0");
      vi.stubEnv("SECRETS_KEY", "the alert tests' secrets key, 32 characters or more");
      vi.stubEnv("PUBLIC_URL", "https://homes.example");
    });
    afterEach(() => vi.unstubAllEnvs());

    /** A 3-bedroom house for sale in Austin ($465,000 unless told), through the service as the API adds one. */
    const home = ({ Address, SalePrice = 465_000, Bedrooms = 3 }: { Address: string; SalePrice?: number; Bedrooms?: number }) =>
      createListing({ db: handle.db, workspace, input: { SerialNumber: bot, ...austinHome(`A-${++serial}`, Bedrooms, SalePrice, { Address }) } });

    async function converse(messages: string[]) {
      const { SessionID } = await createSession({ db: handle.db, workspace, serialNumber: bot });
      const replies: string[] = [];
      for (const content of messages) {
        const request = new Request("http://internal:3000/chat/Chat/ClientAsk", { method: "POST", headers: { host: "evil.example" } });
        const input = { sessionID: SessionID, content, chatAskType: "Text" as const, stream: false, listingCards: false, fileIds: undefined };
        replies.push(((await clientAsk({ db: handle.db, workspace, input, request })) as { content: string }).content);
      }
      return { replies, sessionId: SessionID };
    }

    const alertsOf = (email: string) => handle.db.select().from(searchAlerts).where(eq(searchAlerts.email, email));
    const mailsTo = (to: string) => handle.db.select().from(outbox).where(eq(outbox.to, to));

    it("saves a search asked for in a conversation, mails the link to confirm, and mails matches only after it is confirmed, at most daily", async () => {
      bot = await createChatbot({ db: handle.db, workspace, input: { Name: "Oak Realty" } });
      await home({ Address: "1 Old Rd" });
      const cheapened = await home({ Address: "2 Price Rd", SalePrice: 520_000 });

      const { replies, sessionId } = await converse([
        "3 bedroom houses in Austin under 500k",
        "let me know when something like this comes up",
        "ana@example.com",
      ]);
      expect(replies[1]).toMatch(/e-mail/i);
      expect(replies[2]).toContain("ana@example.com");
      expect(replies[2]).toMatch(/confirm/i);
      const [alert] = await alertsOf("ana@example.com");
      expect(alert).toMatchObject({ status: "pending", language: "en", sessionId, linkOrigin: "https://homes.example" });
      expect(alert!.filters).toMatchObject({ city: "Austin", bedrooms: { min: 3 }, price: { max: 500_000 } });
      expect(alert!.summary).toMatch(/Austin/);
      // The price in the listings' currency, as the visitor reads prices.
      expect(alert!.summary).toContain("$500,000");
      // The owner sees it as a lead of the conversation.
      const [lead] = await handle.db.select().from(leads).where(eq(leads.id, alert!.leadId!));
      expect(lead).toMatchObject({ email: "ana@example.com", sessionId });
      expect(lead!.message).toContain("Saved search");

      // The confirmation: one mail, links to PUBLIC_URL (never the Host the caller sent), List-Unsubscribe for one click.
      const [confirmation, ...more] = await mailsTo("ana@example.com");
      expect(more).toEqual([]);
      expect(confirmation!.kind).toBe("alert-confirm");
      const token = alertToken(alert!)!;
      expect(confirmation!.body).toContain(`https://homes.example/alerts/confirm?token=${token}`);
      expect(confirmation!.body).not.toContain("evil.example");
      expect(confirmation!.headers).toEqual({
        "List-Unsubscribe": `<https://homes.example/alerts/unsubscribe?token=${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      // The token is kept only hashed and sealed.
      expect(alert!.tokenHash).not.toContain(token);
      expect(alert!.tokenSealed).not.toContain(token);

      // Unconfirmed: nothing is ever mailed.
      await home({ Address: "3 Early Rd", SalePrice: 450_000 });
      expect(await queueDueAlerts({ db: handle.db, now: minutes(new Date(), 60) })).toBe(0);

      const confirmedAt = new Date();
      expect(await confirmAlert(handle.db, token, confirmedAt)).toMatchObject({ status: "active" });
      // A new match, a home made cheaper into the search, one that does not match, and one made dearer.
      const fresh = await home({ Address: "4 New Ln", SalePrice: 480_000 });
      await home({ Address: "5 Dear Ln", SalePrice: 900_000 });
      await home({ Address: "6 Small Ln", Bedrooms: 1, SalePrice: 300_000 });
      await updateListing({ db: handle.db, workspace, input: { SerialNumber: bot, Key: cheapened, KeyType: "PlatformId", SalePrice: 495_000 } as never });

      const firstLook = minutes(new Date(), 20);
      expect(await queueDueAlerts({ db: handle.db, now: firstLook })).toBe(1);
      const news = (await mailsTo("ana@example.com")).filter((mail) => mail.kind === "alert");
      expect(news).toHaveLength(1);
      expect(news[0]!.body).toContain("4 New Ln");
      expect(news[0]!.body).toContain("2 Price Rd");
      expect(news[0]!.body).toMatch(/2 Price Rd[^\n]*price reduced/);
      expect(news[0]!.body).toMatch(/4 New Ln[^\n]*\(new\)/);
      for (const other of ["1 Old Rd", "3 Early Rd", "5 Dear Ln", "6 Small Ln"]) expect(news[0]!.body).not.toContain(other);
      expect(news[0]!.body).toContain(`https://homes.example/alerts/unsubscribe?token=${token}`);
      expect(news[0]!.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
      expect(Number(fresh)).toBeGreaterThan(0);

      // Another match the same day waits for the next day's mail, which does not repeat the first.
      // It is listed an hour after the first look (the test moves the clock, so its creation time is set to match).
      const later = await home({ Address: "7 Later Ln", SalePrice: 470_000 });
      await handle.db
        .update(listings)
        .set({ createdAt: minutes(firstLook, 60) })
        .where(eq(listings.id, Number(later)));
      expect(await queueDueAlerts({ db: handle.db, now: minutes(firstLook, 60) })).toBe(0);
      expect(await queueDueAlerts({ db: handle.db, now: minutes(firstLook, 24 * 60 + 1) })).toBe(1);
      const second = (await mailsTo("ana@example.com")).filter((mail) => mail.kind === "alert").at(-1)!;
      expect(second.body).toContain("7 Later Ln");
      expect(second.body).not.toContain("4 New Ln");

      // A sale falls through: "4 New Ln" goes Pending and comes back Active. Mailed once more (already
      // mailed at this price, but back on the market is news), marked so; a status change that is no
      // return ("7 Later Ln" Active to ComingSoon) is not.
      const setStatus = (Key: string, Status: string) =>
        updateListing({ db: handle.db, workspace, input: { SerialNumber: bot, Key, KeyType: "PlatformId", Status } as never });
      await setStatus(fresh, "Pending");
      await setStatus(fresh, "Active");
      await setStatus(later, "ComingSoon");
      const backAt = async (id: string) =>
        rowsOf<{ back_on_market_at: string | Date | null }>(await handle.db.execute(sql`select back_on_market_at from listings where id = ${Number(id)}`))[0]!
          .back_on_market_at;
      expect(await backAt(fresh)).not.toBeNull();
      expect(await backAt(later)).toBeNull();
      // Moved to the test's clock, as creation times are above.
      await handle.db.execute(
        sql`update listings set back_on_market_at = ${minutes(firstLook, 25 * 60).toISOString()}::timestamptz where id = ${Number(fresh)}`,
      );
      expect(await queueDueAlerts({ db: handle.db, now: minutes(firstLook, 2 * 24 * 60 + 2) })).toBe(1);
      const third = (await mailsTo("ana@example.com")).filter((mail) => mail.kind === "alert").at(-1)!;
      expect(third.body).toMatch(/4 New Ln[^\n]*\(back on the market\)/);
      expect(third.body).not.toContain("7 Later Ln");

      // Unsubscribed: no mail again, whatever arrives.
      expect(await unsubscribeAlert(handle.db, token)).toMatchObject({ status: "unsubscribed" });
      await home({ Address: "8 After Ln", SalePrice: 460_000 });
      expect(await queueDueAlerts({ db: handle.db, now: minutes(firstLook, 4 * 24 * 60) })).toBe(0);
      expect((await mailsTo("ana@example.com")).filter((mail) => mail.kind === "alert")).toHaveLength(3);
      expect(await alertByToken(handle.db, "not-a-token")).toBeNull();
    });

    it("reads the request in Spanish and French, asks what to watch for when nothing was searched, and keeps one alert per address and search", async () => {
      const es = await converse(["pisos en Austin de 3 habitaciones", "avísame si sale algo así, mi correo es lucia@example.es"]);
      expect(es.replies[1]).toContain("lucia@example.es");
      expect(es.replies[1]).toMatch(/confirmaci[oó]n/);
      const [spanish] = await alertsOf("lucia@example.es");
      expect(spanish).toMatchObject({ language: "es", status: "pending" });
      expect((await mailsTo("lucia@example.es"))[0]!.subject).toMatch(/Confirma tu alerta/);

      const fr = await converse(["maisons à Austin", "prévenez-moi dès qu'un bien comme ça arrive : jean@example.fr"]);
      expect(fr.replies[1]).toContain("jean@example.fr");
      expect((await alertsOf("jean@example.fr"))[0]).toMatchObject({ language: "fr" });

      const blank = await converse(["notify me by email please"]);
      expect(blank.replies[0]).toMatch(/watch for/i);
      // A question that only says "let me know" is no alert.
      const question = await converse(["let me know if the house on Old Rd has a garage"]);
      expect(question.replies[0]).not.toMatch(/e-mail address/i);

      // The same search for the same address again: one alert, one more confirmation (a new link).
      await converse(["pisos en Austin de 3 habitaciones", "avísame si sale algo así, mi correo es lucia@example.es"]);
      expect(await alertsOf("lucia@example.es")).toHaveLength(1);
      expect(await mailsTo("lucia@example.es")).toHaveLength(2);
    });

    it("refuses an address that is not one, and limits the alerts of one conversation", async () => {
      const bad = await converse(["houses in Austin", "alert me at not-an-address@", "email me when something new comes up: x@@y"]);
      expect(await handle.db.select().from(searchAlerts).where(eq(searchAlerts.sessionId, bad.sessionId))).toHaveLength(0);
      const many = await converse([
        "houses in Austin under 400k",
        "set up an alert for me: many@example.com",
        "houses in Austin under 500k",
        "set up an alert for me: many@example.com",
        "houses in Austin under 600k",
        "set up an alert for me: many@example.com",
        "houses in Austin under 700k",
        "set up an alert for me: many@example.com",
      ]);
      expect(await alertsOf("many@example.com")).toHaveLength(3);
      expect(many.replies.at(-1)).toMatch(/can't save more/i);
    });
  });
}
