import { gzipSync } from "node:zlib";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/setup/chromium";
import { tinyPng } from "../tests/api/bytes";
import { axeViolations, type ConsoleGuard, expect, listingBody, screenshot, test } from "./support";
import { ask, botMessages, chatFrame, conversation, editStoredChat, HostSite, messageBox, openChat, snippet, visitorMessages } from "./widget-host";

// The embeddable widget as a visitor meets it: a page of another site includes the
// one-line snippet, the loader shows a launcher, and the chat frame talks to the
// Widget endpoints. The owner's side (settings, listings, what was stored) goes
// through the API.

type Api = <T = unknown>(path: string, body?: object) => Promise<T>;
type Stored = { Messages: { Type: string; ChatAskType: string; FileIds: string[]; Content: string }[] };
type Sessions = { List: { SessionID: number; MessageCount: number }[] };

// Push-to-talk needs a microphone: Chromium's fake capture device, and an automatic yes
// to its permission prompt, added to the project's launch options (system Chromium, flags).
// Launch options are per worker, so they apply to the whole file.
const project = chromiumLaunchOptions("full");
test.use({ launchOptions: { ...project, args: [...(project.args ?? []), "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"] } });

let site: HostSite;
test.beforeAll(async () => {
  site = await HostSite.start();
});
test.afterAll(async () => {
  await site.close();
});

async function chatbot(api: Api, settings: Record<string, unknown> = {}) {
  const bot = await api<string>("/chat/Chatbot/Add", { Name: "Sunny Homes" });
  await api("/chat/Chatbot/Edit", { serialNumber: bot, ...settings });
  return bot;
}

/** Waits for the nth chatbot message (0 is the welcome) to be complete. */
async function answered(frame: FrameLocator, index: number) {
  const answer = botMessages(frame).nth(index);
  await expect(answer).toBeVisible();
  await expect(answer).not.toHaveAttribute("aria-busy", "true", { timeout: 15_000 });
  return answer;
}

/**
 * A host page the chatbot refuses: the browser reports the refused preflight of the
 * loader's Config call as console errors, which no script can keep quiet.
 */
function allowRefusedConfig(consoleGuard: ConsoleGuard, bot: string) {
  const config = `/chat/Widget/Config\\?serialNumber=${bot}`;
  consoleGuard.allow(
    new RegExp(
      `^console error at http://localhost:\\d+/page-\\d+: Access to fetch at 'http://[^/]+${config}' from origin 'http://localhost:\\d+' has been blocked by CORS policy`,
    ),
  );
  consoleGuard.allow(new RegExp(`^console error at http://[^/]+${config}: Failed to load resource: net::ERR_FAILED$`));
}

function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("a visitor opens the widget, sees its colours, welcome and suggestions, and reads an answer from the listings", async ({ page, owner, api, baseURL }) => {
  const bot = await chatbot(api, {
    ChatBubbleColor: "rgb(13,148,136)",
    UserMessageColor: "rgb(30,41,59)",
    WelcomeMessage: "Welcome to Sunny Homes! Ask me about our listings.",
    SuggestedMessage: "Any condos in Austin?\nWhat can you do?",
    UserInputPlaceholder: "Ask about a home…",
    FacebookUrl: "https://facebook.com/sunnyhomes",
    InstagramUrl: "https://instagram.com/sunnyhomes",
  });
  await api(
    "/chat/Chatbot/RealEstateCreate",
    listingBody(bot, { MLSNumber: "TX-777", City: "Austin", Address: "12 Oak St", SalePrice: 455_000, Url: "https://example.com/listings/tx-777" }),
  );
  const errors = errorsOf(page);
  const asked: Record<string, unknown>[] = [];
  let sessionsOpened = 0;
  page.on("request", (request) => {
    if (request.url().includes("/chat/Widget/Ask")) asked.push(request.postDataJSON());
    if (request.url().includes("/chat/Widget/Session") && request.method() === "POST") sessionsOpened++;
  });

  await page.goto(site.page(snippet(baseURL!, bot)));
  const launcher = page.getByRole("button", { name: "Open chat" });
  await expect(launcher).toHaveAttribute("aria-expanded", "false");
  await expect(launcher).toHaveCSS("background-color", "rgb(13, 148, 136)");
  const box = (await launcher.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1280 - 40);

  const frame = await openChat(page);
  await expect(page.getByRole("button", { name: "Close chat" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("casabot-widget iframe")).toHaveAttribute("title", "Sunny Homes chat");
  await expect(frame.getByRole("banner")).toHaveCSS("background-color", "rgb(13, 148, 136)");
  await expect(frame.getByRole("heading", { name: "Sunny Homes" })).toBeVisible();
  await expect(frame.getByRole("button", { name: "Send" })).toHaveCSS("background-color", "rgb(13, 148, 136)");
  await expect(botMessages(frame)).toHaveText(["Welcome to Sunny Homes! Ask me about our listings."]);
  await expect(messageBox(frame)).toHaveAttribute("placeholder", "Ask about a home…");
  for (const [name, href] of [
    ["Facebook", "https://facebook.com/sunnyhomes"],
    ["Instagram", "https://instagram.com/sunnyhomes"],
  ]) {
    const link = frame.getByRole("link", { name });
    await expect(link).toHaveAttribute("href", href!);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(frame.getByRole("link", { name: "WhatsApp" })).toHaveCount(0);
  await expect(frame.getByRole("button", { name: "Talk to a person" })).toHaveCount(0);
  await expect(frame.getByLabel("Attach image")).toHaveCount(0);
  await expect(frame.getByRole("button", { name: "Record voice message" })).toHaveCount(0);

  const chips = frame.getByRole("group", { name: "Suggested messages" });
  await expect(chips.getByRole("button")).toHaveText(["Any condos in Austin?", "What can you do?"]);
  // A visitor who only looks opens no session.
  expect(sessionsOpened).toBe(0);
  await chips.getByRole("button", { name: "Any condos in Austin?" }).click();
  await expect(visitorMessages(frame)).toHaveText(["Any condos in Austin?"]);
  const bubble = visitorMessages(frame).first().locator(".bubble");
  await expect(bubble).toHaveCSS("background-color", "rgb(30, 41, 59)");
  await expect(bubble).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(chips).toBeHidden();

  const answer = await answered(frame, 1);
  await expect(answer).toContainText("12 Oak St, Austin");
  await expect(answer).toContainText("$455,000");
  // The listing's link is on its card under the answer, not in the answer's text.
  const link = answer.getByRole("link", { name: /^View listing/ });
  await expect(link).toHaveAttribute("href", "https://example.com/listings/tx-777");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  expect(asked).toEqual([{ content: "Any condos in Austin?", chatAskType: "Text", stream: true }]);
  expect(sessionsOpened).toBe(1);

  // Shift+Enter starts a new line; Enter sends.
  await messageBox(frame).fill("First line");
  await messageBox(frame).press("Shift+Enter");
  await messageBox(frame).pressSequentially("second line");
  await expect(messageBox(frame)).toHaveValue("First line\nsecond line");
  await expect(visitorMessages(frame)).toHaveCount(1);
  await messageBox(frame).press("Enter");
  await expect(visitorMessages(frame).nth(1)).toHaveText("First line\nsecond line");
  await expect(messageBox(frame)).toHaveValue("");
  await answered(frame, 2);

  await frame.getByRole("button", { name: "Close chat" }).click();
  await expect(page.getByRole("button", { name: "Open chat" })).toBeFocused();
  await expect(page.locator("casabot-widget iframe")).toBeHidden();
  await page.getByRole("button", { name: "Open chat" }).click();
  await expect(botMessages(frame)).toHaveCount(3);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Open chat" })).toHaveAttribute("aria-expanded", "false");
  expect(errors).toEqual([]);
  void owner;
});

test("answers stream in piece by piece, after a typing indicator", async ({ page, owner, api, baseURL }) => {
  const bot = await chatbot(api, { Model: "oc:fake-llm" });
  await page.goto(site.page(snippet(baseURL!, bot)));
  const frame = await openChat(page);
  // Held back a moment, so that the wait before the first piece can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/chat/Widget/Ask?*", async (route) => {
    await held;
    await route.continue();
  });
  await ask(frame, "please answer slow");
  const answer = botMessages(frame).nth(1);
  await expect(answer.getByText("Typing…")).toBeAttached();
  await expect(answer).toHaveAttribute("aria-busy", "true");
  release();
  // The fake model sends a word every 150 ms: the first words show long before the last.
  await expect(answer).toContainText("one two");
  await expect(answer).not.toContainText("twelve");
  await expect(answer).toHaveAttribute("aria-busy", "true");
  await expect(answer).toContainText("one two three four five six seven eight nine ten eleven twelve");
  await expect(answer).not.toHaveAttribute("aria-busy", "true");
  void owner;
});

for (const removeOnClose of [false, true]) {
  test(`history ${removeOnClose ? "survives a reload but not a new tab" : "survives a reload and a new tab"} with RemoveChatLogOnBrowserClose ${removeOnClose ? "on" : "off"}`, async ({
    page,
    owner,
    api,
    baseURL,
  }) => {
    const bot = await chatbot(api, { RemoveChatLogOnBrowserClose: removeOnClose });
    await api("/chat/Chatbot/RealEstateCreate", listingBody(bot, { MLSNumber: "TX-101", City: "Austin", Address: "7 Pecan St" }));
    const url = site.page(snippet(baseURL!, bot));
    await page.goto(url);
    let frame = await openChat(page);
    await ask(frame, "Any condos in Austin?");
    await expect(await answered(frame, 1)).toContainText("7 Pecan St");

    await page.reload();
    frame = await openChat(page);
    await expect(visitorMessages(frame)).toHaveText(["Any condos in Austin?"]);
    await expect(botMessages(frame).nth(1)).toContainText("7 Pecan St");
    // The same session goes on after the reload.
    await ask(frame, "Thanks!");
    await answered(frame, 2);
    const { List } = await api<Sessions>("/chat/Chatbot/SessionList", { serialNumber: bot });
    expect(List.map((session) => session.MessageCount)).toEqual([4]);

    const tab = await page.context().newPage();
    await tab.goto(url);
    frame = await openChat(tab);
    if (removeOnClose) {
      await expect(botMessages(frame)).toHaveCount(1);
      await expect(visitorMessages(frame)).toHaveCount(0);
    } else {
      await expect(visitorMessages(frame)).toHaveText(["Any condos in Austin?", "Thanks!"]);
    }
    void owner;
  });
}

test("with VerifyDomain on, the widget shows only on the chatbot's domains", async ({ page, owner, api, baseURL, consoleGuard }) => {
  const bot = await chatbot(api, { VerifyDomain: true, Domains: "example.com\n*.example.org" });
  // Refused on purpose until the host site is added to Domains: the loader's call, and the bare frame.
  allowRefusedConfig(consoleGuard, bot);
  consoleGuard.allow(
    /^console error at http:\/\/localhost:\d+\/page-\d+: Framing 'http:\/\/[^']+' violates the following Content Security Policy directive: "frame-ancestors /,
  );
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const errors = errorsOf(page);
  const embedded = site.page(snippet(baseURL!, bot));
  const framed = site.page(`<iframe src="${baseURL}/widget/${bot}" title="Chat" width="380" height="600"></iframe>`);

  const refused = page.waitForEvent("console", (message) => message.text().includes("Casabot widget not shown"));
  await page.goto(embedded);
  await refused;
  await page.waitForTimeout(1500);
  await expect(page.locator("casabot-widget")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open chat" })).toHaveCount(0);
  expect(warnings.filter((warning) => warning.includes("Casabot"))).toHaveLength(1);
  expect(errors).toEqual([]);

  // Framing the chat directly is refused too (the frame's CSP frame-ancestors).
  await page.goto(framed, { waitUntil: "load" });
  await expect(page.frameLocator("iframe").locator("#casabot-widget")).toHaveCount(0);

  await api("/chat/Chatbot/Edit", { serialNumber: bot, Domains: `example.com\n${site.host}` });
  await page.goto(embedded);
  const frame = await openChat(page);
  await expect(botMessages(frame).first()).toBeVisible();
  await page.goto(framed);
  await expect(messageBox(page.frameLocator("iframe"))).toBeVisible();
  // The frame opened without the launcher has no close button of its own.
  await expect(page.frameLocator("iframe").getByRole("button", { name: "Close chat" })).toHaveCount(0);
  void owner;
});

test("markup in a listing stays text in the widget", async ({ page, owner, api, baseURL }) => {
  const bot = await chatbot(api);
  const markup = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`;
  // The concierge drops tags from descriptions, but quotes addresses as they are.
  await api(
    "/chat/Chatbot/RealEstateCreate",
    listingBody(bot, { MLSNumber: "XSS1001", City: "Austin", Address: `${markup} 9 Elm St`, Description: `Sunny. ${markup}` }),
  );
  await page.goto(site.page(snippet(baseURL!, bot)));
  const frame = await openChat(page);
  await ask(frame, "Tell me about MLS# XSS1001");
  const answer = await answered(frame, 1);
  await expect(answer).toContainText(`${markup} 9 Elm St`);
  await ask(frame, `Is ${markup} safe?`);
  await expect(visitorMessages(frame).nth(1)).toHaveText(`Is ${markup} safe?`);
  await answered(frame, 2);
  await expect(conversation(frame).locator(".bubble img, .bubble script")).toHaveCount(0);

  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  const chat = page.frames().find((candidate) => candidate.url().includes(`/widget/${bot}`))!;
  expect(await chat.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  void owner;
});

test("the privacy notice gates the chat; a visitor asks for a person; the rate limit answers with its message", async ({
  page,
  owner,
  api,
  baseURL,
  consoleGuard,
}) => {
  consoleGuard.allowRefused("/chat/Widget/Ask", 429);
  const bot = await chatbot(api, {
    ChatbotPrivacyPolicyName: "Sunny Privacy Policy",
    ChatbotPrivacyPolicyUrl: "https://example.com/privacy",
    ChatbotPrivacyPolicyDescription: "We keep this conversation to answer you.",
    TalkToHumanEmail: "agents@example.com",
    TalkToHumanResponseMessage: "Thanks! Dana will call you back today.",
    RateLimitCount: 1,
    RateLimitTime: 600,
    RateLimitMessage: "Whoa, one question at a time!",
  });
  await page.goto(site.page(snippet(baseURL!, bot)));
  let frame = await openChat(page);
  const notice = frame.getByRole("region", { name: "Before we chat" });
  await expect(notice).toContainText("We keep this conversation to answer you.");
  await expect(notice.getByRole("link", { name: "Sunny Privacy Policy" })).toHaveAttribute("href", "https://example.com/privacy");
  await expect(messageBox(frame)).toBeDisabled();
  for (const chip of await frame.getByRole("group", { name: "Suggested messages" }).getByRole("button").all()) await expect(chip).toBeDisabled();
  await expect(frame.getByRole("button", { name: "Talk to a person" })).toBeDisabled();
  await notice.getByRole("button", { name: "Accept" }).click();
  await expect(notice).toHaveCount(0);
  await expect(messageBox(frame)).toBeEnabled();
  await expect(messageBox(frame)).toBeFocused();

  // Acceptance is remembered with the history.
  await page.reload();
  frame = await openChat(page);
  await expect(messageBox(frame)).toBeEnabled();
  await expect(frame.getByRole("region", { name: "Before we chat" })).toHaveCount(0);

  await frame.getByRole("button", { name: "Talk to a person" }).click();
  const dialog = frame.getByRole("dialog", { name: "Talk to a person" });
  await dialog.getByLabel("Name").fill("Ada Visitor");
  await dialog.getByLabel("How can we help?").fill("I'd like to see 12 Oak St this weekend.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please give an e-mail address or a phone number.");
  await dialog.getByLabel("E-mail").fill("ada@example.com");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog).toBeHidden();
  await expect(botMessages(frame).last()).toHaveText("Thanks! Dana will call you back today.");
  const leads = await api<{ Type: string; Message: string; Name: string; Email: string; SessionID: number }[]>("/chat/Chatbot/LeadList", { serialNumber: bot });
  const contact = { SessionID: leads[0]?.SessionID, Name: "Ada Visitor", Email: "ada@example.com", Message: "I'd like to see 12 Oak St this weekend." };
  expect(leads).toEqual([expect.objectContaining({ Type: "Lead", ...contact }), expect.objectContaining({ Type: "Handoff", ...contact })]);

  await ask(frame, "hello");
  await answered(frame, 2);
  await ask(frame, "hello again");
  await expect(conversation(frame).getByRole("listitem", { name: "Notice" })).toHaveText("Whoa, one question at a time!");
  // The refused message is the visitor's to send again.
  await expect(messageBox(frame)).toHaveValue("hello again");
  await expect(visitorMessages(frame)).toHaveText(["hello"]);
  void owner;
});

test("the greeting pops up once per visitor with PopupOnce, and opens the chat", async ({ page, owner, api, baseURL }) => {
  const bot = await chatbot(api, { ChatbotPopupOnce: true, WelcomeMessage: "Hi there! Looking for a home in Austin?" });
  const url = site.page(snippet(baseURL!, bot));
  await page.goto(url);
  await expect(page.getByRole("button", { name: "Open chat" })).toBeVisible();
  const greeting = page.getByRole("button", { name: "Hi there! Looking for a home in Austin?" });
  await expect(greeting).toHaveCount(0);
  await expect(greeting).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Open chat" })).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(greeting).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), `casabot:${bot}:greeted`)).toBe("1");

  await api("/chat/Chatbot/Edit", { serialNumber: bot, ChatbotPopupOnce: false });
  for (let view = 0; view < 2; view++) {
    await page.reload();
    await expect(greeting).toBeVisible();
  }
  await page.getByRole("button", { name: "Dismiss greeting" }).click();
  await expect(greeting).toHaveCount(0);
  await page.reload();
  await greeting.click();
  await expect(botMessages(chatFrame(page))).toHaveText(["Hi there! Looking for a home in Austin?"]);
  await expect(greeting).toHaveCount(0);
  void owner;
});

test("a chatbot that does not exist shows nothing, and says why once in the console", async ({ page, baseURL, consoleGuard }) => {
  allowRefusedConfig(consoleGuard, "0123456789abcdef0123456789abcdef");
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const errors = errorsOf(page);
  const refused = page.waitForEvent("console", (message) => message.text().includes("Casabot widget not shown"));
  await page.goto(site.page(snippet(baseURL!, "0123456789abcdef0123456789abcdef")));
  await refused;
  await page.waitForTimeout(1500);
  await expect(page.locator("casabot-widget")).toHaveCount(0);
  expect(warnings.filter((warning) => warning.includes("Casabot"))).toEqual([
    `Casabot widget not shown: no configuration from ${new URL(baseURL!).origin} for chatbot 0123456789abcdef0123456789abcdef: it does not exist, is not enabled on this site, or the server is unreachable`,
  ]);
  expect(errors).toEqual([]);
});

test("the chatbot's icon is on the launcher, and its picture on the greeting, the header and beside answers", async ({ page, owner, api, baseURL }) => {
  const bot = await chatbot(api, { ChatbotPopupOnce: false });
  const upload = async (fileName: string) => {
    const target = await api<{ FileStoreId: string; PreUploadUrl: string }>("/chat/User/GetPreUploadUrl", { fileName });
    const response = await page.request.put(target.PreUploadUrl, { data: tinyPng(), headers: { origin: baseURL! } });
    expect(response.ok()).toBe(true);
    return target.FileStoreId;
  };
  await api("/chat/Chatbot/Edit", { serialNumber: bot, ChatIcon: await upload("icon.png"), ChatProfilePicture: await upload("agent.png") });
  await page.goto(site.page(snippet(baseURL!, bot)));
  const loaded = (image: Locator) => expect(image).toHaveJSProperty("naturalWidth", 1);
  await loaded(page.getByRole("button", { name: "Open chat" }).locator("img"));
  await expect(page.getByRole("button", { name: /^Hi!/ })).toBeVisible();
  await loaded(page.locator("casabot-widget .cb-greet img"));
  const frame = await openChat(page);
  await loaded(frame.getByRole("banner").locator("img"));
  await loaded(botMessages(frame).first().locator("img"));
  void owner;
});

test("a page with hostile global CSS still shows a working widget, which adds no global name and no stylesheet", async ({ page, owner, api, baseURL }) => {
  const bot = await chatbot(api);
  const hostile = `<style>* { all: unset !important; } div, iframe, button, img, svg { display: none !important; } body * { visibility: hidden !important; opacity: .1 !important; transform: rotate(3deg) !important; }</style>`;
  const errors = errorsOf(page);
  await page.goto(site.page("", hostile));
  const before = await page.evaluate(() => ({ keys: Object.keys(window), sheets: document.querySelectorAll("style, link").length }));
  await page.evaluate(
    ({ src, bot }) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.dataset.chatbot = bot;
      document.body.append(script);
    },
    { src: `${baseURL}/widget.js`, bot },
  );
  const launcher = page.getByRole("button", { name: "Open chat" });
  await expect(launcher).toHaveCSS("transform", "none"); // its entrance is over
  const box = (await launcher.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box).toEqual({ width: 60, height: 60, x: viewport.width - 20 - 60, y: viewport.height - 20 - 60 });
  const frame = await openChat(page);
  await expect(page.locator("casabot-widget .cb-panel")).toHaveCSS("transform", "none"); // its entrance is over
  const panel = (await page.locator("casabot-widget iframe").boundingBox())!;
  expect(panel).toEqual({ width: 380, height: 600, x: viewport.width - 20 - 380, y: viewport.height - 20 - 60 - 16 - 600 });
  await ask(frame, "hello");
  await answered(frame, 1);

  const after = await page.evaluate(() => ({ keys: Object.keys(window), sheets: document.querySelectorAll("style, link").length }));
  // Indexed properties ("0") are the page's frames, not names.
  expect(after.keys.filter((key) => !before.keys.includes(key) && !/^\d+$/.test(key))).toEqual([]);
  expect(after.sheets).toBe(before.sheets);
  expect(errors).toEqual([]);
  void owner;
});

test("the loader is small and quick: size, time to the launcher and to the frame's ready", async ({ page, owner, api, baseURL, request }) => {
  const loader = await request.get(`${baseURL}/widget.js`);
  expect(loader.ok()).toBe(true);
  expect(loader.headers()["content-type"]).toMatch(/javascript/);
  const gzipped = gzipSync(await loader.body()).length;
  expect(gzipped).toBeLessThanOrEqual(15 * 1024);

  const bot = await chatbot(api);
  await page.goto(site.page(""));
  const toLauncher = await page.evaluate(
    ({ src, bot }) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const script = document.createElement("script");
        script.src = src;
        script.async = true;
        script.dataset.chatbot = bot;
        document.body.append(script);
        const check = () => {
          const button = document.querySelector("casabot-widget")?.shadowRoot?.querySelector("button");
          if (button && button.getBoundingClientRect().width > 0) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      }),
    { src: `${baseURL}/widget.js`, bot },
  );
  const toReady = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        addEventListener("message", (event) => {
          if ((event.data as { type?: string } | null)?.type === "casabot:ready") resolve(performance.now() - start);
        });
        document.querySelector("casabot-widget")!.shadowRoot!.querySelector<HTMLElement>(".cb-launcher")!.click();
      }),
  );
  await expect(messageBox(chatFrame(page))).toBeVisible();
  const report = {
    "widget.js gzipped": `${gzipped} bytes`,
    "script inserted → launcher visible": `${Math.round(toLauncher)} ms`,
    "launcher click → casabot:ready": `${Math.round(toReady)} ms`,
  };
  for (const [type, description] of Object.entries(report)) test.info().annotations.push({ type, description });
  console.log("Widget loader:", JSON.stringify(report));
  void owner;
});

test("a token the server refuses is renewed, and the question asked again, keeping the history", async ({ page, owner, api, baseURL, consoleGuard }) => {
  consoleGuard.allowRefused("/chat/Widget/Ask", 401);
  const bot = await chatbot(api);
  await page.goto(site.page(snippet(baseURL!, bot)));
  let frame = await openChat(page);
  await ask(frame, "hello");
  await answered(frame, 1);
  await editStoredChat(page, bot, (state) => {
    state.session.Token = `${state.session.Token}x`;
  });
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/chat/Widget/Ask")) statuses.push(response.status());
  });

  await page.reload();
  frame = await openChat(page);
  await expect(visitorMessages(frame)).toHaveText(["hello"]);
  await ask(frame, "hello again");
  await answered(frame, 2);
  expect(statuses).toEqual([401, 200]);
  await expect(visitorMessages(frame)).toHaveText(["hello", "hello again"]);
  void owner;
});

for (const width of [1280, 375]) {
  test(`the widget meets WCAG 2.1 AA at ${width} px, framed on its own and open on a host page`, async ({ page, owner, api, baseURL }) => {
    const bot = await chatbot(api, {
      ChatbotPrivacyPolicyName: "Privacy Policy",
      ChatbotPrivacyPolicyDescription: "We keep this conversation to answer you.",
      TalkToHumanEmail: "agents@example.com",
      EnableUploadImage: true,
      EnablePushToTalk: true,
      WhatsappUrl: "https://wa.me/15125550100",
      ChatBubbleColor: "rgb(250,204,21)",
      UserMessageColor: "rgb(88,28,135)",
      ChatbotPopupOnce: false,
    });
    // Contrast is judged on the settled page: a dialog half way through its fade-in is not what a reader sees.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const axe = async (what: string) => {
      expect(await axeViolations(page), what).toEqual([]);
    };
    await page.setViewportSize({ width, height: 800 });
    // The frame on its own, as the inline embed and the dashboard's preview show it.
    await page.goto(`/widget/${bot}`);
    await expect(page.getByRole("button", { name: "Accept" })).toBeVisible();
    await axe("privacy notice");
    await page.getByRole("button", { name: "Accept" }).click();
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Any homes in Austin?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("listitem", { name: "You" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Chatbot" }).nth(1)).not.toHaveAttribute("aria-busy", "true");
    await axe("conversation");
    await page.getByRole("button", { name: "Talk to a person" }).click();
    await expect(page.getByRole("dialog", { name: "Talk to a person" })).toBeVisible();
    await axe("handoff form");

    await page.goto(site.page(snippet(baseURL!, bot)));
    await expect(page.getByRole("button", { name: /^Hi!/ })).toBeVisible();
    await axe("launcher and greeting");
    const frame = await openChat(page);
    await expect(frame.getByRole("button", { name: "Accept" })).toBeVisible();
    await axe("open widget");
    void owner;
  });
}

test("screenshots: the open widget aligned right and left, and full screen at 375 px", async ({ page, owner, api, baseURL }) => {
  const bot = await chatbot(api, {
    ChatBubbleColor: "rgb(79,70,229)",
    UserMessageColor: "rgb(224,231,255)",
    FacebookUrl: "https://facebook.com/sunny",
    WhatsappUrl: "https://wa.me/15125550100",
    TalkToHumanEmail: "agents@example.com",
  });
  await api(
    "/chat/Chatbot/RealEstateCreate",
    listingBody(bot, {
      MLSNumber: "TX-2001",
      City: "Austin",
      Address: "4100 Congress Ave",
      Bedrooms: 3,
      SalePrice: 615_000,
      Url: "https://example.com/l/tx-2001",
    }),
  );
  const url = site.page(snippet(baseURL!, bot));
  await page.goto(url);
  let frame = await openChat(page);
  await ask(frame, "Any 3 bedroom homes in Austin?");
  await answered(frame, 1);
  await screenshot(page, "widget-right");

  await api("/chat/Chatbot/Edit", { serialNumber: bot, ChatBubbleAlign: 1 });
  await page.reload();
  await expect(page.getByRole("button", { name: "Open chat" })).toHaveCSS("transform", "none");
  expect((await page.getByRole("button", { name: "Open chat" }).boundingBox())!.x).toBe(20);
  frame = await openChat(page);
  await expect(visitorMessages(frame)).toHaveCount(1);
  expect((await page.locator("casabot-widget iframe").boundingBox())!.x).toBe(20);
  await screenshot(page, "widget-left");

  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  frame = await openChat(page);
  expect(await page.locator("casabot-widget iframe").boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  await expect(botMessages(frame).nth(1)).toBeVisible();
  const overflow = await page
    .frames()
    .find((candidate) => candidate.url().includes(`/widget/${bot}`))!
    .evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, "widget-375");
  void owner;
});

test("a visitor sends images and a voice message; they are asked as Image and Audio", async ({ page, owner, api, baseURL }) => {
  const bot = await chatbot(api, { EnableUploadImage: true, EnablePushToTalk: true });
  await page.goto(site.page(snippet(baseURL!, bot)));
  const frame = await openChat(page);
  await frame.getByLabel("Attach image").setInputFiles([
    { name: "porch.png", mimeType: "image/png", buffer: tinyPng() },
    { name: "kitchen.png", mimeType: "image/png", buffer: tinyPng() },
  ]);
  const attached = frame.getByRole("list", { name: "Attached images" });
  await expect(attached.getByRole("img")).toHaveCount(2);
  await attached.getByRole("button", { name: "Remove kitchen.png" }).click();
  await expect(attached.getByRole("img")).toHaveCount(1);
  await messageBox(frame).fill("Is this porch nice?");
  await frame.getByRole("button", { name: "Send" }).click();
  await expect(visitorMessages(frame).first().getByRole("img", { name: "porch.png" })).toBeVisible();
  await expect(attached).toBeHidden();
  await answered(frame, 1);

  const record = frame.getByRole("button", { name: "Record voice message" });
  await record.click();
  await expect(record).toHaveAttribute("aria-pressed", "true");
  await expect(frame.getByRole("status")).toContainText("Recording");
  await page.waitForTimeout(1200);
  await record.click();
  await expect(record).toHaveAttribute("aria-pressed", "false");
  const voice = visitorMessages(frame).nth(1);
  await expect(voice).toContainText("Voice message");
  await expect(voice.locator("audio")).toHaveAttribute("src", /^blob:/);
  await answered(frame, 2);

  const { List } = await api<Sessions>("/chat/Chatbot/SessionList", { serialNumber: bot });
  expect(List).toHaveLength(1);
  const stored = await api<Stored>("/chat/Chatbot/SessionMessages", { serialNumber: bot, sessionID: List[0]!.SessionID });
  expect(stored.Messages.map((message) => [message.Type, message.ChatAskType, message.FileIds.length])).toEqual([
    ["Question", "Image", 1],
    ["Answer", "Text", 0],
    ["Question", "Audio", 1],
    ["Answer", "Text", 0],
  ]);

  // After a reload the history shows the stored files, served by the app.
  await page.reload();
  const again = await openChat(page);
  await expect(visitorMessages(again).first().getByRole("img")).toHaveJSProperty("complete", true);
  expect(
    await visitorMessages(again)
      .first()
      .getByRole("img")
      .evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBe(1);
  await expect(visitorMessages(again).nth(1).locator("audio")).not.toHaveAttribute("src", /^blob:/);
  await screenshot(page, "widget-media");
  void owner;
});
