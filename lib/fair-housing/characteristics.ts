// The characteristics fair-housing law protects (lib/fair-housing), as stored and as owners read them.
// Kept apart from the lexicon and the model so that the dashboard can name them without loading either.

export const PROTECTED_CHARACTERISTICS = [
  "race",
  "origin",
  "religion",
  "familial",
  "disability",
  "sex",
  "orientation",
  "gender",
  "age",
  "marital",
  "income",
  "military",
] as const;
export type ProtectedCharacteristic = (typeof PROTECTED_CHARACTERISTICS)[number];

export const CHARACTERISTIC_NAMES: Record<ProtectedCharacteristic | "coded" | "demographic", string> = {
  race: "race or colour",
  origin: "national origin or ethnicity",
  religion: "religion",
  familial: "familial status (children or pregnancy)",
  disability: "disability",
  sex: "sex",
  orientation: "sexual orientation",
  gender: "gender identity",
  age: "age",
  marital: "marital status",
  income: "source of income (vouchers, benefits)",
  military: "military status",
  coded: "coded wording (\u201cpeople like us\u201d)",
  demographic: "who lives there (demographics)",
};
