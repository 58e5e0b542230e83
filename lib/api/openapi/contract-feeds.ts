import { z } from "zod";
import { feedOwnedInput, feedRefInput, feedSetInput } from "@/lib/feeds/schema";
import * as reply from "./replies";
import { isoTime } from "./replies";

// The Feed/* entries of the contract (issue 43): a chatbot's MLS feed over the RESO Web API.

export const feedStatus = z.object({
  SerialNumber: z.string(),
  BaseUrl: z.string().describe("the Web API's service root"),
  Resource: z.string(),
  Auth: z.enum(["oauth", "bearer"]),
  TokenUrl: z.string(),
  ClientId: z.string(),
  Scope: z.string(),
  SecretHint: z.string().describe("the first characters of the client secret or token; the whole is never shown again"),
  Filter: z.string().describe("the $filter sent with every query: the agent's or office's MLS ID and the owner's own filter"),
  IntervalMinutes: z.number().int(),
  PageSize: z.number().int(),
  Currency: z.string(),
  AreaUnit: z.string().describe("the unit of areas sent without LivingAreaUnits; empty when the feed always names one"),
  Enabled: z.boolean(),
  Running: z.boolean().describe("a run holds the feed now"),
  Listings: z.number().int().describe("listings of the chatbot the feed owns (a hand edit of one is overwritten at its next change)"),
  LastRunAt: isoTime.nullable(),
  LastSuccessAt: isoTime.nullable(),
  LastError: z.string().describe("why the last run stopped, in plain words; empty when it ended well"),
  LastAdded: z.number().int(),
  LastChanged: z.number().int(),
  LastRemoved: z.number().int().describe("deleted at the MLS, or no longer to be shown on the internet"),
  Problems: z
    .array(z.object({ Key: z.string(), Problems: z.array(z.string()) }))
    .describe("the last run's records not stored because a value would have had to be guessed, each with the field and why (at most 50)"),
  NextRunAt: isoTime.nullable(),
  Watermark: z.object({ Timestamp: z.string(), ListingKey: z.string() }).nullable().describe("where replication stands"),
});

const time = "2026-11-30T14:05:00.000Z";
const statusExample = {
  SerialNumber: "a1b2c3d4e5",
  BaseUrl: "https://api.mls.example/reso/odata",
  Resource: "Property",
  Auth: "oauth" as const,
  TokenUrl: "https://api.mls.example/oauth2/token",
  ClientId: "harbor-realty",
  Scope: "api",
  SecretHint: "s3cr…",
  Filter: "ListOfficeMlsId eq 'HRB01'",
  IntervalMinutes: 15,
  PageSize: 200,
  Currency: "$",
  AreaUnit: "",
  Enabled: true,
  Running: false,
  Listings: 412,
  LastRunAt: time,
  LastSuccessAt: time,
  LastError: "",
  LastAdded: 3,
  LastChanged: 11,
  LastRemoved: 1,
  Problems: [{ Key: "3yd-HRB-2291", Problems: ['LivingAreaUnits: "Tsubo" is not a unit of area this reads'] }],
  NextRunAt: "2026-11-30T14:20:00.000Z",
  Watermark: { Timestamp: "2026-11-30T14:03:11.000Z", ListingKey: "3yd-HRB-2304" },
};

export const feedsContract = {
  "Feed/Set": {
    summary: "Connect a chatbot to its MLS over the RESO Web API, or change the connection",
    description:
      "One feed per chatbot. Auth oauth takes TokenUrl, ClientId and Secret (OAuth2 client credentials); bearer takes the vendor's token as Secret. The secret is stored encrypted and never shown again; left out, the stored one is kept. ListAgentMlsId, ListOfficeMlsId and OriginatingSystemName scope the feed, joined by and with Filter (an OData $filter). A new source or scope loads every record again. The first run starts at once.",
    access: "apiKey",
    ownersOnly: true,
    body: feedSetInput,
    data: feedStatus,
    errors: [404, 409, 503],
    example: {
      request: {
        SerialNumber: "a1b2c3d4e5",
        BaseUrl: statusExample.BaseUrl,
        Auth: "oauth",
        TokenUrl: statusExample.TokenUrl,
        ClientId: statusExample.ClientId,
        Secret: "s3cr3t-from-the-vendor",
        Scope: "api",
        ListOfficeMlsId: "HRB01",
      },
      data: {
        ...statusExample,
        LastRunAt: null,
        LastSuccessAt: null,
        LastAdded: 0,
        LastChanged: 0,
        LastRemoved: 0,
        Problems: [],
        Listings: 0,
        Watermark: null,
      },
    },
  },
  "Feed/Get": {
    summary: "A chatbot's MLS feed and how its last run went; null when it has none",
    access: "apiKey",
    body: feedRefInput,
    data: feedStatus.nullable(),
    errors: [404],
    example: { request: { SerialNumber: "a1b2c3d4e5" }, data: statusExample },
  },
  "Feed/Owned": {
    summary: "Which of these listings the chatbot's MLS feed owns (the dashboard marks them in its table)",
    description: "A listing the feed owns is replaced by the MLS's next change to it; one made by hand, a sheet or the API is not in the list.",
    access: "apiKey",
    body: feedOwnedInput,
    data: z.array(z.number().int()).describe("the IDs of those listings the feed owns, ascending"),
    errors: [404],
    example: { request: { SerialNumber: "a1b2c3d4e5", IDs: [501, 502, 503] }, data: [501, 503] },
  },
  "Feed/SyncNow": {
    summary: "Run the chatbot's feed now (in the background); Feed/Get says when it ends",
    access: "apiKey",
    body: feedRefInput,
    data: feedStatus,
    errors: [404],
    example: { request: { SerialNumber: "a1b2c3d4e5" }, data: { ...statusExample, Running: true } },
  },
  "Feed/Delete": {
    summary: "Disconnect the chatbot's feed; its listings stay, as listings of the chatbot's own",
    access: "apiKey",
    ownersOnly: true,
    body: feedRefInput,
    data: reply.countData,
    errors: [404],
    example: { request: { SerialNumber: "a1b2c3d4e5" }, data: 1 },
  },
} as const;
