import { type SQLWrapper, sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AREA_UNITS, LEAD_SCORES, LISTING_STATUSES, SALE_TYPES, SPACE_TYPES, TOURS, USER_ROLES } from "./enums";

// Property names of chatbot settings and listing fields are the wire names of the
// API (spec 2.2 and 2.4). That keeps one name per field from the request body down
// to the column, with no mapping table to drift; the SQL column names stay snake_case.

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const workspaces = pgTable("workspaces", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  // The session key is one per workspace: a public lookup id plus the hash of its secret.
  sessionKeyId: text("session_key_id").notNull().unique(),
  sessionKeyHash: text("session_key_hash").notNull(),
  createdAt: createdAt(),
});

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    keyId: text("key_id").notNull().unique(),
    keyHash: text("key_hash").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("api_keys_workspace_idx").on(t.workspaceId)],
);

export const userRoleEnum = pgEnum("user_role", USER_ROLES);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    // Null only for a sign-up waiting for its mailed link (REQUIRE_EMAIL_VERIFICATION=1); the
    // default counts every other account (the CLI's, the demo's, earlier ones) as confirmed.
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true, mode: "date" }).defaultNow(),
    // Every user before migration 0025 created their own workspace, so the default keeps them owners.
    role: userRoleEnum("role").notNull().default("owner"),
  },
  (t) => [index("users_workspace_idx").on(t.workspaceId)],
);

/**
 * Signed-in dashboard sessions. The cookie holds `cbu_<id>_<secret>`; the id finds the
 * row and only a hash of the secret is kept, compared in constant time, like API keys.
 */
export const userSessions = pgTable(
  "user_sessions",
  {
    id: text("id").primaryKey(),
    secretHash: text("secret_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The browser that signed in, as its User-Agent said (at most 200 characters), to tell sessions apart. */
    userAgent: text("user_agent").notNull().default(""),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

/**
 * Invitations to join a workspace, mailed as `/invite?token=cbi_<id>_<secret>`; only a hash
 * of the secret is kept. Accepting creates the user; revoking or accepting ends the link.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: userRoleEnum("role").notNull().default("member"),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    secretHash: text("secret_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("invitations_workspace_idx").on(t.workspaceId, t.createdAt)],
);

/**
 * Mailed one-time links: a password reset (an hour) or an address confirmation. The link
 * holds `<id>_<secret>`; only a hash of the secret is kept. `usedAt` makes a link single-use.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"reset" | "verify">().notNull(),
    secretHash: text("secret_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.purpose)],
);

/**
 * Requests that mail someone (reset links, new confirmation links), counted per address and
 * per client in a fixed window, so nobody can flood an inbox or spray many addresses.
 */
export const accountMailThrottle = pgTable("account_mail_throttle", {
  key: text("key").primaryKey(),
  requests: integer("requests").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
});

/**
 * What a workspace has asked the knowledge base to read in the current hour (lib/knowledge/budget.ts):
 * documents and web pages added or fetched again, and their bytes.
 */
export const knowledgeBudget = pgTable("knowledge_budget", {
  workspaceId: uuid("workspace_id")
    .primaryKey()
    .references(() => workspaces.id, { onDelete: "cascade" }),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  sources: integer("sources").notNull(),
  bytes: bigint("bytes", { mode: "number" }).notNull(),
});

/**
 * Failed sign-ins, counted per account (`account:<email>`) and per client address
 * (`address:<ip>`) in a fixed window; a key over its limit is locked until `lockedUntil`.
 * In the database, so the count holds across every server process.
 */
export const signInThrottle = pgTable("sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
});

export const chatbots = pgTable(
  "chatbots",
  {
    id: text("id").primaryKey(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    type: integer("type").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),

    Name: text("name").notNull(),
    Model: text("model").notNull(),
    SystemMessage: text("system_message").notNull(),
    Temperature: integer("temperature").notNull(),
    TimeZone: text("time_zone").notNull(),
    AnswerSuffix: text("answer_suffix").notNull(),
    ChatProfilePicture: text("chat_profile_picture").notNull(),
    ChatIcon: text("chat_icon").notNull(),
    ChatBubbleAlign: integer("chat_bubble_align").notNull(),
    ChatBubbleColor: text("chat_bubble_color").notNull(),
    ChatbotPopupOnce: boolean("chatbot_popup_once").notNull(),
    ChatbotPrivacyPolicyDescription: text("privacy_policy_description").notNull(),
    ChatbotPrivacyPolicyName: text("privacy_policy_name").notNull(),
    ChatbotPrivacyPolicyUrl: text("privacy_policy_url").notNull(),
    EnablePushToTalk: boolean("enable_push_to_talk").notNull(),
    EnableUploadImage: boolean("enable_upload_image").notNull(),
    FacebookUrl: text("facebook_url").notNull(),
    InstagramUrl: text("instagram_url").notNull(),
    RemoveChatLogOnBrowserClose: boolean("remove_chat_log_on_browser_close").notNull(),
    SuggestedMessage: text("suggested_message").notNull(),
    TalkToHumanEmail: text("talk_to_human_email").notNull(),
    TalkToHumanResponseMessage: text("talk_to_human_response_message").notNull(),
    UserInputPlaceholder: text("user_input_placeholder").notNull(),
    UserMessageColor: text("user_message_color").notNull(),
    WelcomeMessage: text("welcome_message").notNull(),
    WhatsappUrl: text("whatsapp_url").notNull(),
    VerifyDomain: boolean("verify_domain").notNull(),
    Domains: text("domains").notNull(),
    RateLimitCount: integer("rate_limit_count").notNull(),
    RateLimitMessage: text("rate_limit_message").notNull(),
    RateLimitTime: integer("rate_limit_time").notNull(),
    CustomDomain: text("custom_domain").notNull(),
    EmailForDailyChatLogs: text("email_for_daily_chat_logs").notNull(),
    EmailForDailyLeads: text("email_for_daily_leads").notNull(),
    AIResponseLanguage: text("ai_response_language").notNull(),
    MessageLimit: integer("message_limit").notNull(),
    BookingUrl: text("booking_url").notNull().default(""),
  },
  (t) => [index("chatbots_workspace_idx").on(t.workspaceId, t.createdAt)],
);

export const saleTypeEnum = pgEnum("sale_type", SALE_TYPES);
export const listingStatusEnum = pgEnum("listing_status", LISTING_STATUSES);
export const areaUnitEnum = pgEnum("area_unit", AREA_UNITS);
export const toursEnum = pgEnum("tours", TOURS);
export const spaceTypeEnum = pgEnum("space_type", SPACE_TYPES);

export type ExtensionPair = { Key: string; value: string };

/**
 * The key a city is matched by: trimmed and lower-cased, by PostgreSQL. Stored as
 * listings.city_key (of `city`) and compared with the same of a CityName filter's text.
 */
export const cityKey = (city: SQLWrapper | string) => sql`lower(btrim(${city}))`;

/** A fair-housing flag of an owner's text (lib/fair-housing/flags.ts). */
export interface ComplianceFlagRow {
  field: string;
  phrase: string;
  /** One of lib/fair-housing/flags.ts's PROTECTED_CHARACTERISTICS. */
  characteristic: "race" | "origin" | "religion" | "familial" | "disability" | "sex" | "orientation" | "gender" | "age" | "marital" | "income" | "military";
  reason: string;
}

export const listings = pgTable(
  "listings",
  {
    // Issued by the service: the PlatformId key and the `ID` of list replies. Unique by
    // its sequence; the primary key leads with the chatbot (see below).
    id: bigserial("id", { mode: "number" }).notNull(),
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Fair-housing flags of its description and facts (lib/fair-housing/flags.ts); null when none. */
    complianceFlags: jsonb("compliance_flags").$type<ComplianceFlagRow[]>(),

    SaleType: saleTypeEnum("sale_type").notNull(),
    Status: listingStatusEnum("status").notNull(),
    CurrencySymbol: text("currency_symbol").notNull(),
    PropertyType: text("property_type").notNull(),
    Bedrooms: integer("bedrooms").notNull(),
    Bathrooms: doublePrecision("bathrooms").notNull(),
    Url: text("url").notNull(),
    MLSNumber: text("mls_number").notNull(),
    YearBuilt: integer("year_built").notNull(),
    DaysOnMarket: integer("days_on_market").notNull(),
    LotArea: doublePrecision("lot_area").notNull(),
    BuildingArea: doublePrecision("building_area"),
    AreaUnit: areaUnitEnum("area_unit").notNull(),
    Images: jsonb("images").$type<string[]>(),
    Tours: toursEnum("tours"),
    ParkingSpots: integer("parking_spots").notNull(),
    Description: text("description").notNull().default(""),
    ExtensionColumn: jsonb("extension_column").$type<ExtensionPair[]>(),
    Location: text("location").notNull().default(""),
    Address: text("address").notNull().default(""),
    City: text("city").notNull().default(""),
    // The CityName filter is case-insensitive and trimmed; the index is on this key.
    cityKey: text("city_key")
      .notNull()
      .generatedAlwaysAs(cityKey(sql.raw("city"))),
    // Migration 0010_concierge_search adds two columns outside this schema, on purpose, so that
    // no select of whole rows (list pages, exports, RealEstateGet) reads or returns them:
    // property_kind, the canonical kind of PropertyType in any language (set by a trigger from the
    // lexicon's words, db/lexicon.ts and migration 0036), and search_vector, a generated column of
    // the listing's text for full-text search in English, Spanish and French. Only the concierge's search (lib/ai/concierge/search-*.ts) names them; their
    // indexes (a GIN on search_vector, (chatbot_id, property_kind, …), the covering listings_concierge_idx)
    // are in that migration too.
    State: text("state").notNull().default(""),
    ZIP: text("zip").notNull().default(""),
    Latitude: doublePrecision("latitude"),
    Longitude: doublePrecision("longitude"),
    SalePrice: doublePrecision("sale_price"),
    UnitAreaPrice: doublePrecision("unit_area_price"),
    HOAMonth: doublePrecision("hoa_month"),
    ZestimatePrice: doublePrecision("zestimate_price"),
    RentPrice: doublePrecision("rent_price"),
    SpaceType: spaceTypeEnum("space_type"),
    DepositFee: doublePrecision("deposit_fee"),
    /** The feed record's ListingKey when the chatbot's MLS feed owns the listing (db/schema-integrations.ts listing_feeds); null for one made by hand, a sheet or the API. */
    feedKey: text("feed_key"),
  },
  (t) => [
    // Every query names the chatbot, and list pages are newest first (id desc). A key of
    // (chatbot_id, id) serves both; with a key of id alone the planner walks the whole
    // table backwards for a big chatbot whose listings are old (70 ms vs 0.1 ms at 100,000).
    primaryKey({ name: "listings_pkey", columns: [t.chatbotId, t.id] }),
    // Filters narrow by city and sale type: an index per combination keeps pages and counts index scans.
    index("listings_chatbot_city_idx").on(t.chatbotId, t.cityKey, t.id.desc()),
    index("listings_compliance_idx").on(t.chatbotId, t.id).where(sql`${t.complianceFlags} is not null`),
    index("listings_chatbot_sale_idx").on(t.chatbotId, t.SaleType, t.id.desc()),
    index("listings_chatbot_city_sale_idx").on(t.chatbotId, t.cityKey, t.SaleType, t.id.desc()),
    // The concierge's usual question (a city, to buy or rent, bedrooms, a price) and its exact total:
    // with these in the index, counting 50,000 matches of a big chatbot reads no table pages.
    index("listings_chatbot_city_sale_rooms_price_idx").on(t.chatbotId, t.cityKey, t.SaleType, t.Bedrooms, t.Bathrooms, t.SalePrice, t.RentPrice),
    // The concierge: the default order (most recently listed first), typed addresses by their
    // folded prefix and, for typos, through trigrams.
    index("listings_address_trgm_idx").using("gin", sql`casabot_fold(${t.Address}) gin_trgm_ops`),
    index("listings_chatbot_address_idx").on(t.chatbotId, sql`casabot_fold(${t.Address}) text_pattern_ops`),
    index("listings_chatbot_recent_idx").on(t.chatbotId, t.DaysOnMarket, t.id.desc()),
    uniqueIndex("listings_chatbot_mls_uq").on(t.chatbotId, t.MLSNumber),
    uniqueIndex("listings_chatbot_url_uq").on(t.chatbotId, t.Url).where(sql`${t.Url} <> ''`),
    uniqueIndex("listings_chatbot_feed_key_uq").on(t.chatbotId, t.feedKey).where(sql`${t.feedKey} is not null`),
  ],
);

/**
 * How many listings each chatbot has per city and sale type, kept exact by triggers on
 * listings (migration 0006_listing_counts): RealEstateList's VirtualCount sums a few of
 * these rows instead of counting up to hundreds of thousands of index entries per page.
 */
export const listingCounts = pgTable(
  "listing_counts",
  {
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    cityKey: text("city_key").notNull(),
    SaleType: saleTypeEnum("sale_type").notNull(),
    /**
     * Each key's count is spread over up to 16 rows, one per database connection's shard
     * (pg_backend_pid() % 16, migration 0022), so concurrent creates on one chatbot's city do
     * not queue on one row's lock until each commit. A shard's row may go negative; the sum is exact.
     */
    shard: smallint("shard").notNull().default(0),
    listings: integer("listings").notNull(),
  },
  (t) => [primaryKey({ name: "listing_counts_pkey", columns: [t.chatbotId, t.cityKey, t.SaleType, t.shard] })],
);

export type Workspace = typeof workspaces.$inferSelect;
export type Chatbot = typeof chatbots.$inferSelect;
export type Listing = typeof listings.$inferSelect;

export const chatSessions = pgTable(
  "chat_sessions",
  {
    // The integer SessionID of GetSession and ClientAsk.
    id: bigserial("id", { mode: "number" }).primaryKey(),
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    // Sessions a widget opened (lib/widget): the SHA-256 of the visitor's current token
    // and when it was issued, and a hash of the visitor's address (for the per-address
    // limits; the address itself is not kept).
    visitorTokenHash: text("visitor_token_hash"),
    visitorTokenIssuedAt: timestamp("visitor_token_issued_at", { withTimezone: true, mode: "date" }),
    visitorAddress: text("visitor_address"),
    // What the built-in concierge keeps between turns (lib/ai/concierge/state.ts): the last
    // criteria, the listings last shown, the ones in focus. Plain JSON, validated when read.
    conciergeState: jsonb("concierge_state"),
  },
  (t) => [
    index("chat_sessions_chatbot_idx").on(t.chatbotId, t.id.desc()),
    index("chat_sessions_visitor_idx").on(t.chatbotId, t.visitorAddress, t.createdAt).where(sql`${t.visitorAddress} is not null`),
  ],
);

export const messageRoleEnum = pgEnum("message_role", ["question", "answer"]);

export const chatMessages = pgTable(
  "chat_messages",
  {
    // Each question and each answer has its own message ID.
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sessionId: bigint("session_id", { mode: "number" })
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    role: messageRoleEnum("role").notNull(),
    content: text("content").notNull(),
    askType: text("ask_type").notNull().default("Text"),
    fileIds: jsonb("file_ids").$type<string[]>(),
    totalTokens: integer("total_tokens").notNull().default(0),
    noAnswer: boolean("no_answer").notNull().default(false),
    // An answer cut short because the visitor left or the model failed mid-stream.
    interrupted: boolean("interrupted").notNull().default(false),
    model: text("model"),
    createdAt: createdAt(),
    // What Insights reads of a question (lib/insights/facts.ts), written on the question's row when its
    // answer is saved: how long the answer took, what the visitor asked for, and the listings named.
    // `noAnswer` and `interrupted` are set on the question too. Triggers (migration 0020) add each
    // question, once, to the per-day rollups that the Insights queries read (insight_* below).
    answerMs: integer("answer_ms"),
    /** What the question asked for: search, count, listing, compare, coverage, knowledge, contact, human, chat, other. */
    intent: text("intent"),
    /** The listing criteria the concierge parsed or a model's search tool was called with (SearchFilters). */
    criteria: jsonb("criteria").$type<object>(),
    /** The listings the answer named, in order. */
    listingIds: jsonb("listing_ids").$type<number[]>(),
    /** The visitor's language: en, es, fr or other. */
    language: text("language"),
    /** The question's demand terms ("city:austin", "beds:3"…, lib/insights/terms.ts) that the rollups count. */
    insightTerms: text("insight_terms").array(),
    /** A fair-housing decline of the question: "steer:<characteristic>", "safety" or "reply:<characteristic>" (lib/fair-housing). */
    compliance: text("compliance"),
  },
  (t) => [
    index("chat_messages_session_idx").on(t.sessionId, t.id),
    index("chat_messages_chatbot_time_idx").on(t.chatbotId, t.createdAt),
    index("chat_messages_compliance_idx").on(t.chatbotId, t.id).where(sql`${t.compliance} is not null`),
  ],
);

/**
 * Insights' rollups, kept by triggers on chat_messages (migration 0020) in the chatbot's time zone
 * as it was when they were built (`insight_zones`): a change of TimeZone rebuilds them from the
 * questions (casabot_insights_rebuild). The Insights queries read only these and `leads`, so a page
 * costs the same whether the chatbot has a hundred messages or a million.
 */
export const insightZones = pgTable("insight_zones", {
  chatbotId: text("chatbot_id")
    .primaryKey()
    .references(() => chatbots.id, { onDelete: "cascade" }),
  /** The chatbot's TimeZone the rollups were built for. */
  setting: text("setting").notNull(),
  /** The zone they are kept in: `setting`, or UTC when the database does not know it (casabot_valid_zone). */
  timeZone: text("time_zone").notNull(),
});

/** Per local date and hour: questions, conversations (counted at their first question) and how they were answered. */
export const insightHours = pgTable(
  "insight_hours",
  {
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    hour: smallint("hour").notNull(),
    questions: integer("questions").notNull(),
    conversations: integer("conversations").notNull(),
    answered: integer("answered").notNull(),
    noAnswer: integer("no_answer").notNull(),
    interrupted: integer("interrupted").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatbotId, t.day, t.hour] })],
);

/** Per local date: how many answers took each time, in milliseconds to two significant figures (for the median). */
export const insightAnswerTimes = pgTable(
  "insight_answer_times",
  {
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    ms: integer("ms").notNull(),
    answers: integer("answers").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatbotId, t.day, t.ms] })],
);

/** Per local date: how many questions carried each term (a city asked for, a listing named, an unanswered question's text…). */
export const insightTerms = pgTable(
  "insight_terms",
  {
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    value: text("value").notNull(),
    questions: integer("questions").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The latest question with the term: the conversation an unanswered question opens. */
    lastQuestionId: bigint("last_question_id", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatbotId, t.kind, t.day, t.value] })],
);

/**
 * insight_terms per local month, kept beside it: a range of months reads a month's row per value
 * instead of up to 31 (listings and searches take thousands of values a month on a busy chatbot),
 * and only the days at its ends from insight_terms.
 */
export const insightMonthTerms = pgTable(
  "insight_month_terms",
  {
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The month's first day. */
    month: date("month", { mode: "string" }).notNull(),
    value: text("value").notNull(),
    questions: integer("questions").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true, mode: "date" }).notNull(),
    lastQuestionId: bigint("last_question_id", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatbotId, t.kind, t.month, t.value] })],
);

/** Questions admitted per chatbot per calendar month (in the chatbot's time zone): the MessageLimit counter. */
export const monthlyUsage = pgTable(
  "chatbot_monthly_usage",
  {
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    questions: integer("questions").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chatbotId, t.month] })],
);

export const leadTypeEnum = pgEnum("lead_type", ["Lead", "Handoff"]);
export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export const leadStatusEnum = pgEnum("lead_status", LEAD_STATUSES);
export const leadScoreEnum = pgEnum("lead_score", LEAD_SCORES);

export const leads = pgTable(
  "leads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    sessionId: bigint("session_id", { mode: "number" }).references(() => chatSessions.id, { onDelete: "set null" }),
    type: leadTypeEnum("type").notNull(),
    name: text("name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull().default(""),
    createdAt: createdAt(),
    // The leads inbox (issue 23): where the owner's follow-up stands, and their notes.
    status: leadStatusEnum("status").notNull().default("new"),
    notes: text("notes").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // Qualification (issue 42): what the conversation told of the visitor's search, typed
    // (lib/leads/qualification.ts), the listings they viewed and asked about, and the score its rules give.
    qualification: jsonb("qualification").$type<Record<string, unknown>>(),
    listingsViewed: jsonb("listings_viewed").$type<number[]>(),
    score: leadScoreEnum("score").notNull().default("cold"),
  },
  (t) => [index("leads_chatbot_time_idx").on(t.chatbotId, t.createdAt), index("leads_session_idx").on(t.sessionId)],
);

export const outboxStatusEnum = pgEnum("outbox_status", ["pending", "sent", "failed"]);

/** Mail waiting to go out (human handoffs now, digests later); a sender delivers it. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    chatbotId: text("chatbot_id").references(() => chatbots.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    status: outboxStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    // When a pending mail may be tried (again): pushed ahead by a claim (a lease, so two
    // senders never hold it at once) and by the backoff after a failed attempt.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    // Where a reply goes: the visitor's address on a handoff mail, so the agent can answer them directly.
    replyTo: text("reply_to"),
    // A calendar invitation sent with the mail (a showing's, issue 42): the iCalendar text, whose METHOD it carries.
    ical: text("ical"),
    // Headers of its own: a visitor's alert carries List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
    headers: jsonb("headers").$type<Record<string, string>>(),
  },
  (t) => [
    index("outbox_status_idx").on(t.status, t.id),
    index("outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("outbox_chatbot_idx").on(t.chatbotId, t.id.desc()),
  ],
);

/**
 * Daily digests claimed per chatbot, kind and local date: the unique key is what lets
 * only one of several servers queue a digest; `items` 0 marks a day with nothing to send.
 */
export const mailDigests = pgTable(
  "mail_digests",
  {
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    localDate: date("local_date", { mode: "string" }).notNull(),
    items: integer("items").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chatbotId, t.kind, t.localDate] })],
);

export type ChatMessage = typeof chatMessages.$inferSelect;

export const fileStatusEnum = pgEnum("file_status", ["pending", "uploading", "ready", "failed"]);
// document: PDF, DOCX, HTML, Markdown or text, uploaded for the knowledge base only (lib/knowledge).
export const fileKindEnum = pgEnum("file_kind", ["image", "audio", "video", "document"]);

/**
 * Uploaded files (the FileStoreId of GetPreUploadUrl). A row is created with its
 * upload URL; kind, mime, size and the storage key are known only once the bytes
 * have arrived. Only the hash of the upload token is kept, like API keys.
 */
export const files = pgTable(
  "files",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    status: fileStatusEnum("status").notNull().default("pending"),
    kind: fileKindEnum("kind"),
    mime: text("mime"),
    size: bigint("size", { mode: "number" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true, mode: "date" }),
    storageKey: text("storage_key"),
    // Why a failed file failed (a direct upload to the object store that did not pass its checks).
    failure: text("failure"),
    // The unguessable part of the file's public URL (/api/files/<id>/<publicKey>): chatbot
    // pictures and listing images are shown to visitors who hold no credential.
    publicKey: text("public_key").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    // A file a widget visitor uploaded belongs to that chat session: only it may ask with the file.
    chatSessionId: bigint("chat_session_id", { mode: "number" }).references(() => chatSessions.id, { onDelete: "cascade" }),
  },
  (t) => [index("files_workspace_idx").on(t.workspaceId, t.id), index("files_chat_session_idx").on(t.chatSessionId).where(sql`${t.chatSessionId} is not null`)],
);

export type StoredFile = typeof files.$inferSelect;
export type FileKind = (typeof fileKindEnum.enumValues)[number];

/**
 * What anonymous widget visitors did that costs the workspace something (a handoff mail, an
 * upload URL), one row each, so that per-session and per-address limits are counted in the
 * database, under a lock, however many requests arrive at once (lib/widget/limits.ts).
 */
export const widgetEvents = pgTable(
  "widget_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    sessionId: bigint("session_id", { mode: "number" })
      .notNull()
      .references(() => chatSessions.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"handoff" | "upload">().notNull(),
    // Hash of the address the request came from (lib/widget/service addressHash).
    visitorAddress: text("visitor_address").notNull(),
    // A handoff's digest of its message and contact: the same request twice in a session is one mail.
    fingerprint: text("fingerprint"),
    createdAt: createdAt(),
  },
  (t) => [
    index("widget_events_session_idx").on(t.sessionId, t.kind),
    index("widget_events_address_idx").on(t.chatbotId, t.visitorAddress, t.kind, t.createdAt),
  ],
);

export const knowledgeKindEnum = pgEnum("knowledge_kind", ["qa", "document", "url"]);
export const knowledgeStatusEnum = pgEnum("knowledge_status", ["processing", "ready", "failed"]);
/** The language a source was detected in; it picks the text search configuration of its chunks. */
export const knowledgeLanguageEnum = pgEnum("knowledge_language", ["en", "es", "fr", "other"]);

/** What a chatbot knows beyond its listings (lib/knowledge): Q&A pairs, documents and web pages. */
export const knowledgeSources = pgTable(
  "knowledge_sources",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    kind: knowledgeKindEnum("kind").notNull(),
    title: text("title").notNull().default(""),
    url: text("url"),
    fileId: bigint("file_id", { mode: "number" }).references(() => files.id, { onDelete: "set null" }),
    status: knowledgeStatusEnum("status").notNull().default("processing"),
    failureReason: text("failure_reason"),
    language: knowledgeLanguageEnum("language").notNull().default("other"),
    question: text("question"),
    alternatives: text("alternatives").array().notNull().default(sql`'{}'::text[]`),
    answer: text("answer"),
    chunkCount: integer("chunk_count").notNull().default(0),
    // The pages a URL source's last fetch or crawl stored (0 for other kinds).
    pageCount: integer("page_count").notNull().default(0),
    // A URL source that is a crawl: the most pages it fetches (null: the one page).
    maxPages: integer("max_pages"),
    // Times processing has started since the source was added or refetched: a source whose
    // processing was stopped (timed out, out of memory, its process ended) twice is failed, never resumed.
    attempts: integer("attempts").notNull().default(0),
    /** Fair-housing flags of its text (lib/fair-housing/flags.ts); null when none. */
    complianceFlags: jsonb("compliance_flags").$type<ComplianceFlagRow[]>(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("knowledge_sources_chatbot_idx").on(t.chatbotId, t.id),
    index("knowledge_sources_compliance_idx").on(t.chatbotId, t.id).where(sql`${t.complianceFlags} is not null`),
    // The stuck-source sweep (lib/knowledge/jobs.ts) looks for old processing rows only.
    index("knowledge_sources_processing_idx").on(t.updatedAt).where(sql`${t.status} = 'processing'`),
  ],
);

/**
 * The searchable passages of a source. Like the listings' search_vector, the generated
 * search_vector (in the chunk's language's configuration and in casabot_simple) and the GIN
 * and trigram indexes are added by hand in migration 0017, out of Drizzle's sight, so that no
 * select of whole rows reads them; only lib/knowledge/search.ts names them.
 */
export const knowledgeChunks = pgTable(
  "knowledge_chunks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sourceId: bigint("source_id", { mode: "number" })
      .notNull()
      .references(() => knowledgeSources.id, { onDelete: "cascade" }),
    // Repeated from the source so that a chatbot's search and its chunk count read one table.
    chatbotId: text("chatbot_id")
      .notNull()
      .references(() => chatbots.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    /** The headings above the passage, outermost first, joined with " > ". */
    heading: text("heading").notNull().default(""),
    content: text("content").notNull(),
    language: knowledgeLanguageEnum("language").notNull().default("other"),
    /** The page a crawled source's passage came from (a crawl is one source of many pages); null otherwise. */
    url: text("url"),
  },
  (t) => [index("knowledge_chunks_source_idx").on(t.sourceId, t.ordinal), index("knowledge_chunks_chatbot_idx").on(t.chatbotId)],
);

export type KnowledgeSource = typeof knowledgeSources.$inferSelect;
export type KnowledgeLanguage = (typeof knowledgeLanguageEnum.enumValues)[number];
