// The values of the database's enum types, in a module of their own so that browser
// code (the dashboard's forms validate with the same zod schemas) can use them
// without pulling in Drizzle. db/schema.ts builds its pgEnums from these.

export const SALE_TYPES = ["for_sale", "for_rent"] as const;
// Pending, ComingSoon and OffMarket were added by migration 0010 (ALTER TYPE ... ADD VALUE).
export const LISTING_STATUSES = ["Active", "PreOnMarket", "Sold", "Pending", "ComingSoon", "OffMarket"] as const;
export const AREA_UNITS = ["Square Feet", "Square Meters"] as const;
export const TOURS = ["OpenHouse", "3D"] as const;
export const SPACE_TYPES = ["Entire place", "Room"] as const;
/** A workspace user's role: an owner may do everything; a member has no keys and deletes nothing. */
export const USER_ROLES = ["owner", "member"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export type SaleType = (typeof SALE_TYPES)[number];

/** The events a chatbot's webhook endpoints can ask for (issue 42; lib/webhooks). */
export const WEBHOOK_EVENTS = ["lead.created", "lead.updated", "showing.requested", "handoff.requested", "conversation.ended"] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];
/** Where a webhook delivery stands. */
export const DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
/** Where a showing request stands: asked by the visitor, confirmed or answered with another time by the owner, declined, or cancelled. */
export const SHOWING_STATUSES = ["requested", "confirmed", "proposed", "declined", "cancelled"] as const;
export type ShowingStatus = (typeof SHOWING_STATUSES)[number];
/** How ready a lead is to buy or rent, by the stated rules of lib/leads/score.ts. */
export const LEAD_SCORES = ["hot", "warm", "cold"] as const;
export type LeadScore = (typeof LEAD_SCORES)[number];
