import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { DELIVERY_STATUSES, SHOWING_STATUSES, WEBHOOK_EVENTS, type WebhookEventName } from "./enums";
import { chatbots, chatSessions, leads } from "./schema";

export { DELIVERY_STATUSES, WEBHOOK_EVENTS };

// Where a chatbot's events go besides our own inbox (issue 42): webhook endpoints signed by the
// Standard Webhooks spec, and Follow Up Boss. Kept apart from schema.ts, which is long enough.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export type WebhookEvent = WebhookEventName | "webhook.test";

/** A webhook receiver, or a CRM that is posted to like one (Follow Up Boss's /v1/events). */
export const endpointKindEnum = pgEnum("endpoint_kind", ["webhook", "followupboss"]);

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    kind: endpointKindEnum("kind").notNull().default("webhook"),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().notNull().$type<WebhookEventName[]>(),
    /**
     * The signing secret (whsec_…) or the CRM's API key, sealed (lib/secrets/sealed.ts), and what
     * may be shown of it. After a rotation the previous secret still signs until `previous_until`,
     * so a receiver can switch over without losing a message.
     */
    secretSealed: text("secret_sealed").notNull(),
    secretHint: text("secret_hint").notNull(),
    previousSecretSealed: text("previous_secret_sealed"),
    previousUntil: at("previous_until"),
    enabled: boolean("enabled").notNull().default(true),
    /** Why the endpoint was turned off by us (410 Gone, a day of failures); null when the owner did or it is on. */
    disabledReason: text("disabled_reason"),
    disabledAt: at("disabled_at"),
    /** conversation.ended: conversations whose last message is older than this have been announced. */
    endedSweptUntil: at("ended_swept_until"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("webhook_endpoints_chatbot_idx").on(t.chatbotId, t.id),
    // One Follow Up Boss connection per chatbot.
    uniqueIndex("webhook_endpoints_followupboss_uq").on(t.chatbotId).where(sql`${t.kind} = 'followupboss'`),
  ],
);

export const deliveryStatusEnum = pgEnum("delivery_status", DELIVERY_STATUSES);

/**
 * The durable outbox of events: one row per event and endpoint, written in the transaction that
 * made the event (a lead, a handoff), so that an event is sent if and only if it happened. A
 * sender claims due rows with a lease (like the mail outbox), so a server killed mid-delivery
 * gives its rows back when the lease ends. `message_id` is the `webhook-id` header: the same for
 * every attempt and for a replay, so a receiver can drop what it already has.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    endpointId: bigint("endpoint_id", { mode: "number" })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The exact JSON body that is signed and sent. */
    payload: text("payload").notNull(),
    status: deliveryStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    lastAttemptAt: at("last_attempt_at"),
    /** The receiver's HTTP status at the last attempt; null when none came (timeout, refused address). */
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    deliveredAt: at("delivered_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id.desc()),
  ],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;

/** A window a visitor offered for a showing: ISO instants, and whether a time or part of the day was given. */
export interface ProposedWindow {
  start: string;
  end: string;
  timed: boolean;
}

export const showingStatusEnum = pgEnum("showing_status", SHOWING_STATUSES);

/**
 * A visitor's request to see a home (issue 42): the listing, the windows they offered (read in the
 * chatbot's time zone), their lead; then the owner's answer (a confirmed time, or another one
 * proposed). `sequence` is the iCalendar SEQUENCE of the invitation, raised at each change.
 */
export const showingRequests = pgTable(
  "showing_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    sessionId: bigint("session_id", { mode: "number" }).references(() => chatSessions.id, { onDelete: "set null" }),
    /** The listing (its ID, and its address and MLS number as they were: the listing may change or go). */
    listingId: bigint("listing_id", { mode: "number" }),
    listingAddress: text("listing_address").notNull().default(""),
    listingMls: text("listing_mls").notNull().default(""),
    proposed: jsonb("proposed").$type<ProposedWindow[]>().notNull(),
    /** What the visitor wrote about when, as they wrote it. */
    visitorWords: text("visitor_words").notNull().default(""),
    status: showingStatusEnum("status").notNull().default("requested"),
    scheduledStart: at("scheduled_start"),
    scheduledEnd: at("scheduled_end"),
    ownerNote: text("owner_note").notNull().default(""),
    /** The visitor's language (en, es, fr): the confirmation mail is written in it. */
    language: text("language").notNull().default("en"),
    sequence: integer("sequence").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("showing_requests_chatbot_idx").on(t.chatbotId, t.id.desc()), index("showing_requests_lead_idx").on(t.leadId)],
);

export type ShowingRequest = typeof showingRequests.$inferSelect;

/** How a feed signs in to its MLS: OAuth2 client credentials, or a bearer token the vendor issued. */
export const feedAuthEnum = pgEnum("feed_auth", ["oauth", "bearer"]);

export interface FeedProblem {
  Key: string;
  Problems: string[];
}

/**
 * A chatbot's MLS feed (issue 43): a RESO Web API it replicates listings from, on a schedule. The
 * client secret or bearer token is sealed (lib/secrets/sealed.ts). The watermark is the last stored
 * record's (ModificationTimestamp, ListingKey), written in the transaction that stores its page, so a
 * run killed mid-way resumes where its last page ended. A run holds a lease on the row, so one
 * server at a time syncs a feed.
 */
export const listingFeeds = pgTable(
  "listing_feeds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    baseUrl: text("base_url").notNull(),
    resource: text("resource").notNull().default("Property"),
    auth: feedAuthEnum("auth").notNull(),
    tokenUrl: text("token_url").notNull().default(""),
    clientId: text("client_id").notNull().default(""),
    scope: text("scope").notNull().default(""),
    secretSealed: text("secret_sealed").notNull(),
    secretHint: text("secret_hint").notNull(),
    /** The owner's scope as an OData $filter ("ListAgentMlsId eq 'A1'"). */
    filter: text("filter").notNull().default(""),
    pageSize: integer("page_size").notNull().default(200),
    currency: text("currency").notNull().default("$"),
    /** The unit of areas the feed sends without LivingAreaUnits; null when it always names one. */
    areaUnit: text("area_unit"),
    intervalMinutes: integer("interval_minutes").notNull().default(15),
    enabled: boolean("enabled").notNull().default(true),
    watermarkTimestamp: text("watermark_timestamp"),
    watermarkKey: text("watermark_key"),
    nextRunAt: at("next_run_at").notNull().defaultNow(),
    leaseUntil: at("lease_until"),
    leaseToken: text("lease_token"),
    lastRunAt: at("last_run_at"),
    lastSuccessAt: at("last_success_at"),
    lastError: text("last_error").notNull().default(""),
    lastAdded: integer("last_added").notNull().default(0),
    lastChanged: integer("last_changed").notNull().default(0),
    lastRemoved: integer("last_removed").notNull().default(0),
    /** The last run's records that could not be stored without guessing (at most 50). */
    problems: jsonb("problems").$type<FeedProblem[]>().notNull().default([]),
    reconciledAt: at("reconciled_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("listing_feeds_chatbot_uq").on(t.chatbotId), index("listing_feeds_due_idx").on(t.nextRunAt)],
);

export type ListingFeed = typeof listingFeeds.$inferSelect;

/**
 * A visitor's saved search (issue 43): the criteria of their conversation, mailed when a new or
 * newly cheaper listing matches, at most once a day. Double opt-in: `pending` until the link of the
 * confirmation mail is followed; every mail carries the unsubscribe link. The link's token is kept
 * as its SHA-256 only. The owner sees it as a lead (`lead_id`).
 */
export const alertStatusEnum = pgEnum("alert_status", ["pending", "active", "unsubscribed"]);

export const searchAlerts = pgTable(
  "search_alerts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    leadId: bigint("lead_id", { mode: "number" }).references(() => leads.id, { onDelete: "set null" }),
    sessionId: bigint("session_id", { mode: "number" }).references(() => chatSessions.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    /** The visitor's language: "en", "es" or "fr"; every mail is written in it. */
    language: text("language").notNull(),
    /** The concierge's search filters (lib/ai/concierge/types.ts SearchFilters), validated when read. */
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull(),
    /** The filters in words, in the visitor's language ("houses for sale in Austin up to $400,000"). */
    summary: text("summary").notNull(),
    /** The same filters written canonically: one alert per address and search. */
    criteriaKey: text("criteria_key").notNull(),
    status: alertStatusEnum("status").notNull().default("pending"),
    tokenHash: text("token_hash").notNull(),
    /** The same token sealed (lib/secrets/sealed.ts): every later mail carries the one unsubscribe link. */
    tokenSealed: text("token_sealed").notNull(),
    /** The origin the mails' links point at (PUBLIC_URL, or this machine's own), fixed when saved. */
    linkOrigin: text("link_origin").notNull(),
    confirmedAt: at("confirmed_at"),
    unsubscribedAt: at("unsubscribed_at"),
    /** Listings created or made cheaper after this are news; moved on by each check. */
    checkedThrough: at("checked_through"),
    /** When the alert is next looked at: a day after a mail, sooner after a check that found nothing. */
    nextCheckAt: at("next_check_at").notNull().defaultNow(),
    lastSentAt: at("last_sent_at"),
    /** "id:price" of the listings already mailed (the last 500), so no home is mailed twice at one price. */
    sentKeys: jsonb("sent_keys").$type<string[]>().notNull().default([]),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("search_alerts_token_uq").on(t.tokenHash),
    uniqueIndex("search_alerts_search_uq").on(t.chatbotId, t.email, t.criteriaKey),
    index("search_alerts_due_idx").on(t.nextCheckAt).where(sql`${t.status} = 'active'`),
    index("search_alerts_chatbot_idx").on(t.chatbotId, t.id.desc()),
    index("search_alerts_lead_idx").on(t.leadId),
  ],
);

export type SearchAlert = typeof searchAlerts.$inferSelect;
