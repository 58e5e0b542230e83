import type { z } from "zod";
import { accountEmailInput, apiKeyCreateInput, apiKeyRevokeInput, resetPasswordInput, signInInput, signUpInput, verifyEmailInput } from "@/lib/auth/schema";
import { RESET_REQUESTED } from "@/lib/auth/reset";
import { VERIFICATION_RESENT } from "@/lib/auth/verification";
import {
  clientAskInput,
  creditsInput,
  getSessionInput,
  historyInput,
  leadListInput,
  messageCountInput,
  sessionListInput,
  sessionMessagesInput,
} from "@/lib/chat/schema";
import { addChatbotInput, chatbotRefInput, editChatbotInput } from "@/lib/chatbots/schema";
import { getFileInput, getPreUploadUrlInput } from "@/lib/files/schema";
import { createListingInput, deleteListingsInput, getListingInput, listListingsInput, setListingStatusInput, updateListingInput } from "@/lib/listings/schema";
import { leadInboxInput, leadUpdateInput } from "@/lib/leads/schema";
import { importSheetInput } from "@/lib/listings/sheet/schema";
import { mailListInput } from "@/lib/mail/schema";
import { emptyInput } from "@/lib/validation/fields";
import { originalConfigInput, sessionKeyAskInput, widgetAskInput, widgetConfigInput, widgetHandoffInput, widgetSessionInput } from "@/lib/widget/schema";
import * as reply from "./replies";
import { insightsContract } from "./contract-insights";
import { knowledgeContract } from "./contract-knowledge";
import { teamContract } from "./contract-team";
import { showingsContract, webhooksContract } from "./contract-webhooks";
import { feedsContract } from "./contract-feeds";
import { examples as ex } from "./examples";

/**
 * Who may call an endpoint (lib/api/authenticate.ts, lib/api/widget-endpoint.ts):
 * `apiKey` takes `Authorization: <API key>` or a signed-in owner's cookie; `apiKeyOrSessionKey`
 * also `chatrobot-sessionkey`; `owner` only the cookie; `public` nothing; `widget` the
 * chatbot's `?serialNumber=` from an allowed origin, `widgetToken` that and the visitor's token,
 * `widgetSessionKey` the visitor's token alone, in `chatrobot-sessionkey`, from its chatbot's allowed origins.
 */
export type Access = "apiKey" | "apiKeyOrSessionKey" | "owner" | "public" | "widget" | "widgetToken" | "widgetSessionKey";

/**
 * One endpoint, declared once: its route file binds this entry to a handler (lib/api/route.ts),
 * the path table is generated from the keys (scripts/generate-routes.ts), and the OpenAPI
 * document and the typed client read the rest.
 */
export interface EndpointContract {
  summary: string;
  description?: string;
  access: Access;
  /**
   * Only an owner's session may call it: a member's is refused (403). API keys and the session
   * key stand for the workspace itself and are not affected (lib/api/endpoint.ts).
   */
  ownersOnly?: boolean;
  /** The schema the request body is validated with; it types the handler's input. */
  body: z.ZodType;
  /** What the reply's Data holds: the handler's return must be of its type. */
  data: z.ZodType;
  /** GET is answered too (with the same body rules). */
  get?: boolean;
  /**
   * The reply can be text/event-stream lines (replies.askStreamLine), asked for with `stream: true`
   * in the body (`"body"`), or that or `Accept: text/event-stream` (`"bodyOrAccept"`).
   */
  streams?: "body" | "bodyOrAccept";
  /** Codes this endpoint answers besides those every endpoint of its access can answer. */
  errors?: readonly number[];
  example: { request: Record<string, unknown>; data: unknown };
}

/** ForgotPassword and ResendVerification: an address asks for a mailed link, answered alike whether or not it has an account. */
const LINK_REQUEST = {
  access: "public",
  body: accountEmailInput,
  data: reply.accountMailData,
  errors: [429],
  example: { request: { Email: "owner@harbor.test" } },
} as const;

const define = <const C extends Record<`${string}/${string}`, EndpointContract>>(contract: C) => contract;

/** Every /chat endpoint, by its path under /chat: a test keeps the keys equal to the folders of app/chat. */
export const contract = define({
  "Chat/Ask": {
    summary: "The original widget's question: in the session its SessionKey names",
    description:
      "`chatrobot-sessionkey` carries the SessionKey of Chatbot/GetConfig (never the workspace's session key); it names the session and so the chatbot, whose VerifyDomain and Domains judge the page's Origin first (403 without CORS headers). `sessionID` must be the key's session (403); a missing, unknown or expired key is a 401. With `Accept: text/event-stream` (or `stream: true`) the answer streams as ClientAsk's does, ending with `TaskCompleted: true`; otherwise it comes whole, as ClientAsk's. Limits and settings as Widget/Ask: RateLimitCount per session and per address, MessageLimit (429), image and voice questions only when turned on (403). A refused stream request's envelope carries `TaskCompleted: true` too.",
    access: "widgetSessionKey",
    body: sessionKeyAskInput,
    data: reply.askReply,
    streams: "bodyOrAccept",
    errors: [429, 502],
    example: { request: { sessionID: 1025, content: "Homes for rent in Denver?" }, data: ex.clientAsk.data },
  },
  "Chat/ClientAsk": {
    summary: "Ask a chatbot a question in a session",
    description:
      "Answers with the whole reply, or with `stream: true` as `text/event-stream`: one JSON object per line (no `data:` prefix), `{content}` pieces, then `{QuestionID, AnswerID, Answer, TotalToken, TaskCompleted: true}`; an error after the stream started ends it with `{Success: false, Code: 502, Message, TaskCompleted: true}`. Every ending says `TaskCompleted: true`, which readers of the original service wait for; so does the envelope of a `stream: true` request refused before streaming (400, 429…), and no other envelope. At most RateLimitCount questions per session within RateLimitTime seconds and MessageLimit per month (429).",
    access: "apiKey",
    body: clientAskInput,
    data: reply.askReply,
    streams: "body",
    errors: [404, 429, 502],
    example: ex.clientAsk,
  },
  "Chatbot/Add": { summary: "Create a chatbot", access: "apiKey", body: addChatbotInput, data: reply.idText, example: ex.add },
  "Chatbot/ChatContentHistory": {
    summary: "Messages of a chatbot between two UTC dates, oldest first (at most 10,000)",
    access: "apiKey",
    body: historyInput,
    data: reply.storedMessage.array(),
    errors: [404],
    example: ex.history,
  },
  "Chatbot/Edit": {
    summary: "Change any of a chatbot's 36 settings",
    description: 'Only the fields sent are written; omitted fields keep their values. Numbers and booleans may also be sent as text (`"70"`, `"true"`).',
    access: "apiKey",
    body: editChatbotInput,
    data: reply.countData,
    errors: [404],
    example: ex.edit,
  },
  "Chatbot/Get": { summary: "A chatbot's settings", access: "apiKey", body: chatbotRefInput, data: reply.chatbotDetail, errors: [404], example: ex.get },
  "Chatbot/GetConfig": {
    summary: "The original widget's start: what it shows of a chatbot, and a new visitor session",
    description:
      "No credential: the page's Origin is judged by VerifyDomain and Domains as on Widget/Config (403 without CORS headers). `Data` is Widget/Config's, plus `SessionID` and `SessionKey`, the session's visitor token (as Widget/Session's, valid for an hour) for Chat/Ask's `chatrobot-sessionkey`. Each call opens a session: at most 30 per address per hour on each chatbot (429). `clientTimeZone` and `clientCurrentTime` are accepted as text of up to 100 characters, whatever they say, and not used: the chatbot's TimeZone decides its dates.",
    access: "widget",
    body: originalConfigInput,
    data: reply.originalConfigData,
    errors: [429],
    example: { request: ex.originalConfig.request, data: { ...ex.widgetConfig.data, ...ex.originalConfig.data } },
  },
  "Chatbot/GetMessageCountByChatbot": {
    summary: "Number of stored messages (questions and answers) of a chatbot",
    access: "apiKey",
    body: messageCountInput,
    data: reply.countData.describe("number of stored messages"),
    errors: [404],
    example: { request: { SerialNumber: ex.chatbotId }, data: 42 },
  },
  "Chatbot/Onboarding": {
    summary: "The chatbot's first steps, each done or not: listings added, tried out, embedded on a site, asked by a visitor",
    access: "apiKey",
    get: true,
    body: chatbotRefInput,
    data: reply.onboarding,
    errors: [404],
    example: { request: { serialNumber: ex.chatbotId }, data: { Listings: true, Tested: true, Embedded: false, Live: false, Done: 2, Total: 4 } },
  },
  "Chatbot/GetMessageCreditsUsage": {
    summary: "This month's questions against MessageLimit",
    access: "apiKey",
    get: true,
    body: creditsInput,
    data: reply.creditsData,
    errors: [404],
    example: { request: { serialNumber: ex.chatbotId }, data: { Total: -1, Used: 12, Remain: -1 } },
  },
  "Chatbot/GetSession": {
    summary: "Open a chat session with a chatbot",
    access: "apiKey",
    body: getSessionInput,
    data: reply.sessionData,
    errors: [404],
    example: { request: { serialNumber: ex.chatbotId }, data: { SessionID: 1024 } },
  },
  "Chatbot/LeadList": {
    summary: "Leads (contact details left in chat) and handoffs (requests for a person)",
    access: "apiKey",
    body: leadListInput,
    data: reply.leadItem.array(),
    errors: [404],
    example: ex.leads,
  },
  "Chatbot/List": {
    summary: "The workspace's chatbots, newest first",
    access: "apiKey",
    get: true,
    body: emptyInput,
    data: reply.chatbotSummary.array(),
    example: ex.list,
  },
  "Chatbot/ModelList": {
    summary: "The models a chatbot can use",
    access: "apiKey",
    get: true,
    body: emptyInput,
    data: reply.modelOption.array(),
    example: ex.models,
  },
  "Chatbot/RealEstateCreate": {
    summary: "Create a listing",
    description:
      "`Tour` is accepted for `Tours`, `For Sale`/`For Rent` for `SaleType`, numeric text for numbers. An MLSNumber or non-empty Url already used by another listing of the chatbot is a 409.",
    access: "apiKeyOrSessionKey",
    body: createListingInput,
    data: reply.idText.describe("the new listing's ID (its PlatformId)"),
    errors: [404, 409],
    example: ex.createListing,
  },
  "Chatbot/RealEstateDelete": {
    summary: "Delete listings by key",
    description: "Keys that match nothing are skipped.",
    access: "apiKeyOrSessionKey",
    ownersOnly: true,
    body: deleteListingsInput,
    data: reply.deleteCount,
    example: { request: { SerialNumber: ex.chatbotId, Keys: ["A-1001"], KeyType: "MLSNumber" }, data: { SuccessCount: 1 } },
  },
  "Chatbot/RealEstateGet": {
    summary: "One listing in the input shape of RealEstateCreate",
    access: "apiKeyOrSessionKey",
    body: getListingInput,
    data: reply.listingDetail,
    errors: [404],
    example: ex.getListing,
  },
  "Chatbot/RealEstateImport": {
    summary: "Import listings from a sheet (CSV or XLSX), by the import page's rules",
    description: [
      "Send the sheet as `Csv` (text) or `Content` (the file's bytes in base64, CSV or XLSX, told by its bytes; about 750 KB at most in the 1 MB body), with `FileName` and, for a workbook, `Sheet`.",
      "",
      "The columns are matched by their headers and judged by their cells, as on the import page: photos are Images, tour links Tours (kept as facts), half baths are added as halves, yes/no becomes a parking count or a fact. Units, currencies and rental periods are read from headers and cells and converted (acres to the listing's area unit, weekly rents to monthly); a price with a period makes the row a rental. Where the sheet names no currency or area unit, the chatbot's country (from its TimeZone) decides, and `Warnings` says so with the rows.",
      "",
      '`Mapping` changes what columns are imported as (`{"Lot (ac)": "LotArea", "Notes": ""}`; a field, `Price`, `HalfBaths`, `PropertyClass`, `Images`, `Tours`, `ExtensionColumn`, or `""`), `Defaults` what fills a field no column gives, `Decimal` the decimal mark. `DryRun: true` writes nothing and says what each row would become. `UpdateExisting: true` updates the listing that holds a row\'s MLSNumber with the sheet\'s columns only.',
      "",
      "Rows that cannot be imported are listed with the reason (a rent on a row whose sale type says for sale, prices in two currencies, a field the schema refuses); the others are written one by one. 400 naming Csv or Content for a sheet that cannot be read, with why; 400 naming Mapping for a column the sheet lacks or a required field nothing gives; 413 past 1000 rows in a call that writes.",
    ].join("\n"),
    access: "apiKeyOrSessionKey",
    body: importSheetInput,
    data: reply.sheetImportData,
    errors: [404, 413],
    example: ex.importSheet,
  },
  "Chatbot/RealEstateList": {
    summary: "A page of a chatbot's listings, newest first",
    description:
      'Elements have the shape of spec 2.5: numbers as text, `""` for absent values. A `List` element sent back to RealEstateUpdate is accepted as it is. Added, all optional: `Search` (part of an MLS number or address), `Status`, `PropertyType` (ignoring case), `PriceMin`/`PriceMax` (the price shown), `BedsMin`, and `SortBy` (a column) with `SortOrder` (asc or desc).',
    access: "apiKeyOrSessionKey",
    body: listListingsInput,
    data: reply.listingPage,
    example: ex.listListings,
  },
  "Chatbot/RealEstateSetStatus": {
    summary: "Set one status on several listings by key",
    description: "All the listings named change in one statement, or none does. Keys that match nothing are skipped.",
    access: "apiKeyOrSessionKey",
    body: setListingStatusInput,
    data: reply.deleteCount,
    example: { request: { SerialNumber: ex.chatbotId, Keys: ["A-1001"], KeyType: "MLSNumber", Status: "Sold" }, data: { SuccessCount: 1 } },
  },
  "Chatbot/RealEstateUpdate": {
    summary: "Change a listing found by key",
    description: 'Only the fields present change; `""` clears an optional number. No match is a 404 with `Data` 0.',
    access: "apiKeyOrSessionKey",
    body: updateListingInput,
    data: reply.countData,
    errors: [404, 409],
    example: { request: { SerialNumber: ex.chatbotId, Key: "A-1001", KeyType: "MLSNumber", Status: "Sold" }, data: 1 },
  },
  "Chatbot/Remove": {
    summary: "Delete a chatbot and all its listings",
    access: "apiKey",
    ownersOnly: true,
    body: chatbotRefInput,
    data: reply.nullData,
    errors: [404],
    example: { request: { serialNumber: ex.chatbotId }, data: null },
  },
  "Chatbot/MailList": {
    summary: "The chatbot's mails in the outbox (handoffs and daily digests), newest first, with their bodies",
    description: "Pending mails wait for an SMTP server (`SMTP_URL`) or for their next attempt; failed ones carry the last SMTP error.",
    access: "apiKey",
    body: mailListInput,
    data: reply.mailPage,
    errors: [404],
    example: ex.mailList,
  },
  "Chatbot/SessionList": {
    summary: "Conversations with at least one message, newest first",
    access: "apiKey",
    body: sessionListInput,
    data: reply.sessionPage,
    errors: [404],
    example: ex.sessionList,
  },
  "Chatbot/SessionMessages": {
    summary: "The messages and leads of one conversation",
    access: "apiKey",
    body: sessionMessagesInput,
    data: reply.sessionTranscript,
    errors: [404],
    example: ex.sessionMessages,
  },
  "User/ForgotPassword": {
    summary: "Mail a link to choose a new password",
    description:
      "The reply is the same whether or not the address has an account. The link works once, for an hour. Three requests per address and twenty per client within an hour (429 with Retry-After); 503 until PUBLIC_URL is set when the server is reached by a name that is not its own.",
    ...LINK_REQUEST,
    example: { request: LINK_REQUEST.example.request, data: { Message: RESET_REQUESTED } },
  },
  "User/GetFile": {
    summary: "An uploaded file's state and public address",
    access: "apiKey",
    body: getFileInput,
    data: reply.fileInfo,
    errors: [404],
    example: ex.file,
  },
  "User/GetPreUploadUrl": {
    summary: "A one-time URL to PUT a file to (images, WAV audio, video)",
    description: "413 when the workspace's files already fill its storage quota (STORAGE_QUOTA_MB); the PUT is refused with 413 too once a file would not fit.",
    access: "apiKey",
    body: getPreUploadUrlInput,
    data: reply.preUpload,
    errors: [413],
    example: ex.preUpload,
  },
  "User/Me": { summary: "The signed-in owner", access: "owner", get: true, body: emptyInput, data: reply.ownerData, example: ex.me },
  "User/ResendVerification": {
    summary: "Mail a new confirmation link to an account waiting for one",
    description: "The reply is the same whether or not such an account exists; limited as ForgotPassword.",
    ...LINK_REQUEST,
    example: { request: LINK_REQUEST.example.request, data: { Message: VERIFICATION_RESENT } },
  },
  "User/ResetPassword": {
    summary: "Choose a new password with the token of the mailed link",
    description: "Spends the link, ends every session of the account and its other reset links. A bad, used or expired link is a 400 naming Token.",
    access: "public",
    body: resetPasswordInput,
    data: reply.accountEmailData,
    example: { request: { Token: "cbr_…", Password: "a new long password" }, data: { Email: "owner@harbor.test" } },
  },
  "User/SignIn": {
    summary: "Sign in: sets the session cookie",
    description:
      "Five failures per account or twenty per address within 15 minutes lock sign-in for 15 minutes (429 with Retry-After). An account that has not confirmed its address yet is a 403 (REQUIRE_EMAIL_VERIFICATION=1).",
    access: "public",
    body: signInInput,
    data: reply.signedInData,
    errors: [401, 429],
    example: { request: { Email: "owner@harbor.test", Password: "correct horse battery" }, data: { UserID: ex.userId, Email: "owner@harbor.test" } },
  },
  "User/SignOut": {
    summary: "Sign out: ends the session and clears the cookie",
    access: "owner",
    body: emptyInput,
    data: reply.nullData,
    example: { request: {}, data: null },
  },
  "User/SignUp": {
    summary: "Create an owner and a workspace of their own",
    description:
      "Answers the same for a new address and a taken one, and sets no cookie: sign in with the same credentials next (`Status: sign_in`), or first confirm the mailed link (`Status: verify_email`, with REQUIRE_EMAIL_VERIFICATION=1). The owner of a taken address is told by mail. 403 when the server turned sign-up off (ALLOW_SIGNUP=0); 429 (with Retry-After) past SIGNUP_LIMIT sign-ups from one address in an hour.",
    access: "public",
    body: signUpInput,
    data: reply.signedUpData,
    errors: [429],
    example: ex.signUp,
  },
  "User/VerifyEmail": {
    summary: "Confirm an account's address with the token of the mailed link",
    description: "A link works once, for 24 hours; a bad, used or expired one is a 400 naming Token.",
    access: "public",
    body: verifyEmailInput,
    data: reply.accountEmailData,
    example: { request: { Token: "cbv_…" }, data: { Email: "owner@harbor.test" } },
  },
  "Widget/Ask": {
    summary: "A visitor's question through the chat widget",
    description:
      "ClientAsk for the visitor's session, named by the token. Streams as ClientAsk does, ending with `TaskCompleted: true`; a refused `stream: true` request's envelope carries `TaskCompleted: true` too.",
    access: "widgetToken",
    body: widgetAskInput,
    data: reply.askReply,
    streams: "body",
    errors: [429, 502],
    example: { request: { content: "Homes for rent in Denver?", stream: false }, data: ex.clientAsk.data },
  },
  "Widget/Config": {
    summary: "What the widget shows of a chatbot",
    access: "widget",
    body: widgetConfigInput,
    data: reply.widgetConfigData,
    example: ex.widgetConfig,
  },
  "Widget/Handoff": {
    summary: "A visitor asks for a person (mailed to TalkToHumanEmail)",
    access: "widgetToken",
    description:
      "At most 3 per session and 5 per address per hour on each chatbot (429 with Retry-After). The same request again in a session (same message and contact) is answered the same but mailed once.",
    body: widgetHandoffInput,
    data: reply.handoffData,
    errors: [429],
    example: {
      request: { Name: "Sam", Email: "sam@example.com", Message: "Please call me about the condo" },
      data: { Message: "Thanks! An agent will get back to you shortly." },
    },
  },
  "Widget/Session": {
    summary: "Open a visitor's session, or renew its token with {SessionID, Token}",
    access: "widget",
    body: widgetSessionInput,
    data: reply.widgetSessionData,
    errors: [429],
    example: { request: {}, data: { SessionID: 1025, Token: "wst_3kJ9qf0S", ExpiresAt: "2026-05-01T12:30:00.000Z" } },
  },
  "Widget/UploadUrl": {
    summary: "A one-time upload URL for a visitor's image or recording",
    description:
      "At most 20 per session and 50 per address per hour on each chatbot (429 with Retry-After). The PUT takes only what the chatbot turns on: images up to 10 MB with EnableUploadImage, WAV recordings up to 5 MB with EnablePushToTalk (415, 413 otherwise), and 413 once the workspace's storage quota is used up.",
    access: "widgetToken",
    body: getPreUploadUrlInput,
    data: reply.preUpload,
    errors: [413, 429],
    example: ex.preUpload,
  },
  ...knowledgeContract,
  ...teamContract,
  ...insightsContract,
  ...webhooksContract,
  ...showingsContract,
  ...feedsContract,
  "Workspace/ApiKeyCreate": {
    summary: "Create an API key (shown this once)",
    access: "owner",
    ownersOnly: true,
    body: apiKeyCreateInput,
    data: reply.createdApiKey,
    example: { request: { Name: "CRM sync" }, data: { ID: ex.keyId, Name: "CRM sync", ApiKey: "cbk_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGH" } },
  },
  "Workspace/ApiKeyList": {
    summary: "The workspace's API keys (prefixes only)",
    access: "owner",
    ownersOnly: true,
    body: emptyInput,
    data: reply.apiKeyItem.array(),
    example: ex.apiKeys,
  },
  "Workspace/ApiKeyRevoke": {
    summary: "Revoke an API key",
    access: "owner",
    ownersOnly: true,
    body: apiKeyRevokeInput,
    data: reply.countData,
    errors: [404],
    example: { request: { ID: ex.keyId }, data: 1 },
  },
  "Workspace/Get": { summary: "The workspace", access: "owner", body: emptyInput, data: reply.workspaceData, example: ex.workspace },
  "Workspace/LeadInbox": {
    summary: "The leads inbox: leads and handoffs of every chatbot (or one), newest first, with status, notes, listing and conversation",
    description:
      "Without `serialNumber`, every chatbot of the workspace. `Status` (new, contacted, closed) and `Type` (Lead, Handoff) filter; `Counts` has each status's total under the chatbot and type filter.",
    access: "apiKey",
    body: leadInboxInput,
    data: reply.leadInboxPage,
    errors: [404],
    example: ex.leadInbox,
  },
  "Workspace/LeadUpdate": {
    summary: "Set a lead's status (new, contacted, closed) or notes",
    access: "apiKey",
    body: leadUpdateInput,
    data: reply.inboxLead,
    errors: [404],
    example: { request: { LeadID: 7, Status: "contacted", Notes: "Called, viewing on Saturday" }, data: ex.leadInbox.data.List[0] },
  },
  "Workspace/MailStatus": {
    summary: "Whether the workspace's mail is delivered: SMTP set up or not, and how many mails wait or failed",
    access: "apiKey",
    get: true,
    body: emptyInput,
    data: reply.mailStatus,
    example: { request: {}, data: { SmtpConfigured: false, Pending: 2, Failed: 0, OldestPendingAt: "2026-11-28T09:15:00.000Z", LastError: "" } },
  },
  "Workspace/MemberList": {
    summary: "The workspace's members and their roles (owner or member)",
    access: "owner",
    body: emptyInput,
    data: reply.memberItem.array(),
    example: ex.members,
  },
  "Workspace/SessionKeyRotate": {
    summary: "Replace the workspace's session key (shown this once)",
    access: "owner",
    ownersOnly: true,
    body: emptyInput,
    data: reply.rotatedSessionKey,
    example: { request: {}, data: { SessionKey: "cbs_0123456789abcdefghijklmnopqrstuvwxyzABCDEFGH" } },
  },
});

export type Contract = typeof contract;
export type RouteName = keyof Contract;
/**
 * What a request body holds on the wire: the schema's input type, except where a
 * preprocess step takes anything (numeric text, aliases, null): there the parsed type
 * names the canonical form a client should send.
 */
export type WireInput<S extends z.ZodType> =
  S extends z.ZodPreprocess<infer Out extends z.ZodType>
    ? WireInput<Out>
    : z.input<S> extends Record<string, unknown>
      ? { [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? z.output<S>[K & keyof z.output<S>] : z.input<S>[K] }
      : z.input<S>;

/** What an endpoint's body accepts and what its reply's Data holds. */
export type EndpointInput<N extends RouteName> = WireInput<Contract[N]["body"]>;
export type EndpointData<N extends RouteName> = z.output<Contract[N]["data"]>;
