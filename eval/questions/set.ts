import type { EvalListing, EvalStatus, Fixture } from "../fixtures/types";
import { type Criteria, matching, others } from "./derive";
import { hides, merge, oneOf, shows } from "./expect";
import type { Category, Expectation, FixtureName, LanguageCode, Question } from "./types";

// A question list under construction, with the shorthands every language file uses.

export const ALL_STATUSES: readonly EvalStatus[] = ["Active", "PreOnMarket", "ComingSoon", "Pending", "Sold", "OffMarket"];

export function questionSet(lang: LanguageCode) {
  const list: Question[] = [];
  const counters = new Map<string, number>();
  function add(fixture: FixtureName, category: Category, turns: string | string[], ...parts: Partial<Expectation>[]) {
    const key = `${lang}-${fixture}-${category}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    list.push({ id: `${key}-${n}`, fixture, lang, category, turns: Array.isArray(turns) ? turns : [turns], ...merge(...parts) });
  }
  /** A chain graded at each step: pairs of [turn, expectation]. */
  function chain(fixture: FixtureName, category: Category, steps: [string, Partial<Expectation>][]) {
    add(fixture, category, steps.map(([turn]) => turn), steps[steps.length - 1]![1]);
    list[list.length - 1]!.earlier = steps.slice(0, -1).map(([, expectation]) => merge(expectation));
  }
  return { add, chain, list };
}

/** Helpers over one fixture. */
export function over(fixture: Fixture) {
  const listings = fixture.listings;
  const find = (criteria: Criteria = {}) => matching(listings, criteria);
  /** Every listing of a city, whatever its status. */
  const city = (name: string) => matching(listings, { city: name, statuses: ALL_STATUSES });
  /** The right listings are shown and no other listing of `universe` is. */
  const exactly = (found: EvalListing[], universe: EvalListing[]) => merge(shows(found), hides(others(universe, found)));
  /** One of the tied best is named, and no trap (a wrong listing that would win if misread). */
  const best = (tied: EvalListing[], traps: EvalListing[] = []) => merge(oneOf(tied), hides(traps.filter((trap) => !tied.includes(trap))));
  /** Listings matching the criteria in any status other than available: what a status slip would show. */
  const unavailable = (criteria: Criteria) => matching(listings, { ...criteria, statuses: ["Pending", "Sold", "OffMarket"] });
  return { listings, find, city, exactly, best, unavailable, mls: (mls: string) => listings.find((l) => l.fields.MLSNumber === mls)! };
}
