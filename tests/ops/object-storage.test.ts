import { PutBucketCorsCommand } from "@aws-sdk/client-s3";
import { chromium } from "@playwright/test";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { files } from "@/db/schema";
import { sweepStoredFiles } from "@/lib/files/cleanup";
import { s3Storage } from "@/lib/files/s3";
import { s3SettingsFromEnv, s3UploadOrigin } from "@/lib/files/s3-settings";
import { gif, tinyPng } from "../api/bytes";
import { freshDatabase } from "../setup/databases";
import { austinHome } from "../setup/listing-fields";
import { chromiumLaunchOptions } from "../setup/chromium";
import { type FakeS3, startFakeS3 } from "../setup/fake-s3";
import { logLines, type RunningServer, startServer } from "../setup/server";

// Issue 22: two production servers share one PostgreSQL database and one bucket (a fake S3
// server speaking the S3 protocol). Uploads go straight to the bucket by a presigned URL,
// are checked when next looked at, and are served by either server; listings, widget
// sessions and limits are the same whichever server answers.
const serverUrl = process.env.TEST_DATABASE_URL;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!serverUrl)("two stateless servers on one PostgreSQL database and one S3 bucket", () => {
  let s3: FakeS3;
  let a: RunningServer;
  let b: RunningServer;
  let apiKey: string;
  let databaseUrl: string;

  const call = async (server: RunningServer, path: string, body: object, headers: Record<string, string> = { authorization: apiKey }) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const data = async (server: RunningServer, path: string, body: object) => {
    const reply = await call(server, path, body);
    expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ Success: true });
    return reply.body.Data;
  };

  beforeAll(async () => {
    const database = await freshDatabase(serverUrl!);
    cleanups.push(database.drop);
    databaseUrl = database.url;
    s3 = await startFakeS3();
    cleanups.push(() => s3.close());
    // A DATA_DIR nobody can write: with PostgreSQL and S3 the servers must not need one.
    const env = { DATABASE_URL: database.url, DATA_DIR: "/proc/casabot-no-disk", ...s3.env };
    a = await startServer({ ...env, SEED_DEMO: "1" });
    cleanups.push(a.stop);
    b = await startServer(env);
    cleanups.push(b.stop);
    apiKey = /API key:\s+(\S+)/.exec(a.output())![1]!;
  });

  it("says at start that files are in the bucket, and is ready only while the bucket answers", async () => {
    for (const server of [a, b]) {
      expect(logLines(server.output()).find((line) => line.msg === "files in object storage")).toMatchObject({ bucket: s3.bucket, endpoint: s3.url });
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(200);
    }
  });

  it("uploads straight to the bucket by a presigned URL, checks the file when B looks at it, and serves it from either server", async () => {
    const target = await data(a, "/chat/User/GetPreUploadUrl", { fileName: "front.png" });
    const presigned = new URL(target.PreUploadUrl);
    expect(presigned.origin).toBe(s3.url);
    expect(presigned.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(presigned.searchParams.get("X-Amz-SignedHeaders")).toBe("content-type;host");
    expect(target.UploadHeaders).toEqual({ "Content-Type": "image/png" });

    // Not there yet: still pending.
    expect(await data(b, "/chat/User/GetFile", { fileId: target.FileStoreId })).toMatchObject({ Status: "pending", Url: null });

    const png = tinyPng();
    const put = await fetch(target.PreUploadUrl, { method: "PUT", body: new Uint8Array(png), headers: target.UploadHeaders });
    expect(put.status).toBe(200);
    const uploadKey = presigned.pathname.replace(`/${s3.bucket}/`, "");
    expect(uploadKey).toMatch(/^uploads\/[0-9a-f-]{36}\/\d+$/);
    expect(await s3.keys()).toContain(uploadKey);

    const checked = await data(b, "/chat/User/GetFile", { fileId: target.FileStoreId });
    expect(checked).toMatchObject({ Status: "ready", Kind: "image", Mime: "image/png", Size: png.length });
    // The checked version now lives where no upload URL can write.
    const storedKey = uploadKey.replace(/^uploads\//, "");
    expect(await s3.keys()).toContain(storedKey);
    expect(await s3.keys()).not.toContain(uploadKey);

    for (const server of [a, b]) {
      const served = await fetch(checked.Url.replace(/^https?:\/\/[^/]+/, server.baseUrl));
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(served.headers.get("content-disposition")).toBe(`inline; filename="front.png"; filename*=UTF-8''front.png`);
    }
    // The dashboard and the widget frame may PUT to the bucket.
    const page = await fetch(`${b.baseUrl}/sign-in`);
    expect(page.headers.get("content-security-policy")).toContain(`connect-src 'self' ${s3.url}`);
  });

  it("serves a direct upload at the FileUrl GetPreUploadUrl gave, on any server, with no GetFile first: the first fetch checks it", async () => {
    const target = await data(a, "/chat/User/GetPreUploadUrl", { fileName: "porch.png" });
    const onB = target.FileUrl.replace(/^https?:\/\/[^/]+/, b.baseUrl);
    // Nothing uploaded yet: not there.
    expect((await fetch(onB)).status).toBe(404);
    const png = tinyPng();
    expect((await fetch(target.PreUploadUrl, { method: "PUT", body: new Uint8Array(png), headers: target.UploadHeaders })).status).toBe(200);
    // Both servers at once: one checks it, the other waits for that check, and both serve the bytes.
    const served = await Promise.all([onB, target.FileUrl.replace(/^https?:\/\/[^/]+/, a.baseUrl)].map((url) => fetch(url)));
    for (const response of served) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    }
    expect(await data(a, "/chat/User/GetFile", { fileId: target.FileStoreId })).toMatchObject({ Status: "ready", Url: target.FileUrl });

    // A file that fails its checks is never served at its FileUrl.
    const fake = await data(a, "/chat/User/GetPreUploadUrl", { fileName: "fake.png" });
    await fetch(fake.PreUploadUrl, { method: "PUT", body: "not a picture", headers: fake.UploadHeaders });
    expect((await fetch(fake.FileUrl.replace(/^https?:\/\/[^/]+/, b.baseUrl))).status).toBe(404);
    expect(await data(b, "/chat/User/GetFile", { fileId: fake.FileStoreId })).toMatchObject({ Status: "failed" });
  });

  it("fails, deletes and says why for a file that does not pass its checks", async () => {
    const fake = await data(a, "/chat/User/GetPreUploadUrl", { fileName: "not-really.png" });
    await fetch(fake.PreUploadUrl, { method: "PUT", body: "just some text, not a picture", headers: fake.UploadHeaders });
    const refused = await data(b, "/chat/User/GetFile", { fileId: fake.FileStoreId });
    expect(refused).toMatchObject({ Status: "failed", Url: null, Failure: expect.stringMatching(/not a supported type/) });

    const animated = await data(a, "/chat/User/GetPreUploadUrl", { fileName: "moving.gif" });
    await fetch(animated.PreUploadUrl, { method: "PUT", body: new Uint8Array(gif(2)), headers: animated.UploadHeaders });
    expect(await data(a, "/chat/User/GetFile", { fileId: animated.FileStoreId })).toMatchObject({
      Status: "failed",
      Failure: expect.stringMatching(/Animated GIFs/),
    });

    const keys = await s3.keys();
    for (const id of [fake.FileStoreId, animated.FileStoreId]) expect(keys.some((key) => key.endsWith(`/${id}`))).toBe(false);
    // A failed file is never served.
    expect((await call(b, "/chat/User/GetFile", { fileId: fake.FileStoreId })).body.Data.Status).toBe("failed");
  });

  it("lists on B a listing created on A, and counts one message limit across both", async () => {
    const bot = await data(a, "/chat/Chatbot/Add", { Name: "Shared" });
    await data(a, "/chat/Chatbot/RealEstateCreate", { SerialNumber: bot, ...austinHome("S3-1", 3, 350_000) });
    const listed = await data(b, "/chat/Chatbot/RealEstateList", { serialNumber: bot });
    expect(listed.VirtualCount).toBe(1);
    expect(listed.List[0].MLSNumber).toBe("S3-1");

    await data(a, "/chat/Chatbot/Edit", { serialNumber: bot, MessageLimit: 3 });
    const { SessionID } = await data(a, "/chat/Chatbot/GetSession", { serialNumber: bot });
    const codes: number[] = [];
    for (const server of [a, b, a, b])
      codes.push((await call(server, "/chat/Chat/ClientAsk", { sessionID: SessionID, content: "homes in Austin?" })).body.Code);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it("continues on B a widget session opened on A", async () => {
    const bot = await data(a, "/chat/Chatbot/Add", { Name: "Widget" });
    const widget = (server: RunningServer, path: string, body: object, token?: string) =>
      call(server, `/chat/Widget/${path}?serialNumber=${bot}`, body, {
        origin: "https://homes.example.com",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      });
    const opened = (await widget(a, "Session", {})).body.Data;
    const asked = await widget(b, "Ask", { content: "hello" }, opened.Token);
    expect(asked.status).toBe(200);
    const renewed = (await widget(b, "Session", { SessionID: opened.SessionID, Token: opened.Token })).body.Data;
    expect(renewed.SessionID).toBe(opened.SessionID);
    expect((await widget(a, "Ask", { content: "and again" }, renewed.Token)).status).toBe(200);
  });

  it("takes a widget visitor's picture straight into the bucket, checks it when the question names it, and deletes it with the chatbot", async () => {
    const bot = await data(a, "/chat/Chatbot/Add", { Name: "Visitors' pictures" });
    await data(a, "/chat/Chatbot/Edit", { serialNumber: bot, EnableUploadImage: true });
    const widget = (server: RunningServer, path: string, body: object, token: string) =>
      call(server, `/chat/Widget/${path}?serialNumber=${bot}`, body, { origin: "https://homes.example.com", authorization: `Bearer ${token}` });
    const { Token } = (await call(a, `/chat/Widget/Session?serialNumber=${bot}`, {}, { origin: "https://homes.example.com" })).body.Data;

    const slot = (await widget(a, "UploadUrl", { fileName: "kitchen.png" }, Token)).body.Data;
    expect(new URL(slot.PreUploadUrl).origin).toBe(s3.url);
    expect((await fetch(slot.PreUploadUrl, { method: "PUT", body: new Uint8Array(tinyPng()), headers: slot.UploadHeaders })).status).toBe(200);
    const asked = await widget(b, "Ask", { content: "", chatAskType: "Image", fileIds: [slot.FileStoreId] }, Token);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await s3.keys()).filter((key) => key.endsWith(`/${slot.FileStoreId}`))).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\/\d+$/)]);

    // A visitor's upload that fails its checks is refused with the reason.
    const wrong = (await widget(a, "UploadUrl", { fileName: "notes.png" }, Token)).body.Data;
    await fetch(wrong.PreUploadUrl, { method: "PUT", body: "plain words", headers: wrong.UploadHeaders });
    const refused = await widget(b, "Ask", { content: "", chatAskType: "Image", fileIds: [wrong.FileStoreId] }, Token);
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toMatch(/fileIds\[0\] was refused when it was uploaded: This chatbot takes only images/);

    expect((await call(b, "/chat/Chatbot/Remove", { serialNumber: bot })).status).toBe(200);
    expect((await s3.keys()).some((key) => key.endsWith(`/${slot.FileStoreId}`))).toBe(false);
  });

  it("takes an owner's picture from Chromium on A straight into the bucket (its CORS rule), and B serves it", async () => {
    // What an operator sets on a real bucket (docs/deploy.md): PUT with Content-Type from the app's origin only.
    await s3.client.send(
      new PutBucketCorsCommand({
        Bucket: s3.bucket,
        CORSConfiguration: { CORSRules: [{ AllowedOrigins: [a.baseUrl], AllowedMethods: ["PUT"], AllowedHeaders: ["content-type"] }] },
      }),
    );
    const [, email, password] = /Sign in:\s+(\S+) \/ (\S+)/.exec(a.output())!;
    const chatbotId = /Chatbot ID:\s+(\S+)/.exec(a.output())![1]!;
    const before = await s3.keys();
    const browser = await chromium.launch(chromiumLaunchOptions());
    cleanups.push(() => browser.close());
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    const puts: string[] = [];
    // The answer's headers, not the request's end: the page does not read the bucket's (empty) body.
    page.on("response", (response) => response.request().method() === "PUT" && puts.push(`${new URL(response.url()).origin} ${response.status()}`));

    await page.goto(`${a.baseUrl}/login`);
    await page.getByLabel("E-mail").fill(email!);
    await page.getByLabel("Password").fill(password!);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto(`${a.baseUrl}/chatbots/${chatbotId}/settings`);
    const picture = page.getByRole("group", { name: "Profile picture" });
    await picture.locator("input[type=file]").setInputFiles({ name: "agent.png", mimeType: "image/png", buffer: tinyPng() });
    const shown = picture.getByRole("img", { name: "Current profile picture" });
    await shown.waitFor();
    await page.waitForFunction((img) => (img as HTMLImageElement).naturalWidth === 1, await shown.elementHandle());
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Settings saved").waitFor();
    expect(puts).toEqual([`${s3.url} 200`]);
    expect(problems).toEqual([]);

    // The bucket holds the checked picture where no presigned URL can write, and nothing else new.
    expect((await s3.keys()).filter((key) => !before.includes(key))).toEqual([expect.stringMatching(/^[0-9a-f-]{36}\/\d+$/)]);
    const saved = await data(b, "/chat/Chatbot/Get", { serialNumber: chatbotId });
    // The setting holds the file's ID; B says where it is served, and serves it.
    const file = await data(b, "/chat/User/GetFile", { fileId: saved.ChatProfilePicture });
    expect(file).toMatchObject({ Status: "ready", Kind: "image", Mime: "image/png" });
    const served = await fetch(file.Url.replace(/^https?:\/\/[^/]+/, b.baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng())).toBe(true);
  }, 120_000);

  it("sweeps the objects whose rows are gone, and keeps the others", async () => {
    const handle = await openDatabase({ databaseUrl, dataDir: "", poolMax: 1 });
    cleanups.push(() => handle.close());
    const storage = s3Storage(s3SettingsFromEnv(s3.env)!);
    const target = await data(a, "/chat/User/GetPreUploadUrl", { fileName: "gone.png" });
    await fetch(target.PreUploadUrl, { method: "PUT", body: new Uint8Array(tinyPng()), headers: target.UploadHeaders });
    expect(await data(a, "/chat/User/GetFile", { fileId: target.FileStoreId })).toMatchObject({ Status: "ready" });
    const before = await s3.keys();
    // As a chatbot's or workspace's removal does, through the cascade: the row goes, the object stays.
    await handle.db.delete(files).where(eq(files.id, Number(target.FileStoreId)));

    // Objects younger than the grace are left alone.
    expect(await sweepStoredFiles({ db: handle.db, storage, now: new Date() })).toBe(0);
    expect(await sweepStoredFiles({ db: handle.db, storage, now: new Date(Date.now() + 60 * 60_000) })).toBe(1);
    const after = await s3.keys();
    expect(before.filter((key) => !after.includes(key))).toEqual([before.find((key) => key.endsWith(`/${target.FileStoreId}`))]);
  });

  it("computes the upload origin the SDK signs for", () => {
    const settings = s3SettingsFromEnv(s3.env)!;
    expect(s3UploadOrigin(settings)).toBe(s3.url);
    expect(s3UploadOrigin({ ...settings, endpoint: undefined, forcePathStyle: false, region: "eu-west-3" })).toBe(
      `https://${s3.bucket}.s3.eu-west-3.amazonaws.com`,
    );
  });

  it("is not ready while the bucket does not answer", async () => {
    await s3.close();
    const ready = await fetch(`${b.baseUrl}/api/ready`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).Message).toMatch(/S3_BUCKET/);
  });
});
