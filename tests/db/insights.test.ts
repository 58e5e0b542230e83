import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "@/db/client";
import { chatbots, chatMessages, chatSessions, leads, listings, monthlyUsage } from "@/db/schema";
import { createWorkspace } from "@/lib/auth/workspaces";
import { saveAnswer } from "@/lib/chat/answers";
import { createChatbot } from "@/lib/chatbots/service";
import { demoListings } from "@/lib/demo/listings";
import { type AnswerTrace, questionFacts } from "@/lib/insights/facts";
import { chatbotInsightsInput } from "@/lib/insights/schema";
import { chatbotInsights } from "@/lib/insights/service";
import { workspaceInsights } from "@/lib/insights/workspace";
import { ownDatabase } from "../setup/databases";

// Insights over a real database, both engines: questions stored and answered through the same
// saveAnswer the asks use (the rollups are the triggers' work), read back through the service,
// against figures worked out by hand, in America/New_York across midnight and both DST changes.

const engines = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : [])] as const;

type Outcome = { ms: number; noAnswer?: boolean; interrupted?: boolean };

describe.each(engines)("insights on %s", (engine) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let db: Database;
  const workspace = { id: "", name: "Insights" };

  beforeAll(async () => {
    const database = await ownDatabase(engine, "insights");
    drop = database.drop;
    handle = await database.open();
    db = handle.db;
    workspace.id = (await createWorkspace({ db, name: workspace.name })).workspaceId;
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  async function newBot(timeZone = "America/New_York") {
    const id = await createChatbot({ db, workspace, input: { Name: `Bot ${timeZone}` } });
    await db.update(chatbots).set({ TimeZone: timeZone }).where(eq(chatbots.id, id));
    return id;
  }

  async function newSession(chatbotId: string) {
    const [row] = await db.insert(chatSessions).values({ chatbotId }).returning({ id: chatSessions.id });
    return row!.id;
  }

  /** A question asked at `at`, then answered through saveAnswer as an ask saves it. */
  async function ask(chatbotId: string, sessionId: number, content: string, at: string, outcome: Outcome, trace?: AnswerTrace) {
    const [question] = await db
      .insert(chatMessages)
      .values({ chatbotId, sessionId, role: "question", content, createdAt: new Date(at) })
      .returning({ id: chatMessages.id });
    const noAnswer = outcome.noAnswer ?? false;
    const interrupted = outcome.interrupted ?? false;
    const facts = interrupted ? null : questionFacts(content, trace ?? { toolCalls: [], toolOutputs: [], metadata: undefined });
    await saveAnswer(
      db,
      { sessionId, chatbotId, content: "…", totalTokens: 1, noAnswer, interrupted, model: "1" },
      { id: question!.id, answerMs: outcome.ms, facts },
    );
    return question!.id;
  }

  const insights = (chatbotId: string, range: Record<string, string>) =>
    chatbotInsights({ db, workspace, input: chatbotInsightsInput.parse({ SerialNumber: chatbotId, ...range }) });

  /** The questions of the spring-forward test, in New York: see each line's local time. */
  async function springForward(bot: string) {
    const [s1, s2, s3] = [await newSession(bot), await newSession(bot), await newSession(bot)];
    await ask(bot, s1, "q1", "2026-03-08T04:30:00Z", { ms: 100 }); // Sat 03-07 23:30 EST
    await ask(bot, s1, "q2", "2026-03-08T05:30:00Z", { ms: 300, noAnswer: true }); // Sun 03-08 00:30 EST
    await ask(bot, s2, "q3", "2026-03-08T07:30:00Z", { ms: 1234 }); // Sun 03-08 03:30 EDT (clocks went 02:00 → 03:00)
    await ask(bot, s2, "q4", "2026-03-09T03:59:00Z", { ms: 5000, interrupted: true }); // Sun 03-08 23:59 EDT
    await ask(bot, s3, "q5", "2026-03-09T04:01:00Z", { ms: 87 }); // Mon 03-09 00:01 EDT (23:01 in EST)
    await db.insert(leads).values([
      { chatbotId: bot, sessionId: s1, type: "Handoff", createdAt: new Date("2026-03-08T04:59:00Z") }, // 03-07 23:59 EST
      { chatbotId: bot, sessionId: s3, type: "Lead", email: "a@b.test", createdAt: new Date("2026-03-09T04:30:00Z") }, // 03-09 00:30 EDT
    ]);
  }

  it("counts days, hours, answers and leads in the chatbot's zone, across midnight and the spring DST change", async () => {
    const bot = await newBot();
    await springForward(bot);
    const found = await insights(bot, { From: "2026-03-07", To: "2026-03-09" });
    expect(found.TimeZone).toBe("America/New_York");
    expect(found.Daily).toEqual([
      { Date: "2026-03-07", Conversations: 1, Questions: 1, Answered: 1, NoAnswer: 0, Interrupted: 0, MedianAnswerMs: 100, Leads: 0, Handoffs: 1 },
      // Median of 300 and 1,234 (kept as 1,200): the lower middle, 300. The interrupted answer has no time.
      { Date: "2026-03-08", Conversations: 1, Questions: 3, Answered: 1, NoAnswer: 1, Interrupted: 1, MedianAnswerMs: 300, Leads: 0, Handoffs: 0 },
      { Date: "2026-03-09", Conversations: 1, Questions: 1, Answered: 1, NoAnswer: 0, Interrupted: 0, MedianAnswerMs: 87, Leads: 1, Handoffs: 0 },
    ]);
    // 87, 100, 300, 1,200: the lower middle is 100. No-answer rate: 1 of 4 finished answers.
    expect(found.Totals).toEqual({
      Conversations: 3,
      Questions: 5,
      Answered: 3,
      NoAnswer: 1,
      Interrupted: 1,
      NoAnswerRate: 0.25,
      MedianAnswerMs: 100,
      Leads: 1,
      Handoffs: 1,
    });
    expect(found.Heatmap).toEqual([
      { Weekday: 1, Hour: 0, Questions: 1 },
      { Weekday: 6, Hour: 23, Questions: 1 },
      { Weekday: 7, Hour: 0, Questions: 1 },
      { Weekday: 7, Hour: 3, Questions: 1 },
      { Weekday: 7, Hour: 23, Questions: 1 },
    ]);
    expect(found.Leads.map((lead) => [lead.Type, lead.CreatedAt])).toEqual([
      ["Lead", "2026-03-09T04:30:00.000Z"],
      ["Handoff", "2026-03-08T04:59:00.000Z"],
    ]);
    // The one unanswered question, opening its conversation.
    expect(found.Unanswered).toEqual([
      { Question: "q2", Count: 1, LastSeen: "2026-03-08T05:30:00.000Z", SessionID: expect.any(Number), QuestionID: expect.any(Number), Variants: [] },
    ]);

    // A day's range is its local day: 03-08 alone holds q2, q3 and q4, not what the UTC date holds.
    const sunday = await insights(bot, { From: "2026-03-08", To: "2026-03-08" });
    expect(sunday.Totals).toMatchObject({ Questions: 3, Conversations: 1, Leads: 0, Handoffs: 0 });
  });

  it("puts both 01:30s of the autumn DST change in Sunday's 1 o'clock", async () => {
    const bot = await newBot();
    const session = await newSession(bot);
    await ask(bot, session, "first 01:30", "2026-11-01T05:30:00Z", { ms: 10 }); // 01:30 EDT
    await ask(bot, session, "second 01:30", "2026-11-01T06:30:00Z", { ms: 20 }); // 01:30 EST, an hour later
    await ask(bot, session, "late", "2026-11-02T04:30:00Z", { ms: 30 }); // Sun 11-01 23:30 EST
    await ask(bot, session, "monday", "2026-11-02T05:30:00Z", { ms: 40 }); // Mon 11-02 00:30 EST
    const found = await insights(bot, { From: "2026-11-01", To: "2026-11-01" });
    expect(found.Heatmap).toEqual([
      { Weekday: 7, Hour: 1, Questions: 2 },
      { Weekday: 7, Hour: 23, Questions: 1 },
    ]);
    expect(found.Totals).toMatchObject({ Questions: 3, Conversations: 1, MedianAnswerMs: 20 });
  });

  it("counts again in the new zone when TimeZone changes, and back again to the same figures", async () => {
    const bot = await newBot();
    await springForward(bot);
    const range = { From: "2026-03-07", To: "2026-03-09" };
    const before = await insights(bot, range);

    await db.update(chatbots).set({ TimeZone: "Europe/Paris" }).where(eq(chatbots.id, bot));
    const paris = await insights(bot, range);
    expect(paris.TimeZone).toBe("Europe/Paris");
    // In Paris (UTC+1): q1, q2 and q3 are on Sunday 03-08 morning; q4 and q5 early on Monday 03-09.
    expect(paris.Daily.map((day) => [day.Date, day.Questions, day.Conversations, day.Leads, day.Handoffs])).toEqual([
      ["2026-03-07", 0, 0, 0, 0],
      ["2026-03-08", 3, 2, 0, 1],
      ["2026-03-09", 2, 1, 1, 0],
    ]);
    expect(paris.Heatmap).toEqual([
      { Weekday: 1, Hour: 4, Questions: 1 },
      { Weekday: 1, Hour: 5, Questions: 1 },
      { Weekday: 7, Hour: 5, Questions: 1 },
      { Weekday: 7, Hour: 6, Questions: 1 },
      { Weekday: 7, Hour: 8, Questions: 1 },
    ]);

    // Rebuilt from the questions, the rollups equal those the triggers kept one answer at a time.
    await db.update(chatbots).set({ TimeZone: "America/New_York" }).where(eq(chatbots.id, bot));
    expect(await insights(bot, range)).toEqual(before);
  });

  it("keeps a zone the database does not know in UTC rather than failing an answer", async () => {
    const bot = await newBot("Mars/Olympus_Mons");
    const session = await newSession(bot);
    await ask(bot, session, "hello", "2026-05-01T23:30:00Z", { ms: 50 });
    const found = await insights(bot, { From: "2026-05-01", To: "2026-05-01" });
    expect(found.TimeZone).toBe("UTC");
    expect(found.Heatmap).toEqual([{ Weekday: 5, Hour: 23, Questions: 1 }]);
  });

  it("reads buyer demand from the criteria searched, against the homes on the market, and groups unanswered near-duplicates", async () => {
    const bot = await newBot();
    const [sale, ...more] = demoListings().filter((listing) => listing.SaleType === "for_sale");
    const rental = demoListings().find((listing) => listing.SaleType === "for_rent")!;
    const austin = { City: "Austin", CurrencySymbol: "$" };
    const stored = await db
      .insert(listings)
      .values([
        { ...sale!, ...austin, chatbotId: bot, Bedrooms: 3, SalePrice: 390_000, Status: "Active" as const, MLSNumber: "A1" },
        { ...more[0]!, ...austin, chatbotId: bot, Bedrooms: 4, SalePrice: 450_000, Status: "Active" as const, MLSNumber: "A2" },
        { ...more[1]!, ...austin, chatbotId: bot, Bedrooms: 3, SalePrice: 300_000, Status: "Sold" as const, MLSNumber: "A3" },
        { ...rental, ...austin, chatbotId: bot, Bedrooms: 3, RentPrice: 2_000, MLSNumber: "A4" },
      ])
      .returning({ id: listings.id });
    const shown = stored[0]!.id;
    const search = (filters: object, language = "English"): AnswerTrace => ({
      toolCalls: [{ toolName: "search_listings", input: JSON.stringify({ filters, limit: 3 }) }],
      toolOutputs: [{ kind: "search", total: 1, listings: [{ id: shown }] }],
      metadata: { casabot: { listingIds: [shown], language } },
    });
    const session = await newSession(bot);
    const at = (minute: number) => `2026-06-10T15:${String(minute).padStart(2, "0")}:00Z`;
    await ask(
      bot,
      session,
      "3 bed homes in Austin under 350k",
      at(1),
      { ms: 40 },
      search({ city: "Austin", saleType: "for_sale", bedrooms: { min: 3 }, price: { max: 350_000 } }),
    );
    await ask(
      bot,
      session,
      "3+ beds Austin up to 380k with a pool",
      at(2),
      { ms: 40 },
      search({ city: "Austin", saleType: "for_sale", bedrooms: { min: 3 }, price: { max: 380_000 }, features: ["pool"] }),
    );
    await ask(
      bot,
      session,
      "and in austin, 3 bedrooms, 399,000 max",
      at(3),
      { ms: 40 },
      search({ city: "austin", saleType: "for_sale", bedrooms: { min: 3 }, price: { max: 399_000 } }),
    );
    await ask(
      bot,
      session,
      "alquiler en Denver hasta 1800",
      at(4),
      { ms: 40 },
      search({ city: "Denver", saleType: "for_rent", price: { max: 1_800 } }, "Spanish"),
    );
    await ask(bot, session, "Do you manage vacation rentals?", at(5), { ms: 40, noAnswer: true });
    await ask(bot, session, "do you manage vacation rentals", at(6), { ms: 40, noAnswer: true });
    await ask(bot, session, "Do you manage vacation rental?", at(7), { ms: 40, noAnswer: true });
    await ask(bot, session, "What is the HOA policy on pets?", at(8), { ms: 40, noAnswer: true });

    const found = await insights(bot, { From: "2026-06-10", To: "2026-06-10" });
    const { Demand } = found;
    // Budgets are rounded up to a step: 380,000 and 399,000 are one search, up to $400k; 350,000 another.
    expect(Demand.Searches).toEqual([
      {
        Label: "3+ bedroom homes to buy in Austin, up to $400k",
        City: "Austin",
        Place: null,
        SaleType: "for_sale",
        MinBedrooms: 3,
        MaxPrice: 400_000,
        PropertyType: null,
        Count: 2,
        // A1 only: A2 is over the budget, A3 sold, A4 a rental.
        Listings: 1,
      },
      // A1 is over this one's budget: nothing on the market for it.
      {
        Label: "3+ bedroom homes to buy in Austin, up to $350k",
        City: "Austin",
        Place: null,
        SaleType: "for_sale",
        MinBedrooms: 3,
        MaxPrice: 350_000,
        PropertyType: null,
        Count: 1,
        Listings: 0,
      },
      {
        Label: "Homes to rent in Denver, up to $2,000/mo",
        City: "Denver",
        Place: null,
        SaleType: "for_rent",
        MinBedrooms: null,
        MaxPrice: 2_000,
        PropertyType: null,
        Count: 1,
        Listings: 0,
      },
    ]);
    expect(Demand.Cities).toEqual([
      { Value: "austin", Label: "Austin", Count: 3, Listings: 4 },
      { Value: "denver", Label: "Denver", Count: 1, Listings: 0 },
    ]);
    expect(Demand.SaleTypes).toEqual([
      { Value: "for_sale", Label: "To buy", Count: 3 },
      { Value: "for_rent", Label: "To rent", Count: 1 },
    ]);
    expect(Demand.PriceBands).toEqual([
      { Value: "for_rent:3", Label: "$1,500–$2,000/mo", SaleType: "for_rent", Count: 1 },
      { Value: "for_sale:3", Label: "$300k–$400k", SaleType: "for_sale", Count: 3 },
    ]);
    expect(Demand.Bedrooms).toEqual([{ Value: "3", Label: "3+ bedrooms", Count: 3 }]);
    expect(Demand.Features).toEqual([{ Value: "pool", Label: "Pool", Count: 1 }]);
    expect(Demand.Languages).toEqual([
      { Value: "en", Label: "English", Count: 7 },
      { Value: "es", Label: "Spanish", Count: 1 },
    ]);
    expect(Demand.Intents).toEqual(
      [
        { Value: "search", Label: "Searched for homes", Count: 4 },
        { Value: "chat", Label: "Greetings and small talk", Count: 4 },
      ].sort((a, b) => b.Count - a.Count || a.Value.localeCompare(b.Value)),
    );
    expect(found.TopListings).toEqual([{ ID: shown, MLSNumber: "A1", Address: sale!.Address, City: "Austin", Named: 4, Asked: 0 }]);
    expect(found.Unanswered.map((group) => [group.Question, group.Count, group.Variants])).toEqual([
      ["do you manage vacation rentals", 3, ["Do you manage vacation rental?"]],
      ["What is the HOA policy on pets?", 1, []],
    ]);
    expect(found.Unanswered[0]!.LastSeen).toBe(new Date(at(7)).toISOString());
  });

  it("charts a neighbourhood as a neighbourhood, with the city its listings are in, and a town named with its state as a city", async () => {
    const bot = await newBot();
    const [one, two, three] = demoListings();
    await db.insert(listings).values([
      { ...one!, chatbotId: bot, City: "Austin", Location: "Zilker, south of the river", Bedrooms: 3, Status: "Active" as const, MLSNumber: "Z1" },
      { ...two!, chatbotId: bot, City: "Austin", Location: "Zilker", Bedrooms: 4, Status: "Sold" as const, MLSNumber: "Z2" },
      { ...three!, chatbotId: bot, City: "Round Rock", Location: "Zilker Park Estates", Bedrooms: 2, Status: "Active" as const, MLSNumber: "Z3" },
    ]);
    const session = await newSession(bot);
    const search = (filters: object): AnswerTrace => ({
      toolCalls: [{ toolName: "search_listings", input: JSON.stringify({ filters, limit: 3 }) }],
      toolOutputs: [{ kind: "search", total: 0, listings: [] }],
      metadata: { casabot: { listingIds: [], language: "English" } },
    });
    const at = (minute: number) => `2026-07-01T15:${String(minute).padStart(2, "0")}:00Z`;
    await ask(bot, session, "3 beds in Zilker", at(1), { ms: 20 }, search({ place: "Zilker", bedrooms: { min: 3 } }));
    await ask(bot, session, "anything in zilker to rent?", at(2), { ms: 20 }, search({ place: "zilker", saleType: "for_rent" }));
    await ask(bot, session, "homes in Boise", at(3), { ms: 20 }, search({ place: "Boise" }));
    await ask(bot, session, "homes in Charleston SC", at(4), { ms: 20 }, search({ place: "Charleston", placeIsTown: true }));
    await ask(bot, session, "houses in Austin", at(5), { ms: 20 }, search({ city: "Austin", kinds: ["house"] }));

    const { Demand } = await insights(bot, { From: "2026-07-01", To: "2026-07-01" });
    // Zilker is no city: it is charted apart, in Austin, where two of the three listings that name it are.
    expect(Demand.Cities).toEqual([
      { Value: "austin", Label: "Austin", Count: 1, Listings: 2 },
      { Value: "charleston", Label: "Charleston", Count: 1, Listings: 0 },
    ]);
    expect(Demand.Places).toEqual([
      { Value: "zilker", Label: "Zilker", Count: 2, City: "Austin", Listings: 3 },
      { Value: "boise", Label: "Boise", Count: 1, City: null, Listings: 0 },
    ]);
    // A search in a neighbourhood counts the homes on the market there, as the chatbot searches it.
    // Z1 alone: Z2 is sold, Z3 has two bedrooms.
    expect(Demand.Searches.find((row) => row.Label === "3+ bedroom homes in Zilker")).toMatchObject({ City: null, Place: "Zilker", Count: 1, Listings: 1 });
    const houses = Demand.Searches.find((row) => row.Place === null && row.City === "Austin");
    expect(houses).toMatchObject({ Label: "Houses in Austin", Count: 1 });
  });

  it("reads whole months from the monthly rollup and the days around them from the daily one, to the same counts", async () => {
    const bot = await newBot();
    const session = await newSession(bot);
    const rental = (city: string): AnswerTrace => ({
      toolCalls: [{ toolName: "count_listings", input: { filters: { city, saleType: "for_rent" } } }],
      toolOutputs: [],
      metadata: undefined,
    });
    // In New York: Jan 31 (evening), Feb 1 (just after midnight), Feb 28, Mar 1 (just after midnight), Mar 2.
    const asked: [string, string][] = [
      ["2026-02-01T03:00:00Z", "Boston"], // Jan 31 22:00 EST
      ["2026-02-01T05:30:00Z", "Boston"], // Feb 1 00:30
      ["2026-02-28T20:00:00Z", "Denver"], // Feb 28
      ["2026-03-01T05:10:00Z", "Denver"], // Mar 1 00:10
      ["2026-03-02T15:00:00Z", "Denver"], // Mar 2
    ];
    for (const [at, city] of asked) await ask(bot, session, `rentals in ${city}`, at, { ms: 10, noAnswer: city === "Boston" }, rental(city));
    const cities = async (From: string, To: string) => (await insights(bot, { From, To })).Demand.Cities.map((city) => [city.Value, city.Count]);
    // February alone, whole: Boston once (Feb 1), Denver once (Feb 28).
    expect(await cities("2026-02-01", "2026-02-28")).toEqual([
      ["boston", 1],
      ["denver", 1],
    ]);
    // Jan 31 to Mar 1: February from the monthly rollup, Jan 31 and Mar 1 from the daily one.
    expect(await cities("2026-01-31", "2026-03-01")).toEqual([
      ["boston", 2],
      ["denver", 2],
    ]);
    expect(await cities("2026-01-01", "2026-03-31")).toEqual([
      ["denver", 3],
      ["boston", 2],
    ]);
    const unanswered = await insights(bot, { From: "2026-01-31", To: "2026-03-01" });
    expect(unanswered.Unanswered.map((group) => [group.Question, group.Count])).toEqual([["rentals in Boston", 2]]);
    expect(unanswered.Unanswered[0]!.LastSeen).toBe("2026-02-01T05:30:00.000Z");
  });

  it("gives the workspace every chatbot's last 30 days, with this month's credits", async () => {
    const own = { id: (await createWorkspace({ db, name: "Overview" })).workspaceId, name: "Overview" };
    const first = await createChatbot({ db, workspace: own, input: { Name: "First" } });
    const second = await createChatbot({ db, workspace: own, input: { Name: "Second" } });
    const session = await newSession(first);
    const now = Date.now();
    await ask(first, session, "hello", new Date(now - 60_000).toISOString(), { ms: 10 });
    await ask(first, session, "unknown thing", new Date(now - 30_000).toISOString(), { ms: 10, noAnswer: true });
    await ask(first, session, "older than a month", new Date(now - 40 * 86_400_000).toISOString(), { ms: 10 });
    await db.insert(leads).values({ chatbotId: first, sessionId: session, type: "Lead", email: "x@y.test" });
    const month = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "2-digit" }).format(new Date()).slice(0, 7);
    await db.insert(monthlyUsage).values({ chatbotId: first, month, questions: 7 });

    const overview = await workspaceInsights({ db, workspace: own });
    // Oldest first, then by id: two chatbots made in the same millisecond may come in either order (their ids are random),
    // so the order expected is read from the rows themselves, not assumed.
    const byCreation = await db
      .select({ id: chatbots.id })
      .from(chatbots)
      .where(eq(chatbots.workspaceId, own.id))
      .orderBy(asc(chatbots.createdAt), asc(chatbots.id));
    expect(overview.Chatbots.map((bot) => bot.SerialNumber)).toEqual(byCreation.map((bot) => bot.id));
    expect(overview.Chatbots.map((bot) => bot.Name).sort()).toEqual(["First", "Second"]);
    const one = overview.Chatbots.find((bot) => bot.Name === "First");
    const two = overview.Chatbots.find((bot) => bot.Name === "Second");
    expect(one).toMatchObject({ SerialNumber: first, Questions: 2, Answered: 1, NoAnswer: 1, NoAnswerRate: 0.5, Leads: 1, CreditsUsed: 7 });
    expect(one!.Daily).toHaveLength(30);
    expect(one!.Daily.reduce((sum, day) => sum + day.Questions, 0)).toBe(2);
    expect(two).toMatchObject({ SerialNumber: second, Questions: 0, NoAnswerRate: null, Leads: 0, CreditsUsed: 0 });
    expect(overview.Totals).toEqual({ Questions: 2, NoAnswerRate: 0.5, Leads: 1, Handoffs: 0, CreditsUsed: 7 });
  });
});
