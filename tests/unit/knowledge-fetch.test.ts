import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { crawlSite, fetchAllowedPage, sameOriginLinks } from "@/lib/knowledge/fetch/crawl";
import { fetchPage } from "@/lib/knowledge/fetch/fetch-page";
import { RobotsCache } from "@/lib/knowledge/fetch/robots";

type Handler = (request: IncomingMessage, response: ServerResponse, origin: string) => void;

const servers: http.Server[] = [];

/** A server on 127.0.0.1 (random port); `hits` lists the paths it was asked for. */
async function serve(handler: Handler) {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? "");
    handler(request, response, origin);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, hits };
}

const html = (body: string) => (response: ServerResponse) => {
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(`<!doctype html><html><body>${body}</body></html>`);
};

/** Routes by path; robots.txt is a 404 unless given. */
const site = (routes: Record<string, (response: ServerResponse, origin: string) => void>): Handler => {
  return (request, response, origin) => {
    const route = routes[request.url ?? ""];
    if (route) return route(response, origin);
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("not found");
  };
};

const redirect = (to: string) => (response: ServerResponse) => {
  response.writeHead(302, { location: to });
  response.end();
};

const refused = (kind: string, reason: string) => expect.objectContaining({ kind, data: { reason } });

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve).closeAllConnections())));
});

describe("without the test setting, fetchPage refuses before connecting", () => {
  it.each([
    ["http://127.0.0.1/", "privateAddress"],
    ["http://10.1.2.3/", "privateAddress"],
    ["http://169.254.169.254/latest/meta-data/", "privateAddress"],
    ["http://[::1]/", "privateAddress"],
    ["http://[::ffff:127.0.0.1]/", "privateAddress"],
    ["http://[::127.0.0.1]/", "privateAddress"],
    ["http://[::169.254.169.254]/", "privateAddress"],
    ["http://[::8.8.8.8]/", "privateAddress"],
    ["http://0.0.0.0/", "privateAddress"],
    ["http://2130706433/", "privateAddress"],
    ["http://100.64.0.1/", "privateAddress"],
    ["http://[fd00::1]/", "privateAddress"],
    ["http://224.0.0.1/", "privateAddress"],
    ["http://localhost/", "privateAddress"],
    ["http://93.184.216.34:8080/", "badPort"],
  ])("%s (%s)", async (url, reason) => {
    await expect(fetchPage(url)).rejects.toEqual(refused(reason === "badPort" ? "invalidInput" : "forbidden", reason));
  });

  it.each([
    ["ftp://example.com/file.txt", "badScheme"],
    ["file:///etc/passwd", "badScheme"],
    ["javascript:alert(1)", "badScheme"],
    ["http://user:secret@example.com/", "credentials"],
    ["not a url", "badUrl"],
  ])("%s (%s)", async (url, reason) => {
    await expect(fetchPage(url)).rejects.toEqual(refused("invalidInput", reason));
  });

  it("refuses a URL longer than 2048 characters", async () => {
    await expect(fetchPage(`https://example.com/${"a".repeat(3000)}`)).rejects.toEqual(refused("invalidInput", "badUrl"));
  });

  it("refuses a live loopback server, which never sees the request, and ignores the setting in production", async () => {
    const { origin, hits } = await serve(site({ "/": html("hello") }));
    await expect(fetchPage(`${origin}/`)).rejects.toEqual(refused("forbidden", "privateAddress"));
    vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
    vi.stubEnv("NODE_ENV", "production");
    await expect(fetchPage(`${origin}/`)).rejects.toEqual(refused("forbidden", "privateAddress"));
    expect(hits).toEqual([]);
  });
});

describe("with the test setting, over local servers", () => {
  beforeEach(() => {
    vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
  });

  it("fetches a page and says what it got", async () => {
    const { origin } = await serve(site({ "/": html("<p>Office hours: 9 to 5</p>") }));
    const page = await fetchPage(`${origin}/`);
    expect(page).toMatchObject({ finalUrl: `${origin}/`, contentType: "text/html", charset: "utf-8" });
    expect(page.bytes.toString()).toContain("Office hours");
  });

  it("connects to the vetted address but keeps the name as the Host", async () => {
    let host: string | undefined;
    const { origin } = await serve((request, response) => {
      host = request.headers.host;
      html("by name")(response);
    });
    const byName = origin.replace("127.0.0.1", "localhost");
    expect((await fetchPage(`${byName}/`)).finalUrl).toBe(`${byName}/`);
    expect(host).toBe(new URL(byName).host);
  });

  it("refuses other types and error statuses", async () => {
    const { origin } = await serve(
      site({
        "/logo": (response) => {
          response.writeHead(200, { "content-type": "image/png" });
          response.end("png");
        },
      }),
    );
    await expect(fetchPage(`${origin}/logo`)).rejects.toEqual(refused("unsupportedType", "unsupportedType"));
    await expect(fetchPage(`${origin}/missing`)).rejects.toEqual(refused("upstreamFailed", "httpStatus"));
  });

  it("stops reading past maxBytes, whether the length is declared or streamed", async () => {
    let streamClosed: Promise<void> = Promise.resolve();
    const { origin } = await serve(
      site({
        "/declared": (response) => {
          response.writeHead(200, { "content-type": "text/plain", "content-length": 10_000 });
          response.end("x".repeat(10_000));
        },
        "/endless": (response) => {
          response.writeHead(200, { "content-type": "text/plain" });
          streamClosed = new Promise((resolve) => response.on("close", resolve));
          const pump = setInterval(() => response.write("y".repeat(512)), 5);
          response.on("close", () => clearInterval(pump));
        },
      }),
    );
    await expect(fetchPage(`${origin}/declared`, { maxBytes: 1000 })).rejects.toEqual(refused("tooLarge", "tooLarge"));
    await expect(fetchPage(`${origin}/endless`, { maxBytes: 4096 })).rejects.toEqual(refused("tooLarge", "tooLarge"));
    await streamClosed; // the connection was dropped, not left streaming
  });

  it("gives up on a server that never answers (idle) or never finishes (total), and closes the connection", async () => {
    const closed: Promise<void>[] = [];
    const { origin } = await serve((request, response) => {
      closed.push(new Promise((resolve) => request.socket.on("close", () => resolve())));
      if (request.url === "/dribble") {
        response.writeHead(200, { "content-type": "text/plain" });
        const drip = setInterval(() => response.write("."), 20);
        response.on("close", () => clearInterval(drip));
      }
    });
    await expect(fetchPage(`${origin}/silent`, { idleTimeoutMs: 100 })).rejects.toEqual(refused("upstreamFailed", "timeout"));
    await expect(fetchPage(`${origin}/dribble`, { idleTimeoutMs: 5_000, timeoutMs: 200 })).rejects.toEqual(refused("upstreamFailed", "timeout"));
    await Promise.all(closed);
    expect(closed).toHaveLength(2);
  });

  it("follows redirects, re-checking every hop", async () => {
    const { origin, hits } = await serve(
      site({
        "/a": redirect("/b"),
        "/b": (response, self) => redirect(`${self}/c#part`)(response),
        "/c": html("landed"),
        "/to-private": redirect("http://10.0.0.7/admin"),
        "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
        "/to-file": redirect("file:///etc/passwd"),
        "/loop1": redirect("/loop2"),
        "/loop2": redirect("/loop1"),
      }),
    );
    expect((await fetchPage(`${origin}/a`)).finalUrl).toBe(`${origin}/c`);
    await expect(fetchPage(`${origin}/to-private`)).rejects.toEqual(refused("forbidden", "privateAddress"));
    await expect(fetchPage(`${origin}/to-metadata`)).rejects.toEqual(refused("forbidden", "privateAddress"));
    await expect(fetchPage(`${origin}/to-file`)).rejects.toEqual(refused("invalidInput", "badScheme"));
    await expect(fetchPage(`${origin}/loop1`)).rejects.toEqual(refused("upstreamFailed", "redirectLoop"));
    expect(hits.filter((path) => path.startsWith("/loop"))).toEqual(["/loop1", "/loop2"]);
  });

  it("follows at most 5 redirects", async () => {
    const { origin, hits } = await serve((request, response) => {
      const step = Number(request.url?.slice(1));
      if (step === 5) return html("five hops")(response);
      redirect(`/${step + 1}`)(response);
    });
    expect((await fetchPage(`${origin}/0`)).finalUrl).toBe(`${origin}/5`);
    hits.length = 0;
    await expect(fetchPage(`${origin}/-1`)).rejects.toEqual(refused("upstreamFailed", "tooManyRedirects"));
    expect(hits).toHaveLength(6);
  });
});

describe("robots.txt", () => {
  beforeEach(() => {
    vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
  });

  const robotsFile = (text: string) => (response: ServerResponse) => {
    response.writeHead(200, { "content-type": "text/plain" });
    response.end(text);
  };

  it("follows the rules for CasabotBot, fetching robots.txt once per origin", async () => {
    const { origin, hits } = await serve(
      site({
        "/robots.txt": robotsFile("User-agent: *\nDisallow: /\n\nUser-agent: CasabotBot\nDisallow: /private\nAllow: /\n"),
        "/public": html("ok"),
        "/moved": redirect("/private/moved"),
        "/private/fees": html("secret"),
      }),
    );
    const robots = new RobotsCache();
    expect((await fetchAllowedPage(`${origin}/public`, {}, robots)).finalUrl).toBe(`${origin}/public`);
    await expect(fetchAllowedPage(`${origin}/private/fees`, {}, robots)).rejects.toEqual(refused("forbidden", "robots"));
    await expect(fetchAllowedPage(`${origin}/moved`, {}, robots)).rejects.toEqual(refused("forbidden", "robots"));
    expect(hits).toEqual(["/robots.txt", "/public", "/moved"]);
  });

  it("allows everything when robots.txt is missing, and refuses the site when it fails", async () => {
    const missing = await serve(site({ "/": html("ok") }));
    await expect(fetchAllowedPage(`${missing.origin}/`)).resolves.toMatchObject({ contentType: "text/html" });
    const broken = await serve((request, response) => {
      response.writeHead(request.url === "/robots.txt" ? 503 : 200, { "content-type": "text/html" });
      response.end("page");
    });
    await expect(fetchAllowedPage(`${broken.origin}/`)).rejects.toEqual(refused("upstreamFailed", "robots"));
    expect(broken.hits).toEqual(["/robots.txt"]);
  });
});

describe("crawlSite", () => {
  beforeEach(() => {
    vi.stubEnv("KNOWLEDGE_FETCH_ALLOW_LOOPBACK", "1");
  });

  it("keeps same-origin http(s) links without fragments, skipping files by extension", () => {
    const links = sameOriginLinks(
      `<a href="/a#x">a</a><a href="b">b</a><a href="https://other.example/c">c</a><a href="mailto:x@y.z">m</a>
       <a href="javascript:void(0)">j</a><a href="/photo.JPG">p</a><a href="/guide.pdf">g</a><a href="http://[">bad</a>`,
      "https://agency.example/dir/page",
      "https://agency.example",
    );
    expect(links).toEqual(["https://agency.example/a", "https://agency.example/dir/b", "https://agency.example/guide.pdf"]);
  });

  it("walks the site breadth-first, within robots.txt and the same origin", async () => {
    const other = await serve(site({ "/": html("elsewhere") }));
    const { origin, hits } = await serve(
      site({
        "/robots.txt": (response) => {
          response.writeHead(200, { "content-type": "text/plain" });
          response.end("User-agent: *\nDisallow: /private\n");
        },
        "/": html(`<a href="/fees">f</a><a href="/hours#top">h</a><a href="/fees">again</a><a href="/private/x">p</a>
          <a href="${other.origin}/">other</a><a href="/logo.png">l</a><a href="/gone">g</a><a href="/away">a</a>`),
        "/away": redirect(`${other.origin}/`),
        "/fees": html(`<a href="/">home</a><a href="/fees/texas">tx</a>`),
        "/hours": html("9 to 5"),
        "/fees/texas": html("closing in Texas"),
      }),
    );
    const result = await crawlSite(`${origin}/`, { maxPages: 10 });
    expect(result.pages.map((page) => page.finalUrl)).toEqual([`${origin}/`, `${origin}/fees`, `${origin}/hours`, `${origin}/fees/texas`]);
    expect(result.refused).toEqual([
      expect.objectContaining({ url: `${origin}/private/x`, reason: "robots" }),
      expect.objectContaining({ url: `${origin}/gone`, reason: "httpStatus" }),
      expect.objectContaining({ url: `${origin}/away`, reason: "offSite" }),
    ]);
    expect(result.stoppedBy).toBeUndefined();
    expect(other.hits).toEqual([]);
    expect(hits.filter((path) => path === "/robots.txt")).toHaveLength(1);
  });

  it("stops at maxPages and at the byte budget", async () => {
    // Every page links to ten more: the site never ends.
    const { origin } = await serve((request, response) => {
      const n = request.url === "/" ? 0 : Number(request.url?.slice(3));
      const links = Array.from({ length: 10 }, (_, i) => `<a href="/p/${n * 10 + i + 1}">${i}</a>`).join("");
      html(`${links}${"z".repeat(1000)}`)(response);
    });
    const byPages = await crawlSite(`${origin}/`, { maxPages: 3 });
    expect(byPages.pages).toHaveLength(3);
    expect(byPages.stoppedBy).toBe("maxPages");
    const byBytes = await crawlSite(`${origin}/`, { maxPages: 50, maxTotalBytes: 5_000 });
    const sizes = byBytes.pages.map((page) => page.bytes.length);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    // No page starts once the budget is spent: only the last one may cross it.
    expect(total).toBeGreaterThanOrEqual(5_000);
    expect(total - (sizes.at(-1) ?? 0)).toBeLessThan(5_000);
    expect(byBytes.stoppedBy).toBe("bytes");
  });

  it("refuses a bad start URL outright and reports a private one", async () => {
    await expect(crawlSite("ftp://example.com/", { maxPages: 5 })).rejects.toEqual(refused("invalidInput", "badScheme"));
    await expect(crawlSite("https://example.com/", { maxPages: Number.NaN })).rejects.toMatchObject({ kind: "invalidInput" });
    vi.unstubAllEnvs();
    const result = await crawlSite("http://127.0.0.1/", { maxPages: 5 });
    expect(result).toEqual({ pages: [], refused: [expect.objectContaining({ url: "http://127.0.0.1/", reason: "privateAddress" })] });
  });
});
