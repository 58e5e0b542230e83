// The two anonymous-widget attacks of issue 15, item 5, against a running server:
//   node bench/widget-abuse.mjs http://127.0.0.1:3511
// 1. 200 Widget/Handoff calls at once from one visitor token (each with its own message, so
//    that de-duplication alone cannot stop them): how many mails were queued, and how long it took.
// 2. One visitor (one address, as many sessions as it may open) uploading as much as it can for
//    SECONDS seconds, 4 uploads at a time, trying a 100 MB video, a 10 MB image and a 5 MB WAV in
//    turn: how many bytes the server stored.
// It signs up a workspace of its own (the server must allow sign-up).

const base = process.argv[2] ?? "http://127.0.0.1:3511";
const SECONDS = Number(process.argv[3] ?? 4);
const MB = 1024 * 1024;
const origin = "https://homes.example.com";

async function post(path, body, headers = {}) {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function owner() {
  const email = `abuse-${Date.now()}@example.test`;
  const response = await fetch(`${base}/chat/User/SignUp`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ Email: email, Password: "abuse-password-123", WorkspaceName: "Abuse" }),
  });
  if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("casabot_session=")).split(";")[0];
  return { cookie, origin: base };
}

const widget = (path, bot, body, token) => post(`/chat/Widget/${path}?serialNumber=${bot}`, body, { origin, ...(token ? { authorization: `Bearer ${token}` } : {}) });

function body(kind, total) {
  const head = Buffer.alloc(44);
  if (kind === "video") {
    head.writeUInt32BE(32, 0);
    head.write("ftypisom", 4, "ascii");
    head.write("isomiso2avc1mp41", 16, "ascii");
  } else if (kind === "image") {
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]).copy(head);
  } else {
    head.write("RIFF", 0, "ascii");
    head.writeUInt32LE(total - 8, 4);
    head.write("WAVEfmt ", 8, "ascii");
    head.writeUInt32LE(16, 16);
    head.writeUInt16LE(1, 20);
    head.writeUInt16LE(1, 22);
    head.writeUInt32LE(8000, 24);
    head.writeUInt32LE(16000, 28);
    head.writeUInt16LE(2, 32);
    head.writeUInt16LE(16, 34);
    head.write("data", 36, "ascii");
    head.writeUInt32LE(total - 44, 40);
  }
  const bytes = Buffer.alloc(total);
  head.copy(bytes);
  return bytes;
}

async function main() {
  const me = await owner();
  const bot = (await post("/chat/Chatbot/Add", { Name: "Abuse" }, me)).body.Data;
  const edited = await post("/chat/Chatbot/Edit", { serialNumber: bot, TalkToHumanEmail: "agent@abuse.test", EnableUploadImage: true, EnablePushToTalk: true }, me);
  if (edited.status !== 200) throw new Error(`edit: ${edited.body.Message}`);

  // 1. Handoff flood.
  const { Token } = (await widget("Session", bot, {})).body.Data;
  let started = performance.now();
  const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => widget("Handoff", bot, { Email: "flood@example.com", Message: `call me ${i}` }, Token)));
  const handoffMs = performance.now() - started;
  const statuses = {};
  for (const reply of replies) statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
  const mails = (await post("/chat/Chatbot/MailList", { serialNumber: bot, PageSize: 1 }, me)).body.Data.VirtualCount;
  console.log(`handoff: 200 calls in ${handoffMs.toFixed(0)} ms, statuses ${JSON.stringify(statuses)}, mails queued ${mails}`);

  // 2. Upload flood.
  const sizes = { video: 100 * MB, image: 10 * MB, audio: 5 * MB };
  const kinds = ["video", "image", "audio"];
  const payloads = Object.fromEntries(kinds.map((kind) => [kind, body(kind, sizes[kind])]));
  let token = (await widget("Session", bot, {})).body.Data.Token;
  let stored = 0;
  let accepted = 0;
  const refused = {};
  const deadline = performance.now() + SECONDS * 1000;
  started = performance.now();
  let turn = 0;
  async function worker() {
    while (performance.now() < deadline) {
      const kind = kinds[turn++ % kinds.length];
      const slot = await widget("UploadUrl", bot, { fileName: `f.${kind}` }, token);
      if (slot.status === 429 && /new chat/.test(slot.body.Message)) {
        const fresh = await widget("Session", bot, {});
        if (fresh.status !== 200) break;
        token = fresh.body.Data.Token;
        continue;
      }
      if (slot.status !== 200) {
        refused[`url ${slot.status}`] = (refused[`url ${slot.status}`] ?? 0) + 1;
        if (slot.status === 429) break;
        continue;
      }
      const put = await fetch(slot.body.Data.PreUploadUrl, { method: "PUT", body: payloads[kind] }).catch(() => null);
      const reply = put ? await put.json().catch(() => null) : null;
      if (put?.status === 200) {
        stored += reply.Data.Size;
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
