import { z } from "zod";
import { DELIVERY_STATUSES, WEBHOOK_EVENTS } from "@/db/enums";
import { isoTime } from "./replies";

// Replies of the Webhook/* endpoints (issue 42).

export const webhookEndpoint = z.object({
  ID: z.number().int(),
  SerialNumber: z.string(),
  Kind: z.enum(["webhook", "followupboss"]).describe("a Standard Webhooks receiver, or Follow Up Boss"),
  Url: z.string(),
  Description: z.string(),
  Events: z.array(z.enum(WEBHOOK_EVENTS)).describe("the events it is sent"),
  SecretHint: z.string().describe("the first characters of the signing secret (or FUB API key); the whole is never shown again"),
  Enabled: z.boolean(),
  DisabledReason: z.string().describe("why Casabot turned it off (410 Gone, a day of failures); empty otherwise"),
  DisabledAt: isoTime.nullable(),
  PreviousSecretValidUntil: isoTime.nullable().describe("after a rotation, until when the previous secret also signs"),
  CreateTime: isoTime,
  UpdatedAt: isoTime,
});

export const webhookEndpointWithSecret = webhookEndpoint.extend({
  Secret: z.string().describe("the signing secret, whsec_…: shown this once"),
});

export const webhookDelivery = z.object({
  DeliveryID: z.number().int(),
  EndpointID: z.number().int(),
  MessageID: z.string().describe("the webhook-id header: the same for every attempt and a replay"),
  EventType: z.string(),
  Status: z.enum(DELIVERY_STATUSES),
  Attempts: z.number().int(),
  LastStatus: z.number().int().nullable().describe("the receiver's HTTP status at the last attempt; null when none came"),
  LastError: z.string(),
  Payload: z.string().describe("the exact JSON body signed and sent"),
  CreateTime: isoTime,
  LastAttemptAt: isoTime.nullable(),
  NextAttemptAt: isoTime.nullable().describe("when a pending delivery is tried again"),
  DeliveredAt: isoTime.nullable(),
});

export const webhookDeliveryPage = z.object({ List: z.array(webhookDelivery), VirtualCount: z.number().int() });

export const webhookTestResult = z.object({
  Ok: z.boolean(),
  Status: z.number().int().nullable(),
  Message: z.string(),
  Delivery: webhookDelivery.nullable().describe("the test event's delivery (webhooks); null for Follow Up Boss's connection check"),
});

/** The events' bodies, as documented in OpenAPI: `{type, timestamp, data}`. */
export const WEBHOOK_EVENT_DOCS = [
  'Every event is POSTed as JSON `{"type": "lead.created", "timestamp": "…", "data": {…}}` with the Standard Webhooks headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the secret\'s bytes; two signatures, space-separated, for 24 hours after a rotation). Verify with any Standard Webhooks library and refuse timestamps older than 5 minutes.',
  "",
  "- `lead.created`, `lead.updated`, `handoff.requested`: `data.lead` is the lead as Workspace/LeadInbox shows it; `lead.updated` adds `data.Changes` (`Status`, `Notes`, `Contact` when the visitor adds a way to reach them, `Qualification`).",
  "- `showing.requested`: `data.lead` and `data.showing`.",
  "- `conversation.ended` (30 minutes after the visitor's last message): `data` has `SessionID`, `StartedAt`, `LastMessageAt`, `Messages` (`Role` visitor or bot, `Content`, `At`) and `LeadIDs`.",
  "- `webhook.test`: sent by Webhook/Test only.",
  "",
  "A 2xx answer delivers. Anything else is tried again 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h later (±10%), or after `Retry-After` when longer (up to a day); each attempt times out after 10 s and follows no redirect. `410 Gone`, or a message failing every attempt, turns the endpoint off and mails the workspace's owners.",
].join("\n");
