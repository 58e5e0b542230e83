// The requests the benchmark sends, the same to Casabot and to the baseline. A case's
// body may vary by request number (a new MLS number per create, a different listing per
// update), so that the load is realistic rather than one row hammered 64 times at once.
import { botMarkets, mlsNumber } from "./data";

export interface BotRef {
  index: number;
  id: string;
  size: number;
  apiKey: string;
  sessionKey: string;
}

/** What run.ts prepares before the load and hands to the load process. */
export interface Fixture {
  big: BotRef;
  hundredK: BotRef;
  small: BotRef;
  /** Chat sessions of the big bot, so that each ClientAsk has a short history. */
  askSessions: number[];
  /** Chatbots of the small bot's workspace, edited in turn. */
  editBots: string[];
  /** A prefix no seeded MLS number has, unique per run and target. */
  runTag: string;
}

export type CaseGroup = "list" | "create" | "update" | "ask" | "edit";

export interface BenchCase {
  name: string;
  group: CaseGroup;
  path: string;
  headers: Record<string, string>;
  body: (n: number) => object;
  /** Streamed replies are measured to their first byte. */
  stream?: boolean;
  /** Only reads: safe to send twice for the comparison, and the same answer both times. */
  readOnly: boolean;
}

const homeCity = (bot: BotRef) => botMarkets(bot.index)[0]!.city;

function listCases(label: string, bot: BotRef): BenchCase[] {
  const headers = { "chatrobot-sessionkey": bot.sessionKey };
  const base = { SerialNumber: bot.id, PageSize: 20 };
  const make = (name: string, body: (n: number) => object): BenchCase => ({
    name: `list ${label}: ${name}`,
    group: "list",
    path: "/chat/Chatbot/RealEstateList",
    headers,
    body,
    readOnly: true,
  });
  return [
    make("no filter", () => ({ ...base, PageNumber: 1 })),
    make("city", () => ({ ...base, PageNumber: 1, CityName: homeCity(bot).toLowerCase() })),
    make("city + sale type", () => ({ ...base, PageNumber: 1, CityName: homeCity(bot), SaleType: "for_rent" })),
    make("MLS number", (n) => ({ ...base, PageNumber: 1, MLSNumber: mlsNumber(bot.index, 1 + ((n * 7919) % bot.size)) })),
    make("page 500", () => ({ ...base, PageNumber: 500 })),
  ];
}

export function listingFields(n: number, tag: string) {
  return {
    SaleType: "for_sale",
    Status: "Active",
    CurrencySymbol: "$",
    PropertyType: "Condo",
    Bedrooms: 2 + (n % 3),
    Bathrooms: 2,
    Url: `https://bench.example.com/${tag}/${n}`,
    MLSNumber: `${tag}-${n}`,
    YearBuilt: 2015,
    DaysOnMarket: n % 60,
    LotArea: 0,
    BuildingArea: 1100,
    AreaUnit: "Square Feet",
    ParkingSpots: 1,
    City: "Austin",
    State: "TX",
    Address: `${n} Bench St`,
    SalePrice: 400_000 + (n % 1000) * 100,
    Description: "A bright two-bedroom condo near downtown, created by the benchmark.",
  };
}

/** The ClientAsk cases' question: a search in the bot's home city, the budget varying. */
export const askQuestion = (bot: BotRef, n: number) => `Show me 3 bedroom homes for sale in ${homeCity(bot)} under $${600 + (n % 5) * 100},000`;

export function buildCases(fixture: Fixture, target: string): BenchCase[] {
  const { big, hundredK, small } = fixture;
  const tag = `${fixture.runTag}-${target}`;
  const ask = (stream: boolean): BenchCase => ({
    name: `ClientAsk concierge${stream ? " streamed (TTFB)" : ""}`,
    group: "ask",
    path: "/chat/Chat/ClientAsk",
    headers: { authorization: big.apiKey },
    body: (n) => ({
      sessionID: fixture.askSessions[n % fixture.askSessions.length],
      content: askQuestion(big, n),
      chatAskType: "Text",
      stream,
    }),
    stream,
    readOnly: false,
  });
  return [
    ...listCases("biggest bot", big),
    ...listCases("small bot", small),
    { ...listCases("100k bot", hundredK)[0]!, name: "list 100k bot: exact VirtualCount" },
    {
      name: "RealEstateCreate",
      group: "create",
      path: "/chat/Chatbot/RealEstateCreate",
      headers: { authorization: small.apiKey },
      body: (n) => ({ SerialNumber: small.id, ...listingFields(n, tag) }),
      readOnly: false,
    },
    {
      name: "RealEstateUpdate",
      group: "update",
      path: "/chat/Chatbot/RealEstateUpdate",
      headers: { authorization: big.apiKey },
      body: (n) => ({
        SerialNumber: big.id,
        Key: mlsNumber(big.index, 1 + ((n * 104_729) % big.size)),
        KeyType: "MLSNumber",
        DaysOnMarket: n % 365,
        Status: n % 2 ? "Active" : "PreOnMarket",
      }),
      readOnly: false,
    },
    ask(false),
    ask(true),
    {
      name: "Edit",
      group: "edit",
      path: "/chat/Chatbot/Edit",
      headers: { authorization: small.apiKey },
      body: (n) => ({ serialNumber: fixture.editBots[n % fixture.editBots.length], Temperature: n % 100, WelcomeMessage: `Hello! (${n})` }),
      readOnly: false,
    },
  ];
}
