import { rmSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import { chatbots, leads, outbox } from "@/db/schema";
import { showingRequests, webhookDeliveries } from "@/db/schema-integrations";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { sessionMessages } from "@/lib/chat/conversations";
import { createSession } from "@/lib/chat/sessions";
import { createChatbot } from "@/lib/chatbots/service";
import { createListing } from "@/lib/listings/service";
import { showingRespond } from "@/lib/showings/respond";
import { webhookCreate } from "@/lib/webhooks/service";
import { migratedDataDir } from "@/tests/setup/databases";

// Issue 42: a visitor asks to see a home, in English, Spanish or French. The concierge confirms the
// home and the times it read (in the chatbot's time zone), asks for a way to reach them once, then
// records the request: the owner's mail with an invitation, the showing.requested event, the
// inbox. The owner confirms a time; the visitor gets a mail with an invitation of their own.

const HOME = {
  SaleType: "for_sale",
  Status: "Active",
  CurrencySymbol: "$",
  PropertyType: "House",
  Bedrooms: 3,
  Bathrooms: 2,
  YearBuilt: 1990,
  DaysOnMarket: 4,
  LotArea: 5000,
  BuildingArea: 1700,
  AreaUnit: "Square Feet",
  ParkingSpots: 2,
  City: "Austin",
  State: "TX",
  ZIP: "78704",
  SalePrice: 465_000,
  Description: "Bungalow with a deep porch and a big oak in the yard. Water and trash are included in the rent.",
} as const;

/** The DTSTART of an invitation, as the wall clock in Chicago shows it. */
function invitationStart(ical: string) {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ical)).getFirstSubcomponent("vevent")!);
  const start = event.startDate.toJSDate();
  return {
    uid: event.uid,
    sequence: event.sequence,
    location: event.location,
    method: new ICAL.Component(ICAL.parse(ical)).getFirstPropertyValue("method"),
    chicago: new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", hourCycle: "h23", dateStyle: "short", timeStyle: "short" }).format(start),
  };
}

describe("showing requests through the concierge", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let workspace: WorkspaceRef;
  let bot: string;

  beforeAll(async () => {
    dataDir = await migratedDataDir("showings");
    handle = await openDatabase({ dataDir, poolMax: 1 });
    workspace = { id: (await createWorkspace({ db: handle.db, name: "Showings" })).workspaceId, name: "Showings" };
    bot = await createChatbot({ db: handle.db, workspace, input: { Name: "Oak Realty", timeZone: "America/Chicago" } });
    await handle.db.update(chatbots).set({ TalkToHumanEmail: "agent@oak.test" }).where(eq(chatbots.id, bot));
    const add = (home: Record<string, unknown>) => createListing({ db: handle.db, workspace, input: { SerialNumber: bot, ...HOME, ...home } as never });
    await add({ MLSNumber: "OAK-1", Url: "https://oak.test/1", Address: "1204 Alameda Dr" });
    await add({ MLSNumber: "OAK-2", Url: "https://oak.test/2", Address: "77 Bouldin Ave", SalePrice: 610_000, Bedrooms: 4 });
    await add({ Status: "Sold", MLSNumber: "OAK-3", Url: "https://oak.test/3", Address: "9 Elmira St" });
    await add({ Status: "Pending", MLSNumber: "OAK-4", Url: "https://oak.test/4", Address: "31 Pecan Grove" });
    await add({ Status: "ComingSoon", MLSNumber: "OAK-5", Url: "https://oak.test/5", Address: "5 Bluebonnet Way" });
    // The API's own statuses only: before its listing date, and under contract by the owner's words.
    await add({
      Status: "PreOnMarket",
      MLSNumber: "OAK-6",
      Url: "https://oak.test/6",
      Address: "77 Live Oak Dr",
      ExtensionColumn: [
        { Key: "Listing goes live", value: "Thursday 10 December 2026; no showings before then" },
        { Key: "Roof", value: "2019" },
      ],
    });
    await add({
      Status: "Active",
      MLSNumber: "OAK-7",
      Url: "https://oak.test/7",
      Address: "8 Cedar Bend",
      ExtensionColumn: [{ Key: "Estado de la operación", value: "Reservada: seña recibida el 28 de noviembre" }],
    });
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    vi.stubEnv("MAIL_SCHEDULER", "0");
    vi.stubEnv("DATA_DIR", dataDir);
    // Monday 30 November 2026, 9:00 in Chicago.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-30T15:00:00Z") });
    return () => {
      vi.useRealTimers();
      vi.unstubAllEnvs();
    };
  });

  async function conversation() {
    const { SessionID } = await createSession({ db: handle.db, workspace, serialNumber: bot });
    const ask = async (content: string) =>
      (
        (await clientAsk({
          db: handle.db,
          workspace,
          input: { sessionID: SessionID, content, chatAskType: "Text", stream: false, listingCards: false },
          request: new Request("http://localhost/chat/Chat/ClientAsk"),
        })) as { content: string }
      ).content;
    return { SessionID, ask };
  }

  const showingsOf = (sessionId: number) => handle.db.select().from(showingRequests).where(eq(showingRequests.sessionId, sessionId));

  it("books no visit of a home that has sold, in any language, even with a contact given, and says why", async () => {
    for (const [message, said] of [
      ["can I see 9 Elmira St on saturday? ana@example.com", /9 Elmira St, Austin has been sold, so it can't be visited/],
      ["¿puedo visitar 9 Elmira St el sábado? mi correo es ana@example.com", /9 Elmira St, Austin ya se ha vendido, así que no se puede visitar/],
      ["je peux visiter 9 Elmira St samedi ? ana@example.com", /9 Elmira St, Austin a été vendu, il ne peut donc pas être visité/],
    ] as const) {
      const { SessionID, ask } = await conversation();
      expect(await ask(message)).toMatch(said);
      expect(await showingsOf(SessionID)).toEqual([]);
    }
  });

  const leadsOf = (sessionId: number) => handle.db.select().from(leads).where(eq(leads.sessionId, sessionId));

  it("keeps the contact left with a request to see a sold home as a lead, and books no visit of a home under contract", async () => {
    const sold = await conversation();
    expect(await sold.ask("can I tour 9 Elmira St sunday? my number is (512) 555-0172, Tom")).toMatch(/has been sold.*passed your details on/su);
    expect(await showingsOf(sold.SessionID)).toEqual([]);
    expect((await leadsOf(sold.SessionID)).map((lead) => lead.phone)).toEqual(["(512) 555-0172"]);
    for (const [message, said] of [
      ["can we see 31 Pecan Grove saturday at 10? tom@example.com", /31 Pecan Grove, Austin is under contract \(sale pending\).*backup offers/su],
      ["¿podemos ver 31 Pecan Grove el sábado a las 10? tom@example.com", /31 Pecan Grove, Austin tiene una oferta aceptada/u],
      ["on peut visiter 31 Pecan Grove samedi à 10h ? tom@example.com", /31 Pecan Grove, Austin est sous promesse de vente/u],
    ] as const) {
      const { SessionID, ask } = await conversation();
      expect(await ask(message)).toMatch(said);
      expect(await showingsOf(SessionID)).toEqual([]);
      expect((await leadsOf(SessionID)).map((lead) => lead.email)).toEqual(["tom@example.com"]);
    }
  });

  it("books no visit of a home not yet on the market, and says so in the visitor's language", async () => {
    for (const [message, said] of [
      ["when can i see 5 Bluebonnet Way? saturday at 10?", /5 Bluebonnet Way, Austin is coming soon and not open for visits yet/u],
      ["¿puedo ver 5 Bluebonnet Way el sábado a las 10?", /5 Bluebonnet Way, Austin saldrá pronto al mercado y todavía no se puede visitar/u],
      ["je peux visiter 5 Bluebonnet Way samedi à 10h ?", /5 Bluebonnet Way, Austin arrive bientôt sur le marché et ne se visite pas encore/u],
    ] as const) {
      const { SessionID, ask } = await conversation();
      expect(await ask(message)).toMatch(said);
      expect(await showingsOf(SessionID)).toEqual([]);
    }
  });

  it("books no visit of a home before its listing date, or under contract by the owner's own words, and quotes what the owner says", async () => {
    const early = await conversation();
    const said = await early.ask("can I see 77 Live Oak Dr this saturday?");
    expect(said).toMatch(/77 Live Oak Dr, Austin is coming soon and not open for visits yet/u);
    expect(said).toMatch(/Listing goes live: Thursday 10 December 2026; no showings before then\. Would you like/u);
    expect(said).not.toMatch(/Roof/u);
    expect(await showingsOf(early.SessionID)).toEqual([]);
    // A question of the home after it is about the home, not a yes to the homes offered.
    expect(await early.ask("ok. how old is the roof on it?")).toMatch(/77 Live Oak Dr, Austin.*Roof: 2019/su);
    const held = await conversation();
    expect(await held.ask("¿puedo ver 8 Cedar Bend el sábado?")).toMatch(/8 Cedar Bend, Austin tiene una oferta aceptada.*Reservada: seña recibida/su);
    expect(await showingsOf(held.SessionID)).toEqual([]);
    expect(await held.ask("is it still available?")).toMatch(/8 Cedar Bend, Austin has a sale pending.*Reservada/su);
  });

  it("a contact given in two messages is one lead with both, and the request joins it", async () => {
    const { SessionID, ask } = await conversation();
    await ask("can I see 1204 Alameda Dr on saturday at 10am?");
    await ask("I'm Marcus, email marcus@example.com");
    await ask("and cell 512-555-0186 if easier");
    const rows = await leadsOf(SessionID);
    expect(rows.map(({ name, email, phone }) => ({ name, email, phone }))).toEqual([{ name: "Marcus", email: "marcus@example.com", phone: "512-555-0186" }]);
    expect((await showingsOf(SessionID)).map((showing) => showing.leadId)).toEqual([rows[0]!.id]);
    // Another address than the lead's is another person's lead, and their visit joins it.
    const other = await conversation();
    await other.ask("I'm Ana, ana@example.com");
    await other.ask("my colleague would like to see 1204 Alameda Dr saturday at 10am, bo@example.com");
    const both = await leadsOf(other.SessionID);
    expect(both.map((lead) => lead.email).sort()).toEqual(["ana@example.com", "bo@example.com"]);
    const [visit] = await showingsOf(other.SessionID);
    expect(visit!.leadId).toBe(both.find((lead) => lead.email === "bo@example.com")!.id);
  });

  it("answers the questions asked beside a visit of the same home, and sends the visit", async () => {
    for (const [message, said] of [
      [
        "is 1204 Alameda Dr still available? how many bedrooms? can I walk it saturday between 2 and 4pm? 512-555-0148",
        /1204 Alameda Dr, Austin has 3 bedrooms[\s\S]*Done: I've sent your request/u,
      ],
      [
        "1204 Alameda Dr : c'est possible samedi à 10h ? Et c'est combien ? Rappelez-moi au 512-555-0128",
        /1204 Alameda Dr, Austin : proposé à[\s\S]*C'est fait/u,
      ],
    ] as const) {
      const { SessionID, ask } = await conversation();
      expect(await ask(message)).toMatch(said);
      expect((await showingsOf(SessionID)).map((showing) => showing.listingMls)).toEqual(["OAK-1"]);
    }
    // A question in a sentence of its own, or after a story's comma, beside the visit: answered, from the description too.
    for (const [message, said] of [
      [
        "Quiero ver la 1204 Alameda Dr este sábado a las 10. Tiene porche verdad? Ramón ramon@example.com",
        /^Sí, 1204 Alameda Dr, Austin tiene porche[\s\S]*Listo/u,
      ],
      [
        "My daughter starts at UT this fall, we saw 1204 Alameda Dr, is water included? Could we see it saturday at 10am? linda@example.com",
        /^Yes, the listing says: “Water and trash are included in the rent”[\s\S]*Done: I've sent your request/u,
      ],
    ] as const) {
      const { SessionID, ask } = await conversation();
      expect(await ask(message)).toMatch(said);
      expect((await showingsOf(SessionID)).map((showing) => showing.listingMls)).toEqual(["OAK-1"]);
    }
    // A name given alone while the visit waits: thanked, in the conversation's language, and kept for the lead.
    const named = await conversation();
    await named.ask("Bonjour, on peut visiter 1204 Alameda Dr samedi à 10h ?");
    expect(await named.ask("Karine Lavoie")).toMatch(/^Merci, Karine Lavoie ! Pour confirmer la visite de 1204 Alameda Dr/u);
    expect(await named.ask("819-555-0154")).toMatch(/^C'est fait/u);
    expect((await leadsOf(named.SessionID)).map(({ name, phone }) => ({ name, phone }))).toEqual([{ name: "Karine Lavoie", phone: "819-555-0154" }]);
    // The contact and "still available?" are no questions of their own: the visit's answer says it.
    const { ask } = await conversation();
    const reply = await ask("is 1204 Alameda Dr still available? can I see it saturday at 10am? my email is ana@example.com");
    expect(reply).toMatch(/^Done: I've sent your request/u);
    expect(reply).not.toMatch(/doesn't say/u);
  });

  it("keeps a phone number left with a request for alerts as a lead, and reads none of its digits as a price", async () => {
    const { SessionID, ask } = await conversation();
    const reply = await ask("buscamos rentar una casa de 3 recámaras en austin, hasta 4 mil al mes. avísenme cuando salga algo, soy Carmen 512-555-0108");
    expect(reply).toMatch(/^¡Gracias, Carmen!/u);
    expect(reply).not.toMatch(/512 \$/u);
    expect((await leadsOf(SessionID)).map(({ name, phone }) => ({ name, phone }))).toEqual([{ name: "Carmen", phone: "512-555-0108" }]);
  });

  it("takes times said right after one home was shown as a visit of it", async () => {
    const { SessionID, ask } = await conversation();
    expect(await ask("tell me about 77 Bouldin Ave")).toContain("77 Bouldin Ave");
    expect(await ask("vendredi en après-midi ou samedi en avant-midi ça serait parfait")).toMatch(
      /vendredi 4 décembre, 12:00 – 17:00 ou samedi 5 décembre, 9:00 – 12:00/u,
    );
    expect(await ask("anne@example.com")).toMatch(/C'est fait/u);
    expect((await showingsOf(SessionID)).map((showing) => showing.listingMls)).toEqual(["OAK-2"]);
  });

  it("English: confirms the home and times, asks for a contact once, then sends it to the agent with an invitation", async () => {
    const hook = await webhookCreate({
      db: handle.db,
      workspace,
      input: { SerialNumber: bot, Url: "https://hooks.example.com/oak", Events: ["showing.requested"] },
    });
    const { SessionID, ask } = await conversation();
    const first = await ask("can I see 1204 Alameda Dr saturday afternoon?");
    expect(first).toContain("1204 Alameda Dr");
    expect(first).toContain("Saturday, December 5, 12:00 PM – 5:00 PM");
    expect(first).toMatch(/phone number or e-mail/);
    expect(await showingsOf(SessionID)).toEqual([]);

    const second = await ask("I'm Ana Ruiz, ana.ruiz@example.com");
    expect(second).toMatch(/^Done: I've sent your request to visit 1204 Alameda Dr, Austin on Saturday, December 5, 12:00 PM – 5:00 PM/);
    expect(second).toContain("ana.ruiz@example.com");
    const [showing] = await showingsOf(SessionID);
    expect(showing).toMatchObject({ status: "requested", listingMls: "OAK-1", listingAddress: "1204 Alameda Dr, Austin", language: "en" });
    expect(showing!.proposed).toEqual([{ start: "2026-12-05T18:00:00.000Z", end: "2026-12-05T23:00:00.000Z", timed: true }]);
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, showing!.leadId));
    expect(lead).toMatchObject({ name: "Ana Ruiz", email: "ana.ruiz@example.com", type: "Lead" });

    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "showing"), eq(outbox.replyTo, "ana.ruiz@example.com")));
    expect(mail).toMatchObject({ to: "agent@oak.test", replyTo: "ana.ruiz@example.com" });
    expect(mail!.subject).toBe("Oak Realty: showing request for 1204 Alameda Dr, Austin (Saturday, December 5, 12:00 PM – 5:00 PM)");
    expect(invitationStart(mail!.ical!)).toMatchObject({ method: "REQUEST", location: "1204 Alameda Dr, Austin", chicago: "2026-12-05, 12:00", sequence: 0 });

    const [event] = await handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.ID));
    expect(JSON.parse(event!.payload)).toMatchObject({
      type: "showing.requested",
      data: { lead: { Email: "ana.ruiz@example.com" }, showing: { ShowingID: showing!.id, Listing: { MLSNumber: "OAK-1" }, Status: "requested" } },
    });

    // The owner confirms Saturday at 2 pm; Ana is mailed with her own invitation, same UID, next SEQUENCE.
    const confirmed = await showingRespond({
      db: handle.db,
      workspace,
      input: { ShowingID: showing!.id, Action: "confirm", Start: "2026-12-05T14:00:00-06:00", End: "2026-12-05T14:45:00-06:00", Note: "Meet at the porch" },
    });
    expect(confirmed).toMatchObject({ Status: "confirmed", ScheduledStart: "2026-12-05T20:00:00.000Z", VisitorMailed: true });
    const [answer] = await handle.db.select().from(outbox).where(eq(outbox.kind, "showing-answer"));
    expect(answer).toMatchObject({ to: "ana.ruiz@example.com", replyTo: "agent@oak.test", subject: "Your visit is confirmed: 1204 Alameda Dr, Austin" });
    expect(answer!.body).toContain("confirmed for Saturday, December 5, 2:00 PM – 2:45 PM (America/Chicago)");
    expect(answer!.body).toContain("Meet at the porch");
    const visitorInvite = invitationStart(answer!.ical!);
    expect(visitorInvite).toMatchObject({ chicago: "2026-12-05, 14:00", sequence: 1, uid: invitationStart(mail!.ical!).uid });
    const [lead2] = await handle.db.select().from(leads).where(eq(leads.id, showing!.leadId));
    expect(lead2!.status).toBe("contacted");
  });

  it("Spanish: a visit asked with the contact in one message is sent at once, and the visitor's mail is in Spanish", async () => {
    const { SessionID, ask } = await conversation();
    await ask("hola, busco casas en Austin con 4 habitaciones");
    const reply = await ask("me gustaría visitarla el viernes de 10 a 12, soy Luis, mi teléfono es 512-555-0199");
    expect(reply).toMatch(/^Listo: he enviado al agente tu solicitud para visitar 77 Bouldin Ave, Austin el viernes, 4 de diciembre, 10:00 – 12:00/);
    const [showing] = await showingsOf(SessionID);
    expect(showing).toMatchObject({ listingMls: "OAK-2", language: "es" });
    const proposed = await showingRespond({
      db: handle.db,
      workspace,
      input: { ShowingID: showing!.id, Action: "propose", Start: "2026-12-04T13:00:00-06:00", End: "2026-12-04T14:00:00-06:00" },
    });
    // Luis left a phone, no e-mail: the agent is told to call.
    expect(proposed).toMatchObject({ Status: "proposed", VisitorMailed: false });
  });

  it("French: a time with no day asks which day; the day given next completes the request", async () => {
    const { SessionID, ask } = await conversation();
    await ask("Je m'appelle Claire, claire@example.fr, je cherche une maison à Austin");
    const asked = await ask("je voudrais visiter le 1204 Alameda Dr à 15h");
    expect(asked).toMatch(/^Quel jour vous conviendrait pour visiter 1204 Alameda Dr, Austin \?$/);
    expect(await showingsOf(SessionID)).toEqual([]);
    const done = await ask("mercredi");
    expect(done).toMatch(/^C'est fait : j'ai transmis à l'agent votre demande de visite de 1204 Alameda Dr, Austin le mercredi 2 décembre, 15:00 – 16:00/);
    const [showing] = await showingsOf(SessionID);
    expect(showing).toMatchObject({ language: "fr", listingMls: "OAK-1" });
    const declined = await showingRespond({ db: handle.db, workspace, input: { ShowingID: showing!.id, Action: "decline", Note: "Déjà vendue" } });
    expect(declined.VisitorMailed).toBe(true);
    const mails = await handle.db.select().from(outbox).where(eq(outbox.to, "claire@example.fr"));
    expect(mails.at(-1)!.subject).toBe("À propos de votre visite : 1204 Alameda Dr, Austin");
    expect(mails.at(-1)!.body).toContain("L'agent ne peut pas vous faire visiter 1204 Alameda Dr, Austin aux horaires indiqués.");
    expect(mails.at(-1)!.body).toContain("Note de l'agent : Déjà vendue");
    expect(mails.at(-1)!.ical).toBeNull();
  });

  it("a visitor who moves the visit sent ('actually make it sunday, same time') changes that request, and the agent's invitation follows", async () => {
    const { SessionID, ask } = await conversation();
    await ask("can I see 77 Bouldin Ave friday at 10am? I'm Dan, dan@example.com");
    const [sent] = await showingsOf(SessionID);
    expect(sent!.proposed).toEqual([{ start: "2026-12-04T16:00:00.000Z", end: "2026-12-04T17:00:00.000Z", timed: true }]);
    // Another conversation's visitor cannot move it: nothing of theirs was sent.
    const stranger = await conversation();
    expect(await stranger.ask("actually make it sunday, same time")).not.toMatch(/told the agent/);

    const moved = await ask("actually make it sunday, same time");
    expect(moved).toBe(
      "Done: I've told the agent you'd rather visit 77 Bouldin Ave, Austin on Sunday, December 6, 10:00 AM – 11:00 AM; they will confirm the new time with you at dan@example.com.",
    );
    const requests = await showingsOf(SessionID);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ id: sent!.id, status: "requested", sequence: 1 });
    expect(requests[0]!.proposed).toEqual([{ start: "2026-12-06T16:00:00.000Z", end: "2026-12-06T17:00:00.000Z", timed: true }]);
    // Mails of this request only (the file's other tests share the database).
    const ofThis = async (kind: string) =>
      (await handle.db.select().from(outbox).where(eq(outbox.kind, kind))).filter((mail) => mail.replyTo === "dan@example.com");
    const [update, ...more] = await ofThis("showing-update");
    expect(more).toEqual([]);
    expect(update!.subject).toMatch(/^Changed: Oak Realty: showing request for 77 Bouldin Ave, Austin \(Sunday, December 6, 10:00 AM – 11:00 AM\)$/);
    const invite = invitationStart(update!.ical!);
    const [original] = await ofThis("showing");
    expect(invite).toMatchObject({ method: "REQUEST", chicago: "2026-12-06, 10:00", sequence: 1, uid: invitationStart(original!.ical!).uid });

    // Spanish: "mejor el lunes a la misma hora".
    const es = await conversation();
    await es.ask("quiero ver 1204 Alameda Dr el jueves a las 5 de la tarde, soy Marta, 512-555-0111");
    expect(await es.ask("perdón, mejor el viernes a la misma hora")).toMatch(
      /^Listo: he avisado al agente de que prefieres visitar 1204 Alameda Dr, Austin el viernes, 4 de diciembre, 17:00 – 18:00/,
    );
  });

  it("two questions of different kinds in one message are both answered, each as if asked alone", async () => {
    const { ask } = await conversation();
    const reply = await ask("is the house on Bouldin Ave still available? and do you have any houses with 3 bedrooms?");
    const [status, search] = reply.split("\n\n");
    expect(status).toMatch(/^77 Bouldin Ave, Austin is available/);
    expect(search).toMatch(/1204 Alameda Dr/);
    // One question that merely ends in "?" stays one answer.
    expect(await ask("is 1204 Alameda Dr still available?")).not.toContain("\n\n");
  });

  it("a search that finds nothing names the few homes a wider price finds, and 'the first one' is the first named", async () => {
    const { ask } = await conversation();
    const reply = await ask("4 bedroom houses in Austin under 600k");
    expect(reply).toMatch(/^I couldn't find any houses for sale in Austin with 4 bedrooms up to 600,000\. .* there is 1:\n1\. 77 Bouldin Ave, Austin/);
    expect(reply).not.toContain("Would you like to see it?");
    expect(await ask("is the first one still available?")).toMatch(/^77 Bouldin Ave, Austin is available/);
  });

  it("keeps the conversation's language for a message that is only a name and a contact", async () => {
    const { ask } = await conversation();
    await ask("je voudrais visiter la maison du 1204 Alameda Dr samedi matin");
    expect(await ask("Thomas Peeters, thomas@example.be")).toMatch(/^C'est fait : j'ai transmis à l'agent votre demande de visite de 1204 Alameda Dr/);
  });

  it("offers the agent's booking page instead when one is set", async () => {
    await handle.db.update(chatbots).set({ BookingUrl: "https://cal.com/oak/showing" }).where(eq(chatbots.id, bot));
    try {
      const { SessionID, ask } = await conversation();
      const reply = await ask("Can I tour 77 Bouldin Ave on Sunday?");
      expect(reply).toBe("You can book your visit to 77 Bouldin Ave, Austin directly here, at a time that suits you: https://cal.com/oak/showing");
      expect(await showingsOf(SessionID)).toEqual([]);
    } finally {
      await handle.db.update(chatbots).set({ BookingUrl: "" }).where(eq(chatbots.id, bot));
    }
  });

  it("qualifies a lead as conversation: one question per reply, answers typed on the lead, and the score its rules give", async () => {
    const { SessionID, ask } = await conversation();
    await ask("3 bed houses in Austin under 500k?");
    const questions = (reply: string) => (reply.match(/\?/g) ?? []).length;
    const afterContact = await ask("I'm Sam Lee, sam.lee@example.com");
    expect(afterContact).toMatch(/when are you hoping to move\?$/);
    expect(questions(afterContact)).toBe(1);
    const afterTimeline = await ask("within 2 months, our lease ends");
    expect(afterTimeline).toBe("Thanks, I've noted that for the agent. Are you pre-approved for a mortgage, paying cash, or not yet?");
    const afterFinancing = await ask("yes we are");
    expect(afterFinancing).toBe("Thanks, I've noted that for the agent. Do you need to sell a home before you buy?");
    const last = await ask("no, first-time buyers");
    expect(last).toBe("Thanks, I've noted that for the agent.");
    const [lead] = await handle.db.select().from(leads).where(eq(leads.sessionId, SessionID));
    expect(lead!.qualification).toEqual({
      Intent: "buy",
      BudgetMax: 500_000,
      Area: "Austin",
      Bedrooms: 3,
      Timeline: "within 2 months",
      TimelineMonths: 2,
      Financing: "pre-approved",
      MustSellFirst: false,
    });
    expect(lead!.score).toBe("hot");
    expect(lead!.listingsViewed!.length).toBeGreaterThan(0);
  });

  it("plans told before any contact are kept with the conversation, said so in the visitor's language, and start the lead left later", async () => {
    const en = await conversation();
    await en.ask("3 bed houses in Austin under 500k?");
    // Nothing failed: no contact yet, so the plans stay with the conversation.
    expect(await en.ask("we need to move within 6 weeks and we'll need a mortgage")).toBe("Thanks, I'll keep that in mind for your search.");
    expect(await handle.db.select().from(leads).where(eq(leads.sessionId, en.SessionID))).toEqual([]);
    // A common word after a preposition is no area: Austin stays.
    await en.ask("we're not sure about the school district, is that a problem");
    const transcript = await sessionMessages({ db: handle.db, workspace, input: { serialNumber: bot, sessionID: en.SessionID } });
    expect(transcript.Qualification).toMatchObject({
      Intent: "buy",
      Area: "Austin",
      Bedrooms: 3,
      BudgetMax: 500_000,
      TimelineMonths: 1.5,
      Financing: "needs-mortgage",
    });
    await en.ask("I'm Kim, kim@example.com");
    const [kim] = await handle.db.select().from(leads).where(eq(leads.sessionId, en.SessionID));
    expect(kim!.qualification).toMatchObject({ Intent: "buy", Area: "Austin", TimelineMonths: 1.5, Financing: "needs-mortgage" });
    // Once reachable, a search that tells more brings the lead up to date.
    await en.ask("actually we just got pre-approved, 3 bed houses in Austin under 450k");
    const [later] = await handle.db.select().from(leads).where(eq(leads.sessionId, en.SessionID));
    expect(later!.qualification).toMatchObject({ Financing: "pre-approved", BudgetMax: 450_000 });

    const fr = await conversation();
    await fr.ask("on cherche une maison à acheter à Austin");
    expect(await fr.ask("on aura besoin d'un prêt hypothécaire")).toBe("Merci, j'en tiens compte pour votre recherche.");
    const es = await conversation();
    await es.ask("busco casa para comprar en Austin");
    expect(await es.ask("tenemos que vender nuestra casa primero")).toBe("Gracias, lo tengo en cuenta para tu búsqueda.");
    const spanish = await sessionMessages({ db: handle.db, workspace, input: { serialNumber: bot, sessionID: es.SessionID } });
    expect(spanish.Qualification).toMatchObject({ Intent: "buy", Area: "Austin", MustSellFirst: true });
  });

  it("Spanish and French: the questions in the visitor's language, and plans said unasked are taken", async () => {
    const es = await conversation();
    await es.ask("busco casa en Austin para comprar");
    expect(await es.ask("soy Marta, marta@example.es")).toMatch(/¿para cuándo te gustaría mudarte\?$/);
    expect(await es.ask("lo antes posible, y pagaríamos al contado")).toBe("Gracias, se lo anoto al agente. ¿Necesitas vender una vivienda antes de comprar?");
    const [marta] = await handle.db.select().from(leads).where(eq(leads.sessionId, es.SessionID));
    expect(marta!.qualification).toMatchObject({ Intent: "buy", Area: "Austin", TimelineMonths: 0, Financing: "cash" });
    expect(marta!.score).toBe("hot");

    const fr = await conversation();
    await fr.ask("je cherche à acheter une maison à Austin");
    expect(await fr.ask("Je m'appelle Léa, lea@example.fr")).toMatch(/pour quand envisagez-vous de déménager \?$/);
    expect(await fr.ask("pas avant l'année prochaine")).toMatch(/^Merci, je le note pour l'agent\. Avez-vous déjà un accord de principe/);
    expect(await fr.ask("pas encore")).toBe("Merci, je le note pour l'agent. Devez-vous vendre un bien avant d'acheter ?");
    const [lea] = await handle.db.select().from(leads).where(eq(leads.sessionId, fr.SessionID));
    expect(lea!.qualification).toMatchObject({ TimelineMonths: 12, Financing: "not-yet" });
    expect(lea!.score).toBe("cold");
  });
});
