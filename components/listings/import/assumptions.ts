import type { Assumption } from "@/lib/listings/csv";
import { ENUM_CHOICES, FIELD_LABELS } from "../listing-fields";

const valueLabel = (assumption: Assumption) => {
  const choice = ENUM_CHOICES[assumption.field]?.find(([value]) => value === assumption.value);
  if (choice) return choice[1];
  return assumption.value === "0" && assumption.field !== "ParkingSpots" ? "0 (not known)" : assumption.value;
};

/** What a conversion did, by the field it went to. */
const CONVERSIONS: Partial<Record<Assumption["field"], string>> = {
  LotArea: "lot areas converted into the listing's area unit",
  BuildingArea: "building areas converted into the listing's area unit",
  RentPrice: "rents per week or year converted to rents per month",
  HOAMonth: "fees per year or week converted to fees per month",
  Bathrooms: "half baths added to the full baths (1 half bath = 0.5)",
  ParkingSpots: "yes / no read as 1 / 0 parking spots",
};

/** One line of the report for what the import supplied, the same for every row it applies to. */
export function describeAssumption(assumption: Assumption): string {
  const label = FIELD_LABELS[assumption.field];
  switch (assumption.kind) {
    case "routed":
      return `“${assumption.column}” imported as ${label.toLowerCase()} (the row is ${assumption.field === "RentPrice" ? "for rent" : "for sale"})`;
    case "inferred":
      return assumption.column
        ? `${label}: ${valueLabel(assumption).toLowerCase()}, read from the “${assumption.column}” column`
        : `${label}: ${valueLabel(assumption)}, as the sheet's other columns say`;
    case "locale":
      return `${label}: the sheet names none, ${valueLabel(assumption)} used (the workspace's convention)`;
    case "unit":
      return `${label}: “${assumption.column}” names no unit, read as ${assumption.value}`;
    case "converted":
      return `“${assumption.column}”: ${CONVERSIONS[assumption.field] ?? `converted for ${label.toLowerCase()}`}`;
    default:
      return assumption.column
        ? `${label}: “${assumption.column}” is empty, default ${valueLabel(assumption)} used`
        : `${label}: not in the file, default ${valueLabel(assumption)} used`;
  }
}

/** Row numbers as ranges: 2, 3, 4, 7 → "2–4, 7"; past `max` ranges, how many rows more. */
export function rowRanges(rows: readonly number[], max = 12): string {
  const sorted = [...rows].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const row of sorted) {
    const last = ranges.at(-1);
    if (last && row === last[1] + 1) last[1] = row;
    else ranges.push([row, row]);
  }
  const shown = ranges.slice(0, max).map(([from, to]) => (from === to ? String(from) : `${from}–${to}`));
  const rest = ranges.slice(max).reduce((sum, [from, to]) => sum + to - from + 1, 0);
  return rest > 0 ? `${shown.join(", ")} and ${rest} more` : shown.join(", ");
}
