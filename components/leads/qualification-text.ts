import type { EndpointData } from "@/lib/api/openapi/contract";

type Qualification = EndpointData<"Chatbot/SessionMessages">["Qualification"];

const number = new Intl.NumberFormat("en-US");
const FINANCING: Record<string, string> = {
  "pre-approved": "pre-approved",
  cash: "paying cash",
  "needs-mortgage": "needs a mortgage",
  "not-yet": "not pre-approved yet",
};

/** "Buying · 400,000 to 500,000 · Austin · 3+ bedrooms · when: within 3 months · pre-approved · no home to sell first": a lead's or a conversation's. */
export function qualificationText(q: Qualification): string {
  const budget =
    q.BudgetMin !== undefined && q.BudgetMax !== undefined
      ? `${number.format(q.BudgetMin)} to ${number.format(q.BudgetMax)}`
      : q.BudgetMax !== undefined
        ? `up to ${number.format(q.BudgetMax)}`
        : q.BudgetMin !== undefined
          ? `from ${number.format(q.BudgetMin)}`
          : "";
  return [
    q.Intent === "buy" ? "Buying" : q.Intent === "rent" ? "Renting" : "",
    budget,
    q.Area ?? "",
    q.Bedrooms !== undefined ? `${q.Bedrooms}+ bedrooms` : "",
    q.Timeline ? `when: ${q.Timeline}` : "",
    q.Financing ? FINANCING[q.Financing] : "",
    q.MustSellFirst === true ? "must sell a home first" : q.MustSellFirst === false ? "no home to sell first" : "",
  ]
    .filter(Boolean)
    .join(" · ");
}
