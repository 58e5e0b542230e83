import { inject } from "vitest";
import { providerEnv, type RunningServer, SIGNUPS_FROM_TESTS, startServer } from "../setup/server";

export const baseUrl = inject("baseUrl");
export const fixtures = inject("fixtures");

/**
 * PostgreSQL runs only: one more server on the test database, of two worker processes
 * (WEB_CONCURRENCY=2), set up as the main one is; its output shows which worker served what.
 */
export function startTwoWorkerServer(): Promise<RunningServer> {
  return startServer({
    DATABASE_URL: fixtures.databaseUrl!,
    WEB_CONCURRENCY: "2",
    SEED_DEMO: "0",
    TRUST_PROXY: "1",
    SIGNUP_LIMIT: SIGNUPS_FROM_TESTS,
    ...providerEnv(inject("fakeOpenAI")),
  });
}

export interface Reply<T = any> {
  status: number;
  body: { Data: T; Version: string; Success: boolean; Code: number; Message: string; TaskCompleted?: true };
  headers: Headers;
}

export type Credential = { apiKey: string } | { sessionKey: string } | { headers: Record<string, string> } | null;

function credentialHeaders(credential: Credential): Record<string, string> {
  if (!credential) return {};
  if ("apiKey" in credential) return { Authorization: credential.apiKey };
  if ("sessionKey" in credential) return { "chatrobot-sessionkey": credential.sessionKey };
  return credential.headers;
}

/** POSTs JSON (or raw text) to an endpoint and returns the parsed envelope. */
export async function call<T = any>(
  path: string,
  body: unknown = {},
  credential: Credential = { apiKey: fixtures.a.apiKey },
  init: { method?: string; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", ...credentialHeaders(credential), ...init.headers },
    body: init.method === "GET" ? undefined : (init.raw ?? JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: Reply<T>["body"];
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`);
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Calls an endpoint that must succeed and returns its Data. */
export async function ok<T = any>(path: string, body: unknown = {}, credential: Credential = { apiKey: fixtures.a.apiKey }): Promise<T> {
  const reply = await call<T>(path, body, credential);
  if (reply.status !== 200) throw new Error(`${path} failed: ${reply.status} ${reply.body.Message}`);
  return reply.body.Data;
}

export async function newChatbot(credential: Credential = { apiKey: fixtures.a.apiKey }, body: object = {}): Promise<string> {
  return ok<string>("/chat/Chatbot/Add", body, credential);
}

let serial = 0;
/** A complete, valid listing input; MLSNumber and Url are unique per call. */
export function listingInput(serialNumber: string, overrides: Record<string, unknown> = {}) {
  const n = `${process.pid}-${Date.now()}-${++serial}`;
  return {
    SerialNumber: serialNumber,
    SaleType: "for_sale",
    Status: "Active",
    CurrencySymbol: "$",
    PropertyType: "Single Family",
    Bedrooms: 3,
    Bathrooms: 2.5,
    Url: `https://homes.example.com/listing/${n}`,
    MLSNumber: `MLS-${n}`,
    YearBuilt: 1998,
    DaysOnMarket: 12,
    LotArea: 6000,
    BuildingArea: 1850,
    AreaUnit: "Square Feet",
    ParkingSpots: 2,
    City: "Austin",
    SalePrice: 450000,
    ...overrides,
  };
}

export async function newListing(serialNumber: string, overrides: Record<string, unknown> = {}, credential?: Credential) {
  const input = listingInput(serialNumber, overrides);
  const id = await ok<string>("/chat/Chatbot/RealEstateCreate", input, credential);
  return { id, input };
}

export async function listAll(serialNumber: string, filters: Record<string, unknown> = {}) {
  return ok<{ List: any[]; VirtualCount: number }>("/chat/Chatbot/RealEstateList", { SerialNumber: serialNumber, PageSize: 100, ...filters });
}

export interface Upload {
  id: string;
  url: string;
  status: number;
  body: Reply["body"];
}

/** Asks for an upload URL and PUTs the bytes (a buffer or a stream) to it. */
export async function upload(
  bytes: Uint8Array | ReadableStream<Uint8Array>,
  fileName = "file.bin",
  credential: Credential = { apiKey: fixtures.a.apiKey },
): Promise<Upload> {
  const { FileStoreId, PreUploadUrl } = await ok<{ FileStoreId: string; PreUploadUrl: string }>("/chat/User/GetPreUploadUrl", { fileName }, credential);
  const response = await fetch(PreUploadUrl, { method: "PUT", body: bytes, duplex: "half" } as RequestInit);
  return { id: FileStoreId, url: PreUploadUrl, status: response.status, body: await response.json() };
}

/** Uploads bytes that must be accepted and returns the file ID. */
export async function uploadOk(bytes: Uint8Array, fileName = "file.bin", credential?: Credential): Promise<string> {
  const reply = await upload(bytes, fileName, credential);
  if (reply.status !== 200) throw new Error(`upload of ${fileName} failed: ${reply.status} ${reply.body.Message}`);
  return reply.id;
}

export interface Owner {
  email: string;
  password: string;
  /** The Cookie header that carries the owner's session. */
  cookie: string;
  workspaceId: string;
}

let owners = 0;
const postFromSite = (path: string, body: object) =>
  fetch(`${baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json", origin: baseUrl }, body: JSON.stringify(body) });

/** A new dashboard owner (and workspace): signed up through /chat/User/SignUp, then signed in as the dashboard does. */
export async function signUp(workspaceName = "Owner's Realty"): Promise<Owner> {
  const email = `owner-${process.pid}-${Date.now()}-${++owners}@example.test`;
  const password = `pw-${Math.random().toString(36).slice(2)}-long`;
  const signedUp = await postFromSite("/chat/User/SignUp", { Email: email, Password: password, WorkspaceName: workspaceName });
  if (signedUp.status !== 200) throw new Error(`sign-up failed: ${signedUp.status} ${(await signedUp.json()).Message}`);
  return signInUser({ email, password });
}

/** An existing user, signed in as the dashboard does. */
export async function signInUser({ email, password }: { email: string; password: string }): Promise<Owner> {
  const signedIn = await postFromSite("/chat/User/SignIn", { Email: email, Password: password });
  if (signedIn.status !== 200) throw new Error(`sign-in of ${email} failed: ${signedIn.status} ${(await signedIn.json()).Message}`);
  const cookie = sessionCookieOf(signedIn);
  const me = await fetch(`${baseUrl}/chat/User/Me`, { headers: { cookie } }).then((response) => response.json());
  return { email, password, cookie, workspaceId: me.Data.WorkspaceID };
}

/** `casabot_session=<token>` from a reply's Set-Cookie, as a browser would send it back. */
export function sessionCookieOf(response: Response): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith("casabot_session="));
  if (!set) throw new Error("no session cookie was set");
  return set.split(";")[0]!;
}

/** A call as the dashboard makes it: the owner's cookie, sent from this site's own pages unless told otherwise. */
export function asOwner(owner: Pick<Owner, "cookie">, origin: string | null = baseUrl): Credential {
  return { headers: { cookie: owner.cookie, ...(origin === null ? {} : { origin }) } };
}
