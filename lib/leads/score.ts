import type { LeadScore } from "@/db/enums";
import type { Qualification } from "./qualification";

/**
 * A lead's score, by rules an owner can read (shown beside the score in the inbox):
 * - **hot**: they left a way to reach them, and asked to see a home, or mean to move within 3
 *   months with the money ready (pre-approved or cash);
 * - **warm**: they left a way to reach them, and mean to move within 6 months, or have the money
 *   ready, or gave both a budget and an area;
 * - **cold**: anything else (no contact, or nothing that says they are ready).
 */
export function scoreLead(facts: { reachable: boolean; showingRequested: boolean; qualification: Qualification }): { score: LeadScore; reasons: string[] } {
  const { reachable, showingRequested, qualification: q } = facts;
  const moneyReady = q.Financing === "pre-approved" || q.Financing === "cash";
  const soon = q.TimelineMonths !== undefined && q.TimelineMonths <= 3;
  const reasons: string[] = [];
  if (!reachable) return { score: "cold", reasons: ["no way to reach them yet"] };
  if (showingRequested) reasons.push("asked to see a home");
  if (soon && moneyReady) reasons.push(`moving within 3 months, ${q.Financing === "cash" ? "paying cash" : "pre-approved"}`);
  if (reasons.length > 0) return { score: "hot", reasons };
  if (q.TimelineMonths !== undefined && q.TimelineMonths <= 6) reasons.push("moving within 6 months");
  if (moneyReady) reasons.push(q.Financing === "cash" ? "paying cash" : "pre-approved");
  if ((q.BudgetMin !== undefined || q.BudgetMax !== undefined) && q.Area) reasons.push("gave a budget and an area");
  if (reasons.length > 0) return { score: "warm", reasons };
  return { score: "cold", reasons: ["nothing yet says they are ready"] };
}
