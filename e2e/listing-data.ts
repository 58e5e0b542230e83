import { listingBody } from "./support";

// Listings for the listings specs, created through the API as any client would.

type Api = <T = unknown>(path: string, body?: object) => Promise<T>;

/** A valid listing (spec 2.4) with MLS number `T-<n>`; overrides replace any field. */
export function listingInput(bot: string, n: number, overrides: Record<string, unknown> = {}) {
  return listingBody(bot, {
    Url: `https://example.com/t-${n}`,
    MLSNumber: `T-${n}`,
    YearBuilt: 2000,
    DaysOnMarket: n,
    State: "TX",
    Address: `${n} Oak St`,
    SalePrice: 300_000 + n,
    ...overrides,
  });
}

/** A new chatbot of the signed-in owner. */
export const newBot = (api: Api, Name = "Listings Realty") => api<string>("/chat/Chatbot/Add", { Name });

/** Creates listings 1..count (all at once: the API takes them in any order). */
export async function seedListings(api: Api, bot: string, count: number, overrides: (n: number) => Record<string, unknown> = () => ({})) {
  await Promise.all(Array.from({ length: count }, (_, i) => api("/chat/Chatbot/RealEstateCreate", listingInput(bot, i + 1, overrides(i + 1)))));
}

export interface ListPage {
  List: Record<string, unknown>[];
  VirtualCount: number;
}

export const listListings = (api: Api, bot: string, filters: object = {}) =>
  api<ListPage>("/chat/Chatbot/RealEstateList", { SerialNumber: bot, PageSize: 100, ...filters });
