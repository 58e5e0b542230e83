import { z } from "zod";
import { AREA_UNITS } from "@/db/enums";
import { chatbotIdField } from "@/lib/chatbots/schema";
import { booleanField, intField } from "@/lib/validation/fields";
import { endpointUrl } from "@/lib/webhooks/schema";
import { filterProblem } from "./filter";

// Inputs of the Feed/* endpoints (issue 43): a chatbot's MLS feed over the RESO Web API.

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;
const mlsId = z.string().trim().min(1).max(100);

const filterField = z
  .string()
  .trim()
  .max(1000)
  .superRefine((value, ctx) => {
    const problem = filterProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const feedSetInput = z
  .object({
    SerialNumber: chatbotIdField,
    /** The Web API's service root; its resource is read under it. */
    BaseUrl: endpointUrl,
    Resource: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, "must be a resource name such as Property")
      .default("Property"),
    Auth: z.enum(["oauth", "bearer"], { error: "must be oauth (client credentials) or bearer (a token)" }),
    TokenUrl: endpointUrl.optional(),
    ClientId: z.string().trim().min(1).max(500).optional(),
    /** The client secret (oauth) or the token (bearer): stored sealed, never shown again. Keeps the stored one when left out. */
    Secret: z.string().trim().min(1).max(4000).optional(),
    Scope: z.string().trim().max(500).optional(),
    /** Scopes the feed to the agent or office: joined by "and" with Filter. */
    ListAgentMlsId: mlsId.optional(),
    ListOfficeMlsId: mlsId.optional(),
    OriginatingSystemName: mlsId.optional(),
    Filter: filterField.optional(),
    IntervalMinutes: intField(5, 1440).default(15),
    PageSize: intField(1, 1000).default(200),
    Currency: z.string().trim().min(1).max(8).default("$"),
    /** The unit of areas the feed sends without LivingAreaUnits. */
    AreaUnit: z.enum(AREA_UNITS).optional(),
    Enabled: booleanField().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.Auth === "oauth" && !input.TokenUrl) ctx.addIssue({ code: "custom", message: "is required with Auth oauth", path: ["TokenUrl"] });
    if (input.Auth === "oauth" && !input.ClientId) ctx.addIssue({ code: "custom", message: "is required with Auth oauth", path: ["ClientId"] });
  });

export const feedRefInput = z.object({ SerialNumber: chatbotIdField });

/** The listings of a page (their IDs), to learn which of them the chatbot's feed owns. */
export const feedOwnedInput = z.object({
  SerialNumber: chatbotIdField,
  IDs: z.array(z.coerce.number().int().positive()).max(200).describe("listing IDs (as RealEstateList gives them), at most 200"),
});

/** The $filter a feed sends: the owner's fields, then their own filter, joined by "and". */
export function feedFilter(input: Pick<z.output<typeof feedSetInput>, "ListAgentMlsId" | "ListOfficeMlsId" | "OriginatingSystemName" | "Filter">): string {
  const parts = [
    input.ListAgentMlsId ? `ListAgentMlsId eq ${quoted(input.ListAgentMlsId)}` : null,
    input.ListOfficeMlsId ? `ListOfficeMlsId eq ${quoted(input.ListOfficeMlsId)}` : null,
    input.OriginatingSystemName ? `OriginatingSystemName eq ${quoted(input.OriginatingSystemName)}` : null,
    input.Filter ? `(${input.Filter})` : null,
  ].filter((part): part is string => part !== null);
  return parts.join(" and ");
}
