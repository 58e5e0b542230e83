import {
  followUpBossInput,
  webhookCreateInput,
  webhookDeliveriesInput,
  webhookListInput,
  webhookRefInput,
  webhookReplayInput,
  webhookUpdateInput,
} from "@/lib/webhooks/schema";
import { z } from "zod";
import { showingListInput, showingRespondInput } from "@/lib/showings/schema";
import * as reply from "./replies";
import { WEBHOOK_EVENT_DOCS, webhookDelivery, webhookDeliveryPage, webhookEndpoint, webhookEndpointWithSecret, webhookTestResult } from "./replies-webhooks";

// The Webhook/* entries of the contract (issue 42): signed webhooks and Follow Up Boss.

const time = "2026-11-30T14:05:00.000Z";
const endpointExample = {
  ID: 3,
  SerialNumber: "a1b2c3d4e5",
  Kind: "webhook" as const,
  Url: "https://crm.harbor.test/hooks/casabot",
  Description: "Our CRM",
  Events: ["lead.created" as const, "showing.requested" as const],
  SecretHint: "whsec_3kJ9…",
  Enabled: true,
  DisabledReason: "",
  DisabledAt: null,
  PreviousSecretValidUntil: null,
  CreateTime: time,
  UpdatedAt: time,
};
const deliveryExample = {
  DeliveryID: 41,
  EndpointID: 3,
  MessageID: "msg_2b7QeXo1LzS8a0cD4fGh5iJk6lMn",
  EventType: "lead.created",
  Status: "delivered" as const,
  Attempts: 1,
  LastStatus: 200,
  LastError: "",
  Payload: '{"type":"lead.created","timestamp":"2026-11-30T14:05:00.000Z","data":{"lead":{"LeadID":7}}}',
  CreateTime: time,
  LastAttemptAt: time,
  NextAttemptAt: null,
  DeliveredAt: time,
};

export const webhooksContract = {
  "Webhook/Create": {
    summary: "Add a webhook endpoint to a chatbot; its signing secret is shown this once",
    description: `Url must be https, on port 443 or 80, and not a private, loopback or local address (400 naming Url). Events defaults to all of them.\n\n${WEBHOOK_EVENT_DOCS}`,
    access: "apiKey",
    ownersOnly: true,
    body: webhookCreateInput,
    data: webhookEndpointWithSecret,
    errors: [404, 503],
    example: {
      request: { SerialNumber: "a1b2c3d4e5", Url: endpointExample.Url, Events: endpointExample.Events, Description: "Our CRM" },
      data: { ...endpointExample, Secret: "whsec_3kJ9qf0SmQ1vT2Rr8yZpLw5nXc7bA4dE6gH0iJ2kL4M=" },
    },
  },
  "Webhook/List": {
    summary: "A chatbot's webhook endpoints and its Follow Up Boss connection",
    access: "apiKey",
    body: webhookListInput,
    data: webhookEndpoint.array(),
    errors: [404],
    example: { request: { SerialNumber: "a1b2c3d4e5" }, data: [endpointExample] },
  },
  "Webhook/Update": {
    summary: "Change an endpoint's Url, Events or Description, or turn it off or on again",
    description: "Turning on an endpoint Casabot turned off clears DisabledReason; its failed deliveries can be sent again with Webhook/Replay.",
    access: "apiKey",
    ownersOnly: true,
    body: webhookUpdateInput,
    data: webhookEndpoint,
    errors: [404, 409],
    example: { request: { ID: "3", Enabled: true }, data: endpointExample },
  },
  "Webhook/Delete": {
    summary: "Remove an endpoint (or the Follow Up Boss connection) and its deliveries",
    access: "apiKey",
    ownersOnly: true,
    body: webhookRefInput,
    data: reply.countData,
    errors: [404],
    example: { request: { ID: "3" }, data: 1 },
  },
  "Webhook/RotateSecret": {
    summary: "Replace an endpoint's signing secret (shown this once); the old one also signs for 24 hours",
    access: "apiKey",
    ownersOnly: true,
    body: webhookRefInput,
    data: webhookEndpointWithSecret,
    errors: [404, 409],
    example: {
      request: { ID: "3" },
      data: { ...endpointExample, PreviousSecretValidUntil: "2026-12-01T14:05:00.000Z", Secret: "whsec_9pQ2…" },
    },
  },
  "Webhook/Test": {
    summary: "Send a webhook.test event now (one attempt), or check the Follow Up Boss key",
    access: "apiKey",
    body: webhookRefInput,
    data: webhookTestResult,
    errors: [404],
    example: { request: { ID: "3" }, data: { Ok: true, Status: 200, Message: "Delivered", Delivery: { ...deliveryExample, EventType: "webhook.test" } } },
  },
  "Webhook/Deliveries": {
    summary: "An endpoint's deliveries, newest first, with status, attempts, response code and body",
    access: "apiKey",
    body: webhookDeliveriesInput,
    data: webhookDeliveryPage,
    errors: [404],
    example: { request: { ID: "3", Status: "failed", PageNumber: 1, PageSize: 20 }, data: { List: [deliveryExample], VirtualCount: 1 } },
  },
  "Webhook/Replay": {
    summary: "Send a delivery's message again (same webhook-id and body), now and then on the retry schedule",
    access: "apiKey",
    ownersOnly: true,
    body: webhookReplayInput,
    data: webhookDelivery,
    errors: [404, 409],
    example: { request: { DeliveryID: "41" }, data: { ...deliveryExample, DeliveryID: 42 } },
  },
  "Webhook/FollowUpBoss": {
    summary: "Connect a chatbot to Follow Up Boss with an API key (sealed, never shown again), or replace the key",
    description:
      "Leads, handoffs and showing requests are then posted to FUB's `POST /v1/events` (type Property Inquiry when a listing is known, else General Inquiry; `person` with the contact and tags; `property` from the listing; `source` the chatbot's site), with `X-System: Casabot`, through the same outbox and retries as webhooks. Webhook/Test checks the key with `GET /v1/identity`.",
    access: "apiKey",
    ownersOnly: true,
    body: followUpBossInput,
    data: webhookEndpoint,
    errors: [404, 503],
    example: {
      request: { SerialNumber: "a1b2c3d4e5", ApiKey: "fka_0123456789abcdef" },
      data: {
        ...endpointExample,
        ID: 4,
        Kind: "followupboss" as const,
        Url: "https://api.followupboss.com/v1/events",
        Description: "Follow Up Boss",
        Events: ["lead.created" as const, "showing.requested" as const, "handoff.requested" as const],
        SecretHint: "fka_…",
      },
    },
  },
} as const;

const showingExample = {
  ShowingID: 12,
  SerialNumber: "a1b2c3d4e5",
  LeadID: 7,
  SessionID: 1024,
  Listing: { ID: 501, Address: "412 Oak St, Austin", MLSNumber: "A-1001" },
  Proposed: [{ Start: "2026-12-05T18:00:00.000Z", End: "2026-12-05T23:00:00.000Z", Timed: true, Text: "Saturday, December 5, 12:00 PM – 5:00 PM" }],
  VisitorWords: "Can I see it Saturday afternoon?",
  Status: "requested" as const,
  ScheduledStart: null,
  ScheduledEnd: null,
  OwnerNote: "",
  TimeZone: "America/Chicago",
  CreateTime: time,
  UpdatedAt: time,
};

export const showingsContract = {
  "Workspace/ShowingList": {
    summary: "Showing requests of every chatbot (or one), newest first",
    description:
      "A visitor who asks to see a home (in any of the three languages) and leaves a way to reach them makes one: the listing, the windows they offered read in the chatbot's `TimeZone`, and their lead. The owner is mailed at once with an iCalendar invitation (METHOD:REQUEST, the listing's address as LOCATION) for the first window. `Status` filters.",
    access: "apiKey",
    body: showingListInput,
    data: z.object({ List: z.array(reply.showingReply), VirtualCount: z.number().int() }),
    errors: [404],
    example: { request: { Status: "requested", PageNumber: 1, PageSize: 20 }, data: { List: [showingExample], VirtualCount: 1 } },
  },
  "Workspace/ShowingRespond": {
    summary: "Confirm a showing's time, propose another, or decline it",
    description:
      "`confirm` and `propose` take `Start` and `End` (ISO 8601 with an offset; End after Start, within a day). The visitor, when they left an e-mail, is mailed in their language with an invitation for that time (same UID, next SEQUENCE); the owners' calendars get the update (a CANCEL when declined). A lead still `new` becomes `contacted`. `VisitorMailed` says whether the visitor was mailed.",
    access: "apiKey",
    body: showingRespondInput,
    data: reply.showingReply.extend({ VisitorMailed: z.boolean() }),
    errors: [404, 409],
    example: {
      request: { ShowingID: 12, Action: "confirm", Start: "2026-12-05T14:00:00-06:00", End: "2026-12-05T14:45:00-06:00", Note: "I'll meet you at the door" },
      data: {
        ...showingExample,
        Status: "confirmed" as const,
        ScheduledStart: "2026-12-05T20:00:00.000Z",
        ScheduledEnd: "2026-12-05T20:45:00.000Z",
        OwnerNote: "I'll meet you at the door",
        VisitorMailed: true,
      },
    },
  },
} as const;
