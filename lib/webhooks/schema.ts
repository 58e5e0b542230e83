import { z } from "zod";
import { DELIVERY_STATUSES, WEBHOOK_EVENTS } from "@/db/enums";
import { chatbotIdField } from "@/lib/chatbots/schema";
import { staticRefusal } from "@/lib/net/url-rules";
import { booleanField, httpUrl, intField } from "@/lib/validation/fields";

// Inputs of the Webhook/* endpoints (issue 42): endpoints signed by the Standard Webhooks spec,
// Follow Up Boss, and their deliveries.

const idField = (what: string) =>
  z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, `must be ${what} (digits)`)
      .transform(Number),
  );

export const endpointIdField = idField("an endpoint ID");

/** An endpoint's URL: https, public, on a standard port; vetted again, with its addresses, at every call. */
export const endpointUrl = httpUrl(2048).superRefine((value, ctx) => {
  const refusal = staticRefusal(value);
  if (refusal) ctx.addIssue({ code: "custom", message: refusal });
});

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `must be one of ${WEBHOOK_EVENTS.join(", ")}` }))
  .min(1, "must name at least one event")
  .max(WEBHOOK_EVENTS.length)
  .transform((list) => WEBHOOK_EVENTS.filter((event) => list.includes(event)));

const description = z.string().trim().max(200);

export const webhookCreateInput = z.object({
  SerialNumber: chatbotIdField,
  Url: endpointUrl,
  /** Without it, every event. */
  Events: events.optional(),
  Description: description.optional(),
});

export const webhookListInput = z.object({ SerialNumber: chatbotIdField });

export const webhookRefInput = z.object({ ID: endpointIdField });

export const webhookUpdateInput = z
  .object({
    ID: endpointIdField,
    Url: endpointUrl.optional(),
    Events: events.optional(),
    Description: description.optional(),
    /** On again after we turned it off (410, a day of failures), or off by the owner. */
    Enabled: booleanField().optional(),
  })
  .refine((input) => input.Url !== undefined || input.Events !== undefined || input.Description !== undefined || input.Enabled !== undefined, {
    message: "Send Url, Events, Description or Enabled to change",
    path: ["Url"],
  });

export const webhookDeliveriesInput = z.object({
  ID: endpointIdField,
  Status: z.preprocess((value) => (value === "" || value === null ? undefined : value), z.enum(DELIVERY_STATUSES).optional()),
  PageNumber: intField(1, 1_000_000).default(1),
  PageSize: intField(1, 100).default(20),
});

export const webhookReplayInput = z.object({ DeliveryID: idField("a delivery ID") });

/** Follow Up Boss's API key: Admin → API in FUB; sealed at rest and never shown again. */
export const followUpBossInput = z.object({
  SerialNumber: chatbotIdField,
  ApiKey: z
    .string()
    .trim()
    .min(8, "must be a Follow Up Boss API key")
    .max(200)
    .regex(/^[A-Za-z0-9_.-]+$/, "must be a Follow Up Boss API key (letters and digits)"),
});
