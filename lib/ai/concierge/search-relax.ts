import type { SearchFilters, Range, Relaxation } from "./types";

// When nothing matches, the nearest search that finds something: each step drops or widens
// one group of filters alone, in the order a buyer gives things up. The first step with
// matches is offered ("Without the pool there are 4 in Austin").

type Step = { dropped: (keyof SearchFilters)[]; relax: (filters: SearchFilters) => SearchFilters };

const without = (keys: (keyof SearchFilters)[]): Step => ({
  dropped: keys,
  relax: (filters) => {
    const copy = { ...filters };
    for (const key of keys) delete copy[key];
    return copy;
  },
});

const widened = (range: Range): Range => ({
  ...(range.min !== undefined ? { min: Math.floor(range.min * 0.75) } : {}),
  ...(range.max !== undefined ? { max: Math.ceil(range.max * 1.25) } : {}),
});

const STEPS: readonly Step[] = [
  without(["text"]),
  without(["features", "anyFeatures", "excludedFeatures"]),
  { dropped: ["price"], relax: (filters) => ({ ...filters, price: widened(filters.price ?? {}) }) },
  without(["bedrooms", "bathrooms"]),
  without(["kinds", "excludedKinds"]),
  without(["area", "lotArea", "yearBuilt", "parkingSpots", "hoa"]),
  without(["city", "cities"]),
];

/** At most this many extra counts are run to find the nearest relaxation. */
export const MAX_RELAXATIONS = 6;

const present = (filters: SearchFilters, key: keyof SearchFilters) => {
  const value = filters[key];
  if (value === undefined || value === null || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.values(value).some((part) => part !== undefined);
  return true;
};

/** The relaxations that change something for these filters, in order, at most MAX_RELAXATIONS. */
export function relaxations(filters: SearchFilters): Omit<Relaxation, "total">[] {
  const candidates: Omit<Relaxation, "total">[] = [];
  for (const step of STEPS) {
    const dropped = step.dropped.filter((key) => present(filters, key));
    if (dropped.length > 0) candidates.push({ dropped, filters: step.relax(filters) });
  }
  return candidates.slice(0, MAX_RELAXATIONS);
}
