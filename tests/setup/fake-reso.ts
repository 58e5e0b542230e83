import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

// A RESO Web API (OData 4) on loopback for the feed tests: OAuth2 client credentials, the Property
// resource with $filter (eq ne gt ge lt le, and, or, parentheses), $orderby, $top (capped as vendors
// cap it), $skip, @odata.nextLink, $expand=Media and gzip, and the faults a replication must survive:
// a 429 with Retry-After, a token that expires mid-run. Its records are plain objects a test edits.

export type FakeRecord = Record<string, unknown>;

export interface FakeResoOptions {
  /** The largest $top served; a larger one is cut to it (with a nextLink). */
  topCap?: number;
  /** Whether pages carry @odata.nextLink; without it a client must ask the next keyset query itself. */
  nextLinks?: boolean;
  clientId?: string;
  clientSecret?: string;
  /** Resource requests a token serves before it expires (401). */
  tokenUses?: number;
}

export interface FakeReso {
  url: string;
  tokenUrl: string;
  records: FakeRecord[];
  /** Answer the next n resource requests 429 with this Retry-After (seconds). */
  throttle(n: number, retryAfter: number): void;
  /** What was asked: each resource request's query and how it was answered. */
  requests: { query: URLSearchParams; status: number; gzip: boolean }[];
  /** The status of the next resource request that passes its token (a failing MLS); 200 serves it. */
  onPage?: () => number;
  /** How long each page takes to come (a slow MLS). */
  pageDelayMs: number;
  tokensIssued: number;
  close(): Promise<void>;
}

// ---- a small OData $filter reader: enough for what a replication client asks ----

type Literal = string | number | boolean | null;
type Expr = { op: "and" | "or"; left: Expr; right: Expr } | { op: "eq" | "ne" | "gt" | "ge" | "lt" | "le"; field: string; value: Literal; timestamp: boolean };

function tokens(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === " ") i++;
    else if (c === "(" || c === ")") {
      out.push(c);
      i++;
    } else if (c === "'") {
      let j = i + 1;
      let value = "";
      for (;;) {
        if (j >= text.length) throw new Error("unterminated string");
        if (text[j] === "'" && text[j + 1] === "'") {
          value += "'";
          j += 2;
        } else if (text[j] === "'") break;
        else value += text[j++];
      }
      out.push(`'${value}`);
      i = j + 1;
    } else {
      let j = i;
      while (j < text.length && !" ()".includes(text[j]!)) j++;
      out.push(text.slice(i, j));
      i = j;
    }
  }
  return out;
}

function parseFilter(text: string): Expr {
  const list = tokens(text);
  let at = 0;
  const or = (): Expr => {
    let left = and();
    while (list[at] === "or") {
      at++;
      left = { op: "or", left, right: and() };
    }
    return left;
  };
  const and = (): Expr => {
    let left = unit();
    while (list[at] === "and") {
      at++;
      left = { op: "and", left, right: unit() };
    }
    return left;
  };
  const unit = (): Expr => {
    if (list[at] === "(") {
      at++;
      const inner = or();
      if (list[at++] !== ")") throw new Error("expected )");
      return inner;
    }
    const field = list[at++]!;
    const op = list[at++] as "eq";
    const raw = list[at++]!;
    if (!["eq", "ne", "gt", "ge", "lt", "le"].includes(op)) throw new Error(`unknown operator ${op}`);
    const timestamp = /^\d{4}-\d\d-\d\dT/.test(raw);
    const value: Literal = raw.startsWith("'")
      ? raw.slice(1)
      : raw === "true"
        ? true
        : raw === "false"
          ? false
          : raw === "null"
            ? null
            : timestamp
              ? raw
              : Number(raw);
    return { op, field, value, timestamp };
  };
  const expr = or();
  if (at !== list.length) throw new Error(`unexpected ${list[at]}`);
  return expr;
}

function compare(a: unknown, b: Literal, timestamp: boolean): number {
  if (timestamp) return Date.parse(String(a)) - Date.parse(String(b));
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

function matches(expr: Expr, record: FakeRecord): boolean {
  if (expr.op === "and") return matches(expr.left, record) && matches(expr.right, record);
  if (expr.op === "or") return matches(expr.left, record) || matches(expr.right, record);
  if (!("field" in expr)) return false;
  const order = compare(record[expr.field], expr.value, expr.timestamp);
  return { eq: order === 0, ne: order !== 0, gt: order > 0, ge: order >= 0, lt: order < 0, le: order <= 0 }[expr.op];
}

function orderBy(text: string | null) {
  const keys = (text ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([field]) => field)
    .map(([field, direction]) => ({ field: field!, sign: direction === "desc" ? -1 : 1 }));
  return (a: FakeRecord, b: FakeRecord) => {
    for (const { field, sign } of keys) {
      const order = field.endsWith("Timestamp") ? compare(a[field], String(b[field]), true) : compare(a[field], b[field] as Literal, false);
      if (order !== 0) return sign * order;
    }
    return 0;
  };
}

// ---- records ----

const CITIES = ["Fairhaven", "Lakemont", "Brixton"];

/** A Property record of the Data Dictionary, numbered n, modified at `modified`. */
export function fakeProperty(n: number, modified: string): FakeRecord {
  const lease = n % 10 === 0;
  return {
    ListingKey: `LK${String(n).padStart(6, "0")}`,
    ListingId: `MLS${100000 + n}`,
    ModificationTimestamp: modified,
    PhotosChangeTimestamp: modified,
    StandardStatus: n % 7 === 0 ? "Active Under Contract" : "Active",
    PropertyType: lease ? "Residential Lease" : "Residential",
    PropertySubType: n % 3 === 0 ? "Condominium" : "SingleFamilyResidence",
    ListPrice: lease ? 1500 + (n % 40) * 25 : 250000 + (n % 500) * 1000,
    BedroomsTotal: 1 + (n % 5),
    BathroomsTotalInteger: 1 + (n % 3),
    BathroomsHalf: n % 2,
    LivingArea: 800 + (n % 900),
    LivingAreaUnits: "Square Feet",
    LotSizeAcres: n % 4 === 0 ? 0.25 : null,
    YearBuilt: 1950 + (n % 70),
    DaysOnMarket: n % 90,
    AssociationFee: n % 3 === 0 ? 300 : null,
    AssociationFeeFrequency: n % 3 === 0 ? "Monthly" : null,
    UnparsedAddress: `${100 + n} Cedar Ave`,
    City: CITIES[n % 3],
    StateOrProvince: "OR",
    PostalCode: `97${String(n % 1000).padStart(3, "0")}`,
    PublicRemarks: `Home number ${n}, bright and quiet.`,
    GarageSpaces: n % 3,
    ListOfficeMlsId: n % 2 === 0 ? "OFF1" : "OFF2",
    MlgCanView: true,
    Media: [
      { MediaKey: `M${n}-2`, Order: 2, MediaCategory: "Photo", MediaURL: `https://photos.example/${n}/2.jpg` },
      { MediaKey: `M${n}-1`, Order: 1, MediaCategory: "Photo", MediaURL: `https://photos.example/${n}/1.jpg` },
      { MediaKey: `M${n}-d`, Order: 3, MediaCategory: "Document", MediaURL: `https://photos.example/${n}/plan.pdf` },
    ],
  };
}

/** Feed/Set's input for a chatbot's feed from this server, with its client ID and secret, as the service takes it. */
export function feedOf(server: Pick<FakeReso, "url" | "tokenUrl">, chatbotId: string, pageSize: number) {
  return {
    SerialNumber: chatbotId,
    BaseUrl: server.url,
    Resource: "Property",
    Auth: "oauth" as const,
    TokenUrl: server.tokenUrl,
    ClientId: "client-1",
    Secret: "secret-1",
    IntervalMinutes: 15,
    PageSize: pageSize,
    Currency: "$",
    Enabled: true,
  };
}

export async function startFakeReso(options: FakeResoOptions = {}): Promise<FakeReso> {
  const topCap = options.topCap ?? 1000;
  const clientId = options.clientId ?? "client-1";
  const clientSecret = options.clientSecret ?? "secret-1";
  const tokens = new Map<string, number>();
  const state: FakeReso = {
    url: "",
    tokenUrl: "",
    records: [],
    requests: [],
    tokensIssued: 0,
    pageDelayMs: 0,
    throttle: (n, retryAfter) => {
      throttled = { n, retryAfter };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  let throttled = { n: 0, retryAfter: 0 };

  const send = (request: IncomingMessage, response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const bytes = Buffer.from(JSON.stringify(body));
    const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    response.writeHead(status, { "content-type": "application/json", ...(gzip ? { "content-encoding": "gzip" } : {}), ...headers });
    response.end(gzip ? gzipSync(bytes) : bytes);
    return gzip;
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", state.url);
      if (request.method === "POST" && url.pathname === "/token") {
        const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
        if (form.get("grant_type") !== "client_credentials" || form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) {
          return send(request, response, 401, { error: "invalid_client" });
        }
        const token = randomUUID();
        tokens.set(token, options.tokenUses ?? Number.POSITIVE_INFINITY);
        state.tokensIssued++;
        return send(request, response, 200, { access_token: token, token_type: "Bearer", expires_in: 3600 });
      }
      if (request.method === "GET" && url.pathname === "/$metadata") {
        const bearer = String(request.headers.authorization ?? "").replace(/^Bearer /, "");
        if (!tokens.has(bearer)) return send(request, response, 401, { error: { message: "unauthorized" } });
        // The CSDL of the Property resource as a Data Dictionary server gives it: its fields, and Media as a navigation.
        const properties = Object.keys(fakeProperty(1, "2026-01-01T00:00:00Z"))
          .filter((name) => name !== "Media")
          .concat(["ListAgentMlsId", "OriginatingSystemName", "InternetEntireListingDisplayYN", "VirtualTourURLUnbranded", "ListingURL"])
          .map((name) => `<Property Name="${name}" Type="Edm.String"/>`)
          .join("");
        response.writeHead(200, { "content-type": "application/xml" });
        return response.end(
          `<?xml version="1.0" encoding="utf-8"?><edmx:Edmx Version="4.0" xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx"><edmx:DataServices><Schema Namespace="org.reso.metadata" xmlns="http://docs.oasis-open.org/odata/ns/edm"><EntityType Name="Property"><Key><PropertyRef Name="ListingKey"/></Key>${properties}<NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)"/></EntityType><EntityType Name="Media"><Property Name="MediaKey" Type="Edm.String"/></EntityType></Schema></edmx:DataServices></edmx:Edmx>`,
        );
      }
      if (request.method !== "GET" || url.pathname !== "/Property") return send(request, response, 404, { error: { message: "not found" } });

      const record = (status: number, gzip: boolean) => state.requests.push({ query: url.searchParams, status, gzip });
      const token = String(request.headers.authorization ?? "").replace(/^Bearer /, "");
      const uses = tokens.get(token);
      if (uses === undefined || uses <= 0) return record(401, send(request, response, 401, { error: { message: "token expired" } }));
      tokens.set(token, uses - 1);
      const forced = state.onPage?.() ?? 200;
      if (forced !== 200) return record(forced, send(request, response, forced, { error: { message: "unavailable" } }));
      if (throttled.n > 0) {
        throttled.n--;
        return record(429, send(request, response, 429, { error: { message: "slow down" } }, { "retry-after": String(throttled.retryAfter) }));
      }
      let rows = state.records;
      try {
        const filter = url.searchParams.get("$filter");
        if (filter) {
          const expr = parseFilter(filter);
          rows = rows.filter((row) => matches(expr, row));
        }
      } catch (error) {
        return record(400, send(request, response, 400, { error: { message: (error as Error).message } }));
      }
      rows = [...rows].sort(orderBy(url.searchParams.get("$orderby")));
      const skip = Number(url.searchParams.get("$skip") ?? 0);
      const top = Math.min(Number(url.searchParams.get("$top") ?? topCap), topCap);
      const expand = url.searchParams.get("$expand") === "Media";
      const page = rows.slice(skip, skip + top).map((row) => {
        const { Media, ...rest } = row;
        return expand ? { ...rest, Media } : rest;
      });
      const body: Record<string, unknown> = { "@odata.context": `${state.url}/$metadata#Property`, value: page };
      if ((options.nextLinks ?? true) && skip + top < rows.length) {
        const next = new URL(url);
        next.searchParams.set("$skip", String(skip + top));
        next.searchParams.set("$top", String(top));
        body["@odata.nextLink"] = next.toString();
      }
      setTimeout(() => record(200, send(request, response, 200, body)), state.pageDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.tokenUrl = `${state.url}/token`;
  return state;
}
