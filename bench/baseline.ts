// The baseline: the fastest thing this machine does with the same requests. A bare
// node:http server on postgres.js, no framework. RealEstateList (the hot path) is done
// by hand: the statements' text is taken once from the app's own query builders (so it
// is the same SQL), run as postgres.js prepared statements, mapped and enveloped by
// hand. The writes and ClientAsk call the same domain functions the routes do, over the
// same pool, since there the work is the domain's own (the concierge, limits, history)
// and what the baseline removes is the framework around it.
//
// Run: DATABASE_URL=… PORT=… tsx bench/baseline.ts
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { and, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { CONNECTION_SETTINGS, type Database } from "@/db/client";
import * as schema from "@/db/schema";
import { apiKeys, chatbots, workspaces } from "@/db/schema";
import { envelope } from "@/lib/api/envelope";
import { STATUS_OF } from "@/lib/api/errors";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { parseKey, secretMatches } from "@/lib/auth/keys";
import { clientAsk } from "@/lib/chat/ask";
import { clientAskInput } from "@/lib/chat/schema";
import { editChatbotInput } from "@/lib/chatbots/schema";
import { editChatbot } from "@/lib/chatbots/service";
import { AppError, chatbotNotFound, notAuthenticated } from "@/lib/errors";
import { LIST_ITEM_SOURCE_FIELDS, type ListItemSource, toListItem } from "@/lib/listings/format";
import type { ListingFilters } from "@/lib/listings/filters";
import { listingCountQuery, listingPageQuery } from "@/lib/listings/queries";
import { createListingInput, listListingsInput, updateListingInput } from "@/lib/listings/schema";
import { createListing, updateListing } from "@/lib/listings/service";
import { parseInput } from "@/lib/validation/parse";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL is required");
const poolMax = Number(process.env.DATABASE_POOL_MAX) || 10;

// One pool, the size of the app's. Drizzle (for the domain calls) leaves dates as text on
// it; the list path reads no dates, so the two share it.
const sql = postgres(url, { max: poolMax, idle_timeout: 60, onnotice: () => {}, connection: CONNECTION_SETTINGS });
const db = drizzle({ client: sql, schema }) as unknown as Database;
// A second drizzle instance that never connects: it only turns builders into SQL text.
const builder = drizzle({ client: postgres(url, { max: 1 }), schema }) as unknown as Database;

const apiKeyQuery = builder
  .select({ id: workspaces.id, name: workspaces.name, keyHash: apiKeys.keyHash })
  .from(apiKeys)
  .innerJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
  .where(and(eq(apiKeys.keyId, "$"), isNull(apiKeys.revokedAt)))
  .limit(1)
  .toSQL().sql;
const sessionKeyQuery = builder
  .select({ id: workspaces.id, name: workspaces.name, hash: workspaces.sessionKeyHash })
  .from(workspaces)
  .where(eq(workspaces.sessionKeyId, "$"))
  .limit(1)
  .toSQL().sql;
const chatbotQuery = builder
  .select({ id: chatbots.id })
  .from(chatbots)
  .where(and(eq(chatbots.id, "$"), eq(chatbots.workspaceId, "$")))
  .limit(1)
  .toSQL().sql;

/** A row of the page statement (values in select order: an item's fields, then the count) as toListItem reads it. */
function toItemSource(values: unknown[]): ListItemSource {
  const row: Record<string, unknown> = {};
  for (const [index, field] of LIST_ITEM_SOURCE_FIELDS.entries()) row[field] = values[index];
  return row as ListItemSource;
}

// Each statement's text is built once per shape (which filters, first page or not) from the
// app's builders with marker values, and each request's parameters are put where the markers were.
const MARK = { chatbot: "\u0001chatbot", city: "\u0001city", sale: "\u0001sale", mls: "\u0001mls", size: 1_000_001 };
type ListInput = ListingFilters & { PageNumber: number; PageSize: number };
const listStatements = new Map<string, { page: string; pageParams: unknown[]; count: string; countParams: unknown[] }>();

function listStatement(input: ListInput) {
  const shape = `${input.CityName !== undefined}${input.SaleType !== undefined}${input.MLSNumber !== undefined}${input.PageNumber > 1}`;
  let statements = listStatements.get(shape);
  if (!statements) {
    const filters: ListingFilters = {
      ...(input.CityName !== undefined && { CityName: MARK.city }),
      ...(input.SaleType !== undefined && { SaleType: MARK.sale as "for_sale" }),
      ...(input.MLSNumber !== undefined && { MLSNumber: MARK.mls }),
    };
    // Page 3 at the marker size puts twice the marker where the offset goes.
    const page = listingPageQuery(builder, MARK.chatbot, filters, { number: input.PageNumber > 1 ? 3 : 1, size: MARK.size }).toSQL();
    const count = listingCountQuery(builder, MARK.chatbot, filters).toSQL();
    statements = { page: page.sql, pageParams: page.params, count: count.sql, countParams: count.params };
    listStatements.set(shape, statements);
  }
  return statements;
}

function fill(params: unknown[], chatbotId: string, input: ListInput): unknown[] {
  const values = new Map<unknown, unknown>([
    [MARK.chatbot, chatbotId],
    [MARK.city, input.CityName],
    [MARK.sale, input.SaleType],
    [MARK.mls, input.MLSNumber],
    [MARK.size, input.PageSize],
    [MARK.size * 2, (input.PageNumber - 1) * input.PageSize],
  ]);
  return params.map((param) => (values.has(param) ? values.get(param) : param));
}

async function authenticate(headers: IncomingMessage["headers"], allowSessionKey: boolean): Promise<WorkspaceRef> {
  const authorization = String(headers.authorization ?? "").trim();
  if (authorization) {
    const parsed = parseKey("api", authorization.replace(/^bearer\s+/i, "").trim());
    const [row] = parsed ? await sql.unsafe(apiKeyQuery, [parsed.keyId, 1]).values() : [];
    if (!row || !secretMatches(parsed!.secret, row[2])) throw notAuthenticated("Invalid API key");
    return { id: row[0], name: row[1] };
  }
  const sessionKey = String(headers["chatrobot-sessionkey"] ?? "").trim();
  if (allowSessionKey && sessionKey) {
    const parsed = parseKey("session", sessionKey);
    const [row] = parsed ? await sql.unsafe(sessionKeyQuery, [parsed.keyId, 1]).values() : [];
    if (!row || !secretMatches(parsed!.secret, row[2])) throw notAuthenticated("Invalid session key");
    return { id: row[0], name: row[1] };
  }
  throw notAuthenticated("Missing credential");
}

async function requireChatbot(workspace: WorkspaceRef, serialNumber: string) {
  const [row] = await sql.unsafe(chatbotQuery, [serialNumber, workspace.id, 1]);
  if (!row) throw chatbotNotFound();
  return row.id as string;
}

async function list(workspace: WorkspaceRef, body: unknown) {
  const input = parseInput(listListingsInput, body);
  const chatbotId = await requireChatbot(workspace, input.SerialNumber);
  const { page, pageParams, count, countParams } = listStatement(input);
  const rows = await sql.unsafe(page, fill(pageParams, chatbotId, input) as never[]).values();
  let total = rows.length > 0 ? Number(rows[0]![LIST_ITEM_SOURCE_FIELDS.length]) : 0;
  if (rows.length === 0 && input.PageNumber > 1)
    total = Number((await sql.unsafe(count, fill(countParams, chatbotId, input) as never[]).values())[0]?.[0] ?? 0);
  return { List: rows.map((values) => toListItem(toItemSource(values))), VirtualCount: total };
}

type Handler = (workspace: WorkspaceRef, body: unknown, request: IncomingMessage, response: ServerResponse) => Promise<unknown>;

const routes: Record<string, { sessionKey: boolean; handle: Handler }> = {
  "/chat/chatbot/realestatelist": { sessionKey: true, handle: (workspace, body) => list(workspace, body) },
  "/chat/chatbot/realestatecreate": {
    sessionKey: true,
    handle: (workspace, body) => createListing({ db, workspace, input: parseInput(createListingInput, body) }),
  },
  "/chat/chatbot/realestateupdate": {
    sessionKey: true,
    handle: (workspace, body) => updateListing({ db, workspace, input: parseInput(updateListingInput, body) }),
  },
  "/chat/chatbot/edit": { sessionKey: false, handle: (workspace, body) => editChatbot({ db, workspace, input: parseInput(editChatbotInput, body) }) },
  "/chat/chat/clientask": {
    sessionKey: false,
    handle: (workspace, body, request) => {
      const abort = new AbortController();
      request.once("close", () => abort.abort());
      // A Request as the app's route gets it: its URL and Host (a reply's mail links read them) and the abort signal.
      const host = request.headers.host ?? "127.0.0.1";
      const asked = new Request(`http://${host}${request.url ?? "/"}`, { method: "POST", headers: { host }, signal: abort.signal });
      const context = { db, workspace, input: parseInput(clientAskInput, body), request: asked };
      return clientAsk(context);
    },
  },
};

function send(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  response.end(body);
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text.trim() === "" ? {} : JSON.parse(text);
}

async function pipeResponse(from: Response, to: ServerResponse) {
  to.writeHead(from.status, Object.fromEntries(from.headers));
  to.flushHeaders();
  for await (const chunk of from.body as unknown as AsyncIterable<Uint8Array>) to.write(chunk);
  to.end();
}

const port = Number(process.env.PORT) || 3912;
createServer(async (request, response) => {
  try {
    const route = routes[(request.url ?? "").split("?")[0]!.toLowerCase()];
    if (!route) return send(response, 404, JSON.stringify(envelope(null, 404, "Not found")));
    const workspace = await authenticate(request.headers, route.sessionKey);
    const result = await route.handle(workspace, await readBody(request), request, response);
    if (result instanceof Response) return await pipeResponse(result, response);
    send(response, 200, JSON.stringify(envelope(result ?? null)));
  } catch (error) {
    if (error instanceof AppError) {
      const status = STATUS_OF[error.kind];
      return send(response, status, JSON.stringify(envelope(error.data, status, error.message)));
    }
    console.error(error);
    send(response, 500, JSON.stringify(envelope(null, 500, "Internal server error")));
  }
}).listen(port, "127.0.0.1", () => console.log(`baseline ready on http://127.0.0.1:${port}`));
