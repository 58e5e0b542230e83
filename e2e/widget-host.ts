import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type FrameLocator, type Page } from "@playwright/test";

/**
 * A site that embeds the widget, on a second origin: http://localhost:<port>, another
 * site than the app's http://127.0.0.1:<E2E_PORT>, so that the loader's calls are
 * cross-origin as on a customer's page. Each test serves its pages at paths of its own.
 */
export class HostSite {
  private readonly pages = new Map<string, string>();
  private count = 0;
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<HostSite> {
    let site: HostSite | undefined;
    const server = createServer((request, response) => {
      const path = (request.url ?? "/").split("?")[0]!;
      // A real site has an icon; without one the browser logs the 404 of /favicon.ico as a console error.
      if (path === "/favicon.ico") return void response.writeHead(204).end();
      const html = site?.pages.get(path);
      if (!html) return void response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(html);
    });
    // No host: both IPv4 and IPv6 loopback, whichever the browser picks for "localhost".
    await new Promise<void>((resolve) => server.listen(0, resolve));
    site = new HostSite(server, `http://localhost:${(server.address() as AddressInfo).port}`);
    return site;
  }

  /** Serves a page of the host site with `body` after its own content; gives its URL. */
  page(body: string, head = ""): string {
    const path = `/page-${++this.count}`;
    this.pages.set(
      path,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sunny Homes</title>${head}</head>` +
        `<body><main><h1>Sunny Homes</h1><p>Find your next home in Austin with our agents.</p></main>${body}</body></html>`,
    );
    return this.origin + path;
  }

  /** host:port, as an owner would enter it in Domains. */
  get host() {
    return new URL(this.origin).host;
  }

  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The one line an owner pastes into a page. */
export const snippet = (base: string, bot: string) => `<script src="${base}/widget.js" data-chatbot="${bot}" async></script>`;

/** The chat frame inside the launcher's panel (Playwright's CSS pierces the open shadow root). */
export const chatFrame = (page: Page): FrameLocator => page.frameLocator("casabot-widget iframe");

export const messageBox = (frame: FrameLocator) => frame.getByRole("textbox", { name: "Message", exact: true });
export const conversation = (frame: FrameLocator) => frame.getByRole("log", { name: "Conversation" });
export const botMessages = (frame: FrameLocator) => conversation(frame).getByRole("listitem", { name: "Chatbot" });
export const visitorMessages = (frame: FrameLocator) => conversation(frame).getByRole("listitem", { name: "You" });

/** Opens the widget with its launcher and waits for the frame's message box. */
export async function openChat(page: Page): Promise<FrameLocator> {
  await page.getByRole("button", { name: "Open chat" }).click();
  const frame = chatFrame(page);
  await expect(messageBox(frame)).toBeVisible();
  return frame;
}

/** Types into the frame's message box and sends with Enter. */
export async function ask(frame: FrameLocator, question: string) {
  await messageBox(frame).fill(question);
  await messageBox(frame).press("Enter");
}

/**
 * Changes what the widget keeps for this chatbot (history, session token), wherever the
 * browser let it keep it: in the frame's own storage, or relayed to the host page's when
 * the browser refuses storage to third-party frames.
 */
export async function editStoredChat(page: Page, bot: string, edit: (state: { session: { Token: string } }) => void) {
  const apply = ({ key, source }: { key: string; source: string }) => {
    const change = new Function("state", `(${source})(state)`) as (state: unknown) => void;
    for (const storage of [localStorage, sessionStorage]) {
      const raw = storage.getItem(key);
      if (!raw) continue;
      const state = JSON.parse(raw);
      change(state);
      storage.setItem(key, JSON.stringify(state));
      return true;
    }
    return false;
  };
  const argument = { key: `casabot:${bot}:chat`, source: edit.toString() };
  const frame = page.frames().find((candidate) => candidate.url().includes(`/widget/${bot}`));
  const inFrame = await frame?.evaluate(apply, argument).catch(() => false);
  if (!inFrame && !(await page.evaluate(apply, argument))) throw new Error("the widget stored nothing for this chatbot");
}
