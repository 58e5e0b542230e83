import type { Listing } from "@/db/schema";
import type { InboxLead } from "@/lib/leads/inbox";

/**
 * Follow Up Boss, posted to as its lead-provider guide says: events, not people, to
 * `POST /v1/events`, so that the team's lead flow, action plans and automations run. The API key
 * is the Basic user name with an empty password; `X-System` names us and `X-System-Key` is the
 * key FUB gives a registered system (FOLLOWUPBOSS_SYSTEM_KEY), sent when set.
 */
export const FOLLOWUPBOSS_EVENTS = ["lead.created", "showing.requested", "handoff.requested"] as const;
export const FOLLOWUPBOSS_SYSTEM = "Casabot";

export function followUpBossBase(env: NodeJS.ProcessEnv = process.env) {
  let base = env.FOLLOWUPBOSS_API_URL?.trim() || "https://api.followupboss.com";
  while (base.endsWith("/")) base = base.slice(0, -1);
  return base;
}

/** The lead source FUB shows: the chatbot's first site without "www." (its Domains setting), else its name. */
export function followUpBossSource(domains: string, name: string) {
  for (const entry of domains.split(/[\s,]+/)) {
    if (!entry) continue;
    try {
      const host = new URL(entry.includes("://") ? entry : `https://${entry}`).hostname;
      if (host) return host.startsWith("www.") ? host.slice(4) : host;
    } catch {
      // not a site: the next one, or the name
    }
  }
  return name || "Casabot";
}

export function followUpBossHeaders(apiKey: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const systemKey = env.FOLLOWUPBOSS_SYSTEM_KEY?.trim();
  return {
    authorization: `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`,
    "x-system": FOLLOWUPBOSS_SYSTEM,
    ...(systemKey ? { "x-system-key": systemKey } : {}),
  };
}

interface EventEnvelope {
  type: string;
  timestamp: string;
  data: { lead?: InboxLead; showing?: { Times?: string[]; Note?: string } };
}

/** "Ana María López" → first "Ana", last "María López"; one word is a first name. */
function splitName(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

/** FUB's property block, from the listing the lead is about. */
export function followUpBossProperty(listing: Listing) {
  const forRent = listing.SaleType === "for_rent";
  const price = forRent ? listing.RentPrice : listing.SalePrice;
  return {
    street: listing.Address,
    city: listing.City,
    state: listing.State,
    code: listing.ZIP,
    mlsNumber: listing.MLSNumber,
    ...(price !== null ? { price } : {}),
    forRent,
    ...(listing.Url ? { url: listing.Url } : {}),
    type: listing.PropertyType,
    bedrooms: listing.Bedrooms,
    bathrooms: listing.Bathrooms,
    ...(listing.BuildingArea !== null ? { area: listing.BuildingArea } : {}),
  };
}

/**
 * The body of one event for FUB, or null for an event FUB is not sent. `source` is the lead
 * source the agent sees (the chatbot's site, else its name).
 */
export function followUpBossEvent(payload: string, source: string, listing: Listing | null): Record<string, unknown> | null {
  const event = JSON.parse(payload) as EventEnvelope;
  const lead = event.data.lead;
  if (!lead) return null;
  const person = {
    ...splitName(lead.Name),
    ...(lead.Email ? { emails: [{ value: lead.Email }] } : {}),
    ...(lead.Phone ? { phones: [{ value: lead.Phone }] } : {}),
    tags: [
      "Casabot",
      lead.ChatbotName,
      lead.Score && `${lead.Score[0]!.toUpperCase()}${lead.Score.slice(1)} lead`,
      lead.Qualification?.Intent === "buy" ? "Buyer" : lead.Qualification?.Intent === "rent" ? "Renter" : "",
      lead.Qualification?.Financing === "pre-approved" ? "Pre-approved" : lead.Qualification?.Financing === "cash" ? "Cash buyer" : "",
    ].filter(Boolean),
  };
  const property = listing ? { property: followUpBossProperty(listing) } : {};
  const base = { source, system: FOLLOWUPBOSS_SYSTEM, occurredAt: event.timestamp, person, ...property };
  switch (event.type) {
    case "lead.created":
      return { ...base, type: listing ? "Property Inquiry" : "General Inquiry", message: lead.Message };
    case "handoff.requested":
      return { ...base, type: listing ? "Property Inquiry" : "General Inquiry", message: lead.Message, description: "Asked in the chat to talk to a person" };
    case "showing.requested": {
      const times = event.data.showing?.Times ?? [];
      return {
        ...base,
        type: "Property Inquiry",
        message: lead.Message,
        description: `Showing request${times.length ? `: ${times.join("; ")}` : ""}${event.data.showing?.Note ? ` (${event.data.showing.Note})` : ""}`,
      };
    }
    default:
      return null;
  }
}
