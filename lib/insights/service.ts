import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatbots } from "@/db/schema";
import { counted } from "@/lib/ai/concierge/search";
import type { PropertyKind, SearchFilters } from "@/lib/ai/concierge/types";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { monthKey } from "@/lib/chat/limits";
import { chatbotNotFound, invalidInput } from "@/lib/errors";
import type { SaleType } from "@/lib/listings/filters";
import type { QuestionIntent } from "./facts";
import { bedsLabel, cityLabel, featureLabel, INTENT_LABELS, KIND_LABELS, LANGUAGE_LABELS, priceBandLabel, SALE_TYPE_LABELS, searchLabel } from "./labels";
import {
  dayRows,
  hourCells,
  type InsightSpan,
  latestLeads,
  listingsByIds,
  listingsPerCity,
  listingsPerPlace,
  medianAnswerMs,
  monthQuestionsOf,
  rate,
  rollupZone,
  type TermCount,
  topTerms,
  unansweredKeys,
  complianceDeclines,
  usualCurrency,
} from "./queries";
import { type ChatbotInsightsInput, daysBetween, MAX_INSIGHT_DAYS } from "./schema";
import { readPriceBand, readSearchShape, type SearchShape, TERM_KINDS, type TermKind } from "./terms";
import { groupUnanswered } from "./unanswered";

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

/** How many of each kind of demand, listing and lead the page shows. */
export const TOP = { terms: 12, searches: 8, listings: 10, leads: 100, unansweredKeys: 150, unansweredGroups: 50, complianceDeclines: 50 } as const;

/**
 * The term kinds the page shows the most asked of, in two halves read side by side: searches take the
 * most values on a busy chatbot, listings and the rest about as many. `unanswered` is read apart, to group it.
 */
const TERM_GROUPS: readonly (readonly TermKind[])[] = [["search"], TERM_KINDS.filter((kind) => kind !== "search" && kind !== "unanswered")];

/** Each shown kind's most asked values over the span. */
export async function mostAskedTerms(db: Database, span: InsightSpan): Promise<TermCount[]> {
  return (await Promise.all(TERM_GROUPS.map((kinds) => topTerms(db, span, kinds, TOP.terms)))).flat();
}

const RANGE_DAYS = { "7d": 7, "30d": 30, "90d": 90 } as const;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The days asked for: a custom From–To, or the last 7, 30 or 90 up to today, in the chatbot's time zone. */
export function insightDays(input: Pick<ChatbotInsightsInput, "Range" | "From" | "To">, today: string): { from: string; to: string } {
  if (input.From === undefined) return { from: addDays(today, 1 - RANGE_DAYS[input.Range ?? "30d"]), to: today };
  const to = input.To ?? today;
  if (input.From > to) throw invalidInput(`From must not be after To (${to}, today in the chatbot's time zone when To is not given)`);
  if (daysBetween(input.From, to) >= MAX_INSIGHT_DAYS) throw invalidInput(`To must be at most ${MAX_INSIGHT_DAYS} days after From`);
  return { from: input.From, to };
}

const byKind = (terms: TermCount[], kind: string) => terms.filter((term) => term.kind === kind);

/** The filters a search shape counts listings with, as the concierge would search them (homes on the market). */
function shapeFilters(shape: SearchShape): SearchFilters {
  const saleType = shape.saleType ?? shape.budget?.saleType;
  return {
    ...(shape.city ? { city: shape.city } : {}),
    ...(shape.place ? { place: shape.place } : {}),
    ...(saleType ? { saleType } : {}),
    ...(shape.beds !== null ? { bedrooms: shape.beds === 0 ? { max: 0 } : { min: shape.beds } } : {}),
    ...(shape.budget ? { price: { max: shape.budget.max } } : {}),
    ...(shape.kind ? { kinds: [shape.kind] } : {}),
  };
}

/** Buyer demand over the span: each kind's most asked values, and the most asked searches against the homes on the market. */
export async function buyerDemand(db: Database, span: InsightSpan, terms: TermCount[]) {
  const symbol = await usualCurrency(db, span.chatbotId);
  const cities = byKind(terms, "city");
  const places = byKind(terms, "place");
  const shapes = byKind(terms, "search")
    .map((term) => ({ term, shape: readSearchShape(term.value) }))
    .filter((entry): entry is { term: TermCount; shape: SearchShape } => entry.shape !== undefined)
    .slice(0, TOP.searches);
  const [perCity, perPlace, supply] = await Promise.all([
    listingsPerCity(
      db,
      span.chatbotId,
      cities.map((city) => city.value),
    ),
    listingsPerPlace(
      db,
      span.chatbotId,
      places.map((place) => place.value),
    ),
    Promise.all(shapes.map(({ shape }) => counted({ db, chatbotId: span.chatbotId, filters: shapeFilters(shape) }))),
  ]);
  const count = (term: TermCount) => ({ Value: term.value, Count: term.questions });
  return {
    Intents: byKind(terms, "intent").map((term) => ({ ...count(term), Label: INTENT_LABELS[term.value as QuestionIntent] ?? term.value })),
    Languages: byKind(terms, "lang").map((term) => ({ ...count(term), Label: LANGUAGE_LABELS[term.value] ?? term.value })),
    Cities: cities.map((term) => ({ ...count(term), Label: cityLabel(term.value), Listings: perCity.get(term.value) ?? 0 })),
    Places: places.map((term) => {
      const found = perPlace.get(term.value);
      return { ...count(term), Label: cityLabel(term.value), City: found?.city || null, Listings: found?.listings ?? 0 };
    }),
    SaleTypes: byKind(terms, "sale").map((term) => ({ ...count(term), Label: SALE_TYPE_LABELS[term.value as SaleType] ?? term.value })),
    PriceBands: byKind(terms, "price")
      .flatMap((term) => {
        const band = readPriceBand(term.value);
        return band ? [{ ...count(term), SaleType: band.saleType, Band: band.band, Label: priceBandLabel(band.saleType, band.band, symbol) }] : [];
      })
      .sort((a, b) => a.SaleType.localeCompare(b.SaleType) || a.Band - b.Band)
      .map(({ Band: _, ...band }) => band),
    Bedrooms: byKind(terms, "beds")
      .map((term) => ({ ...count(term), Label: bedsLabel(Number(term.value)) }))
      .sort((a, b) => Number(a.Value) - Number(b.Value)),
    PropertyTypes: byKind(terms, "type").map((term) => ({ ...count(term), Label: KIND_LABELS[term.value as PropertyKind] ?? term.value })),
    Features: byKind(terms, "feature").map((term) => ({ ...count(term), Label: featureLabel(term.value) })),
    Searches: shapes.map(({ term, shape }, i) => ({
      Label: searchLabel(shape, symbol),
      City: shape.city === null ? null : cityLabel(shape.city),
      Place: shape.place === null ? null : cityLabel(shape.place),
      SaleType: shape.saleType,
      MinBedrooms: shape.beds,
      MaxPrice: shape.budget?.max ?? null,
      PropertyType: shape.kind,
      Count: term.questions,
      Listings: supply[i]!,
    })),
    CurrencySymbol: symbol,
  };
}

async function topListings(db: Database, span: InsightSpan, terms: TermCount[]) {
  const named = byKind(terms, "listing");
  const asked = byKind(terms, "viewed");
  const ids = [...new Set([...named, ...asked].map((term) => Number(term.value)).filter(Number.isSafeInteger))];
  const found = new Map((await listingsByIds(db, span.chatbotId, ids)).map((listing) => [listing.id, listing]));
  const countOf = (list: TermCount[], id: number) => list.find((term) => Number(term.value) === id)?.questions ?? 0;
  return ids
    .flatMap((id) => {
      const listing = found.get(id);
      return listing
        ? [{ ID: id, MLSNumber: listing.mlsNumber, Address: listing.address, City: listing.city, Named: countOf(named, id), Asked: countOf(asked, id) }]
        : [];
    })
    .sort((a, b) => b.Named + b.Asked - (a.Named + a.Asked) || a.ID - b.ID)
    .slice(0, TOP.listings);
}

/** Chatbot/Insights: activity, leads, unanswered questions, buyer demand and busy hours over a range of days. */
export async function chatbotInsights({ db, workspace, input }: Scope & { input: ChatbotInsightsInput }) {
  const [chatbot] = await db
    .select({ id: chatbots.id, TimeZone: chatbots.TimeZone, MessageLimit: chatbots.MessageLimit })
    .from(chatbots)
    .where(and(eq(chatbots.id, input.SerialNumber), eq(chatbots.workspaceId, workspace.id)))
    .limit(1);
  if (!chatbot) throw chatbotNotFound();
  const { zone, today } = await rollupZone(db, chatbot.id, chatbot.TimeZone);
  const span: InsightSpan = { chatbotId: chatbot.id, zone, ...insightDays(input, today) };

  // The month of MessageLimit's counter (lib/chat/limits.ts), in the setting itself.
  const month = monthKey(chatbot.TimeZone);
  const [daily, median, cells, terms, unanswered, leads, usage, declines] = await Promise.all([
    dayRows(db, span),
    medianAnswerMs(db, span),
    hourCells(db, span),
    mostAskedTerms(db, span),
    unansweredKeys(db, span, TOP.unansweredKeys),
    latestLeads(db, span, TOP.leads),
    monthQuestionsOf(db, [{ chatbotId: chatbot.id, month }]),
    complianceDeclines(db, span, TOP.complianceDeclines),
  ]);
  const [demanded, listings] = await Promise.all([buyerDemand(db, span, terms), topListings(db, span, terms)]);

  const sum = (pick: (day: (typeof daily)[number]) => number) => daily.reduce((total, day) => total + pick(day), 0);
  const answered = sum((day) => day.answered);
  const noAnswer = sum((day) => day.noAnswer);
  const limit = Math.max(-1, chatbot.MessageLimit);
  const used = usage.get(chatbot.id) ?? 0;
  return {
    SerialNumber: chatbot.id,
    TimeZone: zone,
    From: span.from,
    To: span.to,
    Days: daily.length,
    Totals: {
      Conversations: sum((day) => day.conversations),
      Questions: sum((day) => day.questions),
      Answered: answered,
      NoAnswer: noAnswer,
      Interrupted: sum((day) => day.interrupted),
      NoAnswerRate: rate(noAnswer, answered + noAnswer),
      MedianAnswerMs: median,
      Leads: sum((day) => day.leads),
      Handoffs: sum((day) => day.handoffs),
    },
    Credits: { Month: month, Used: used, Limit: limit, Remain: limit < 0 ? -1 : Math.max(0, limit - used) },
    Daily: daily.map((day) => ({
      Date: day.day,
      Conversations: day.conversations,
      Questions: day.questions,
      Answered: day.answered,
      NoAnswer: day.noAnswer,
      Interrupted: day.interrupted,
      MedianAnswerMs: day.medianMs,
      Leads: day.leads,
      Handoffs: day.handoffs,
    })),
    Leads: leads.map((lead) => ({
      ID: lead.id,
      Type: lead.type,
      Name: lead.name,
      Email: lead.email,
      Phone: lead.phone,
      Message: lead.message,
      SessionID: lead.sessionId,
      CreatedAt: lead.createdAt.toISOString(),
    })),
    Unanswered: groupUnanswered(unanswered, TOP.unansweredGroups),
    Compliance: {
      Declines: declines.total,
      Latest: declines.latest.map((row) => {
        const [kind, characteristic] = row.compliance.split(":");
        return {
          QuestionID: row.questionId,
          SessionID: row.sessionId,
          Question: row.question,
          Kind: kind as "steer" | "safety" | "reply",
          Characteristic: characteristic ?? null,
          CreatedAt: row.createdAt.toISOString(),
        };
      }),
    },
    Demand: demanded,
    TopListings: listings,
    Heatmap: cells.map((cell) => ({ Weekday: cell.weekday, Hour: cell.hour, Questions: cell.questions })),
  };
}
