import { envNumber } from "@/lib/config";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { AppError } from "@/lib/errors";
import { postGuarded } from "@/lib/net/post";
import type { ResoRecord } from "./reso-map";

// Replication from an MLS's RESO Web API (OData 4), as the spec's users learned it: an initial load,
// then what changed since a watermark, in keyset order on (ModificationTimestamp, ListingKey) so that
// records sharing one timestamp are neither skipped nor repeated across pages. Server-driven paging
// (@odata.nextLink) is followed where the server gives it; else the next keyset query is asked. A 429
// waits for its Retry-After, an expired token is renewed once, gzip is asked for. Every call goes
// through the guarded client (lib/net/post.ts): public addresses only, no redirect followed, a timeout.

export type ResoAuth = { kind: "bearer"; token: string } | { kind: "oauth"; tokenUrl: string; clientId: string; clientSecret: string; scope?: string };

export interface ResoSource {
  /** The Web API's service root, e.g. https://api.mls.example/reso/odata. */
  baseUrl: string;
  resource: string;
  /** The owner's scope, an OData $filter ("ListOfficeMlsId eq 'X1'"), joined to the keyset by "and". */
  filter?: string;
  /** Records per page asked (the vendor's $top cap). */
  top: number;
  expandMedia: boolean;
  auth: ResoAuth;
}

/** Where replication stands: the last stored record's ModificationTimestamp and ListingKey. */
export interface Watermark {
  timestamp: string;
  key: string;
}

export interface ResoPage {
  records: ResoRecord[];
  /** The watermark once this page is stored: its last record. */
  watermark: Watermark | null;
}

export interface ResoClientOptions {
  /** Waits for a 429's Retry-After (tests pass a recording one). */
  sleep?: (ms: number) => Promise<void>;
  /** The longest Retry-After honoured; a longer one ends the run, to be taken up at the next. */
  maxRetryAfterMs?: number;
  /** Tries of one page before the run fails (429s and 5xx). */
  attempts?: number;
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * The least time between two requests to the MLS: vendors cap the rate (MLS Grid: 2 a second, 7,200
   * an hour), and a burst is answered with 429s or a suspended key. FEED_REQUEST_INTERVAL_MS, 500 by default.
   */
  minIntervalMs?: number;
}

/** The pause between two requests to an MLS, from FEED_REQUEST_INTERVAL_MS (500 ms: two a second). */
export const feedRequestIntervalMs = (env: NodeJS.ProcessEnv = process.env) => envNumber("FEED_REQUEST_INTERVAL_MS", 500, env);

const inflate = promisify(gunzip);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** An OData string literal: quotes doubled. */
export const odataString = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The keyset condition after a watermark: later timestamps, or the same one with a later key. */
export function keysetFilter(watermark: Watermark | null): string | null {
  if (!watermark) return null;
  return `(ModificationTimestamp gt ${watermark.timestamp} or (ModificationTimestamp eq ${watermark.timestamp} and ListingKey gt ${odataString(watermark.key)}))`;
}

export class ResoClient {
  private token: { value: string; expiresAt: number } | null = null;
  private readonly sleep: (ms: number) => Promise<void>;
  /** When the last request to the MLS was sent (the token URL's included), for the pacing. */
  private lastRequestAt = 0;

  /** The resource replicated ("Property"). */
  get resource(): string {
    return this.source.resource;
  }

  constructor(
    private readonly source: ResoSource,
    private readonly options: ResoClientOptions = {},
  ) {
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** The first page's URL after a watermark; `select` asks for those fields only (and no media). */
  queryUrl(watermark: Watermark | null, select?: readonly string[]): string {
    const url = new URL(`${withoutTrailingSlashes(this.source.baseUrl)}/${this.source.resource}`);
    const conditions = [this.source.filter?.trim() ? `(${this.source.filter.trim()})` : null, keysetFilter(watermark)].filter(Boolean);
    if (conditions.length) url.searchParams.set("$filter", conditions.join(" and "));
    url.searchParams.set("$orderby", "ModificationTimestamp asc,ListingKey asc");
    url.searchParams.set("$top", String(this.source.top));
    if (select) url.searchParams.set("$select", select.join(","));
    else if (this.source.expandMedia) url.searchParams.set("$expand", "Media");
    return url.toString();
  }

  /** Pages of records changed after `watermark`, in keyset order, until there are none. */
  async *replicate(watermark: Watermark | null, select?: readonly string[]): AsyncGenerator<ResoPage> {
    let url: string | null = this.queryUrl(watermark, select);
    let last = watermark;
    while (url) {
      const body = await this.getJson(url);
      const records = Array.isArray(body.value) ? (body.value as ResoRecord[]) : [];
      const end = records.at(-1);
      if (end) {
        const timestamp = typeof end.ModificationTimestamp === "string" ? end.ModificationTimestamp : "";
        const key = typeof end.ListingKey === "string" ? end.ListingKey : String(end.ListingKey ?? "");
        if (!timestamp || !key) throw new AppError("upstreamFailed", "The MLS sent a record without ModificationTimestamp or ListingKey");
        last = { timestamp, key };
      }
      yield { records, watermark: last };
      const next = typeof body["@odata.nextLink"] === "string" ? (body["@odata.nextLink"] as string) : null;
      // Without server-driven paging, a full page means more may follow: the next keyset query asks.
      url = next ?? (records.length >= this.source.top && records.length > 0 ? this.queryUrl(last, select) : null);
    }
  }

  /** Waits until the least interval since the last request has passed (minIntervalMs), then counts this one. */
  private async paced(): Promise<void> {
    const interval = this.options.minIntervalMs ?? feedRequestIntervalMs();
    const wait = this.lastRequestAt + interval - Date.now();
    if (wait > 0) await this.sleep(wait);
    this.lastRequestAt = Date.now();
  }

  /**
   * The names of the resource's fields, read from the server's $metadata (its EntityType of the resource's
   * name), or null when the server gives none: what a feed's filter is checked against before a run.
   */
  async fields(): Promise<Set<string> | null> {
    await this.paced();
    const response = await postGuarded(`${withoutTrailingSlashes(this.source.baseUrl)}/$metadata`, {
      method: "GET",
      headers: { authorization: `Bearer ${await this.bearer()}`, accept: "application/xml" },
      timeoutMs: this.options.timeoutMs ?? 60_000,
      maxBytes: this.options.maxBytes ?? 32 * 1024 * 1024,
    });
    if (response.status !== 200) return null;
    const bytes = response.headers["content-encoding"] === "gzip" ? await inflate(response.bytes) : response.bytes;
    return entityFields(bytes.toString("utf8"), this.source.resource);
  }

  private async bearer(renew = false): Promise<string> {
    const auth = this.source.auth;
    if (auth.kind === "bearer") return auth.token;
    if (!renew && this.token && this.token.expiresAt > Date.now() + 30_000) return this.token.value;
    await this.paced();
    const form = new URLSearchParams({ grant_type: "client_credentials", client_id: auth.clientId, client_secret: auth.clientSecret });
    if (auth.scope) form.set("scope", auth.scope);
    const response = await postGuarded(auth.tokenUrl, {
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: form.toString(),
      timeoutMs: this.options.timeoutMs ?? 30_000,
    });
    const body = parseJson(response.bytes);
    const value = typeof body?.access_token === "string" ? body.access_token : null;
    if (response.status !== 200 || !value || !body) {
      throw new AppError("upstreamFailed", `The MLS's token URL refused the client ID and secret (HTTP ${response.status})`);
    }
    const lifetime = typeof body.expires_in === "number" && body.expires_in > 0 ? body.expires_in * 1000 : 3_600_000;
    this.token = { value, expiresAt: Date.now() + lifetime };
    return value;
  }

  private async getJson(url: string): Promise<Record<string, unknown>> {
    const attempts = this.options.attempts ?? 5;
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      const authorization = `Bearer ${await this.bearer()}`;
      await this.paced();
      const response = await postGuarded(url, {
        method: "GET",
        headers: { authorization, accept: "application/json", "accept-encoding": "gzip" },
        timeoutMs: this.options.timeoutMs ?? 60_000,
        maxBytes: this.options.maxBytes ?? 32 * 1024 * 1024,
      });
      if (response.status === 200) {
        const bytes = response.headers["content-encoding"] === "gzip" ? await inflate(response.bytes) : response.bytes;
        const body = parseJson(bytes);
        if (!body) throw new AppError("upstreamFailed", "The MLS answered with something other than OData JSON");
        return body;
      }
      if (response.status === 401 && this.source.auth.kind === "oauth" && !renewed) {
        // The token expired mid-run (or was revoked): one new one, and the same page again.
        renewed = true;
        await this.bearer(true);
        attempt--;
        continue;
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= attempts) throw new AppError("upstreamFailed", describeFailure(response.status));
      const waitMs = retryAfterMs(response.headers["retry-after"]) ?? Math.min(60_000, 1000 * 2 ** (attempt - 1));
      if (waitMs > (this.options.maxRetryAfterMs ?? 300_000)) {
        throw new AppError("upstreamFailed", `The MLS asked to wait ${Math.round(waitMs / 1000)} s: the next run takes it up`);
      }
      await this.sleep(waitMs);
    }
  }
}

/**
 * The Property names of the EntityType named `resource` in a CSDL $metadata document (null when it has
 * none): one pass with indexOf, no regular expression over the document.
 */
export function entityFields(xml: string, resource: string): Set<string> | null {
  const start = xml.indexOf(`<EntityType Name="${resource}"`);
  if (start < 0) return null;
  const end = xml.indexOf("</EntityType>", start);
  const body = xml.slice(start, end < 0 ? xml.length : end);
  const fields = new Set<string>();
  for (let at = body.indexOf("<Property "); at >= 0; at = body.indexOf("<Property ", at + 10)) {
    const close = body.indexOf(">", at);
    const tag = body.slice(at, close < 0 ? body.length : close);
    const name = tag.indexOf('Name="');
    if (name < 0) continue;
    const quote = tag.indexOf('"', name + 6);
    if (quote > name + 6) fields.add(tag.slice(name + 6, quote));
  }
  return fields;
}

/** The URL without the slashes it ends with (a loop: /\/+$/ is quadratic on a long run of them). */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}

function parseJson(bytes: Buffer): Record<string, unknown> | null {
  try {
    const value = JSON.parse(bytes.toString("utf8")) as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Retry-After in seconds or as an HTTP date. */
export function retryAfterMs(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  if (/^\d{1,7}$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function describeFailure(status: number): string {
  if (status === 401 || status === 403) return `The MLS refused the credentials (HTTP ${status})`;
  if (status === 429) return "The MLS kept answering 429 (too many requests)";
  if (status >= 300 && status < 400) return `The MLS answered with a redirect (HTTP ${status}), which is not followed`;
  return `The MLS answered HTTP ${status}`;
}
