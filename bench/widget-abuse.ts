// The two anonymous-widget attacks of issue 15, item 5, against a running server:
//   npx tsx bench/widget-abuse.ts http://127.0.0.1:3511
// 1. 200 Widget/Handoff calls at once from one visitor token (each with its own message, so
//    that de-duplication alone cannot stop them): how many mails were queued, and how long it took.
// 2. One visitor (one address, as many sessions as it may open) uploading as much as it can for
//    SECONDS seconds, 4 uploads at a time, trying a 100 MB video, a 10 MB image and a 5 MB WAV in
//    turn: how many bytes the server stored.
// It signs up a workspace of its own (the server must allow sign-up).

import { mp4, pngHead, wav } from "../tests/api/bytes";

const base = process.argv[2] ?? "http://127.0.0.1:3511";
const SECONDS = Number(process.argv[3] ?? 4);
const MB = 1024 * 1024;
const origin = "https://homes.example.com";

type Kind = "video" | "image" | "audio";
interface Reply {
  status: number;
  /** The envelope; its Data differs by endpoint. */
  body: any;
  headers: Headers;
}

async function post(path: string, body: object, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** A workspace of its own: signs up, then signs in as the dashboard does. */
async function owner(): Promise<Record<string, string>> {
  const account = { Email: `abuse-${Date.now()}@example.test`, Password: "abuse-password-123" };
  const headers = { origin: base };
  const signedUp = await post("/chat/User/SignUp", { ...account, WorkspaceName: "Abuse" }, headers);
  if (signedUp.status !== 200) throw new Error(`sign-up: ${signedUp.status} ${signedUp.body.Message}`);
  const signedIn = await post("/chat/User/SignIn", account, headers);
  const cookie = signedIn.headers.getSetCookie().find((c) => c.startsWith("casabot_session="));
  if (!cookie) throw new Error(`sign-in: ${signedIn.status} ${signedIn.body.Message}`);
  return { cookie: cookie.split(";")[0]!, origin: base };
}

const widget = (path: string, bot: string, body: object, token?: string) =>
  post(`/chat/Widget/${path}?serialNumber=${bot}`, body, { origin, ...(token ? { authorization: `Bearer ${token}` } : {}) });

/** `total` bytes of the kind's real type: its header (from the tests' byte builders), then zeros. */
function body(kind: Kind, total: number): Buffer {
  const head = kind === "video" ? mp4() : kind === "image" ? pngHead() : wav(0, (total - 44) / 2);
  const bytes = Buffer.alloc(total);
  head.copy(bytes);
  return bytes;
}

async function main() {
  const me = await owner();
  const bot = (await post("/chat/Chatbot/Add", { Name: "Abuse" }, me)).body.Data;
  const edited = await post(
    "/chat/Chatbot/Edit",
    { serialNumber: bot, TalkToHumanEmail: "agent@abuse.test", EnableUploadImage: true, EnablePushToTalk: true },
    me,
  );
  if (edited.status !== 200) throw new Error(`edit: ${edited.body.Message}`);

  // 1. Handoff flood.
  const { Token } = (await widget("Session", bot, {})).body.Data;
  let started = performance.now();
  const replies = await Promise.all(
    Array.from({ length: 200 }, (_, i) => widget("Handoff", bot, { Email: "flood@example.com", Message: `call me ${i}` }, Token)),
  );
  const handoffMs = performance.now() - started;
  const statuses: Record<number, number> = {};
  for (const reply of replies) statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
  const mails = (await post("/chat/Chatbot/MailList", { serialNumber: bot, PageSize: 1 }, me)).body.Data.VirtualCount;
  console.log(`handoff: 200 calls in ${handoffMs.toFixed(0)} ms, statuses ${JSON.stringify(statuses)}, mails queued ${mails}`);

  // 2. Upload flood.
  const sizes: Record<Kind, number> = { video: 100 * MB, image: 10 * MB, audio: 5 * MB };
  const kinds: Kind[] = ["video", "image", "audio"];
  const payloads = Object.fromEntries(kinds.map((kind) => [kind, body(kind, sizes[kind])])) as Record<Kind, Buffer>;
  let token = (await widget("Session", bot, {})).body.Data.Token;
  let stored = 0;
  let accepted = 0;
  const refused: Record<string, number> = {};
  const deadline = performance.now() + SECONDS * 1000;
  started = performance.now();
  let turn = 0;
  async function worker() {
    while (performance.now() < deadline) {
      const kind = kinds[turn++ % kinds.length]!;
      const slot: Reply = await widget("UploadUrl", bot, { fileName: `f.${kind}` }, token);
      if (slot.status === 429 && /new chat/.test(slot.body.Message)) {
        const fresh: Reply = await widget("Session", bot, {});
        if (fresh.status !== 200) break;
        token = fresh.body.Data.Token;
        continue;
      }
      if (slot.status !== 200) {
        refused[`url ${slot.status}`] = (refused[`url ${slot.status}`] ?? 0) + 1;
        if (slot.status === 429) break;
        continue;
      }
      const put = await fetch(slot.body.Data.PreUploadUrl, { method: "PUT", body: payloads[kind] } as RequestInit).catch(() => null);
      const reply = put ? ((await put.json().catch(() => null)) as { Data: { Size: number } } | null) : null;
      if (put?.status === 200) {
        stored += reply?.Data.Size ?? 0;
        accepted++;
      } else {
        refused[`${kind} ${put?.status}`] = (refused[`${kind} ${put?.status}`] ?? 0) + 1;
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  const uploadMs = performance.now() - started;
  const usage = (await post("/chat/Workspace/Get", {}, me)).body.Data.StorageUsedBytes;
  console.log(
    `upload: ${accepted} files, ${(stored / MB).toFixed(1)} MB stored in ${uploadMs.toFixed(0)} ms; refused ${JSON.stringify(refused)}; workspace usage ${usage === undefined ? "not reported" : `${(usage / MB).toFixed(1)} MB`}`,
  );
}

await main();
