import { describe, expect, it } from "vitest";
import { makeDocx, makePdf, NEWS_PAGE } from "../fixtures/knowledge-documents";
import { tinyPng } from "./bytes";
import { baseUrl, call, fixtures, newChatbot, ok, upload, uploadOk } from "./helpers";

// Documents and web pages in the knowledge base over HTTP, on both engines: real uploads of
// PDF, DOCX, HTML and Markdown made by the fixtures, processed in the server's background and
// polled to ready, then found by Knowledge/Search; the limits and the refusals, each naming its
// field; Refetch and Import. The server runs with NODE_ENV=production, where loopback is never
// fetched: a URL of this machine is the SSRF case here, and the fetching paths are tested in
// tests/db/knowledge-ingest.test.ts with a local site.

const MB = 1024 * 1024;
const workspaceB = { apiKey: fixtures.b.apiKey };
const text = (value: string) => new TextEncoder().encode(value);

/** The source once the server is done with it (it is processed in the background). */
async function settled(SerialNumber: string, ID: string, credential?: { apiKey: string }) {
  for (;;) {
    const source = await ok("/chat/Knowledge/Get", { SerialNumber, ID }, credential);
    if (source.Status !== "processing") return source;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function addDocument(bot: string, bytes: Uint8Array, fileName: string, extra: Record<string, unknown> = {}) {
  const FileID = await uploadOk(bytes, fileName);
  const added = await ok("/chat/Knowledge/Add", { SerialNumber: bot, FileID, ...extra });
  expect(added).toMatchObject({ Kind: "document", FileID });
  return settled(bot, added.ID);
}

const MARKDOWN = `# Renting with us

## Deposits

Tenants pay a security deposit of one month's rent, returned within thirty days after the lease ends.

## Pets

Cats and small dogs are welcome with a pet deposit of three hundred dollars.
`;

describe("documents in the knowledge base", () => {
  it("learns PDF, DOCX, HTML and Markdown uploads, found by Search under the document's title", async () => {
    const bot = await newChatbot();
    const pdf = await addDocument(
      bot,
      await makePdf([["Inspection checklist", "Check the roof, the foundation and the water heater before you buy."]], "Buyer's guide"),
      "guide.pdf",
    );
    expect(pdf).toMatchObject({ Status: "ready", Title: "Buyer's guide", FailureReason: null, PageCount: 0 });
    expect(pdf.ChunkCount).toBeGreaterThan(0);
    const docx = await addDocument(bot, await makeDocx(), "handbook.docx", { Title: "Agency handbook" });
    expect(docx).toMatchObject({ Status: "ready", Title: "Agency handbook" });
    const html = await addDocument(bot, text(NEWS_PAGE), "closing.html");
    expect(html.Status).toBe("ready");
    expect(html.Title).toMatch(/Closing in Texas/);
    const markdown = await addDocument(bot, text(MARKDOWN), "renting.md");
    expect(markdown).toMatchObject({ Status: "ready", Title: "renting.md" });

    const search = async (Question: string) => (await ok("/chat/Knowledge/Search", { SerialNumber: bot, Question })).Passages[0];
    expect(await search("water heater inspection")).toMatchObject({ SourceID: pdf.ID, Kind: "document", Title: "Buyer's guide" });
    expect(await search("rental management fee")).toMatchObject({ SourceID: docx.ID, Title: "Agency handbook", Heading: expect.stringContaining("Fees") });
    expect(await search("earnest money escrow title company")).toMatchObject({ SourceID: html.ID });
    expect(await search("pet deposit for dogs")).toMatchObject({ SourceID: markdown.ID, Heading: "Renting with us > Pets" });
  });

  it("keeps a document's upload apart: kind document, downloaded rather than shown, never a ClientAsk file", async () => {
    const id = await uploadOk(text(NEWS_PAGE), "page.html");
    const file = await ok("/chat/User/GetFile", { fileId: id });
    expect(file).toMatchObject({ Kind: "document", Mime: "text/html", Status: "ready" });
    const served = await fetch(file.Url);
    expect(served.headers.get("content-disposition")).toMatch(/^attachment; filename="page.html"/);
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");

    const bot = await newChatbot();
    const { SessionID } = await ok("/chat/Chatbot/GetSession", { serialNumber: bot });
    const ask = await call("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "what is this?", chatAskType: "Image", fileIds: [id] });
    expect(ask.status).toBe(400);
    expect(ask.body.Message).toMatch(/^fileIds\[0\] is a document/);
  });

  it("refuses documents over their size limit with a 413, and other bytes with the list of formats", async () => {
    const pdf = new Uint8Array(21 * MB);
    pdf.set(text("%PDF-1.7\n"));
    const big = await upload(pdf, "big.pdf");
    expect(big.status).toBe(413);
    expect(big.body.Message).toBe("The file is larger than 20 MB, the limit for its type");
    const bigText = await upload(text("Words and more words.\n".repeat(260_000)), "big.txt");
    expect(bigText.status).toBe(413);
    expect(bigText.body.Message).toBe("The file is larger than 5 MB, the limit for its type");
    const binary = await upload(new Uint8Array(64).fill(1), "blob.bin");
    expect(binary.status).toBe(415);
    expect(binary.body.Message).toContain("PDF, DOCX, HTML, Markdown or plain text");
    // Text sent as a picture is a failed picture, refused as ever, not a document.
    expect((await upload(text("just words, no picture\n".repeat(20)), "photo.png")).status).toBe(415);
  });

  it("keeps refusing documents from widget visitors", async () => {
    const bot = await ok<string>("/chat/Chatbot/Add", {});
    await ok("/chat/Chatbot/Edit", { serialNumber: bot, EnableUploadImage: true });
    const widget = async (path: string, body: object, token?: string) => {
      const response = await fetch(`${baseUrl}/chat/Widget/${path}?serialNumber=${bot}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://homes.example.com", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return (await response.json()).Data;
    };
    const { Token } = await widget("Session", {});
    for (const [bytes, fileName] of [
      [await makePdf([["A visitor's PDF"]]), "notes.pdf"],
      [text(MARKDOWN), "notes.md"],
    ] as const) {
      const { PreUploadUrl } = await widget("UploadUrl", { fileName }, Token);
      const response = await fetch(PreUploadUrl, { method: "PUT", body: new Uint8Array(bytes) });
      expect(response.status, fileName).toBe(415);
      expect((await response.json()).Message).toBe("This chatbot takes only images (PNG, JPEG, WEBP or GIF) from visitors, not files of other types");
    }
  });
});

describe("Knowledge/Add of documents and pages", () => {
  it("names the fields of a request that is not exactly one kind of source, or over a limit", async () => {
    const bot = await newChatbot();
    const image = await uploadOk(tinyPng(), "house.png");
    const theirs = await uploadOk(text(MARKDOWN), "theirs.md", workspaceB);
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ["Question and Answer", "FileID", "Url"]],
      [{ Url: "https://example.com/", FileID: "1" }, ["FileID and Url"]],
      [{ Question: "Q?", Answer: "A.", Url: "https://example.com/" }, ["Question and Answer and Url"]],
      [{ Url: "ftp://example.com/" }, ["Url"]],
      [{ Url: `https://example.com/${"a".repeat(2048)}` }, ["Url"]],
      [{ Url: "https://example.com/", Crawl: true, MaxPages: 51 }, ["MaxPages must be at most 50"]],
      [{ Url: "https://example.com/", Crawl: true, MaxPages: 0 }, ["MaxPages"]],
      [{ Url: "https://example.com/", MaxPages: 5 }, ["MaxPages"]],
      [{ FileID: "1", Crawl: true }, ["Crawl"]],
      [{ Question: "Q?", Answer: "A.", Title: "T" }, ["Title"]],
      [{ FileID: "abc" }, ["FileID"]],
      [{ FileID: "999999999" }, ["FileID is not a file of this workspace"]],
      [{ FileID: theirs }, ["FileID is not a file of this workspace"]],
      [{ FileID: image }, ["FileID is an image file, not a document"]],
    ];
    for (const [body, words] of cases) {
      const reply = await call("/chat/Knowledge/Add", { SerialNumber: bot, ...body });
      expect(reply.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      for (const word of words) expect(reply.body.Message).toContain(word);
    }
    expect((await ok("/chat/Knowledge/List", { SerialNumber: bot })).VirtualCount).toBe(0);
  });

  it("fails a URL of a private or loopback address with a reason, never fetching it", async () => {
    const bot = await newChatbot();
    for (const Url of [`${baseUrl}/chat/Chatbot/ModelList`, "http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/"]) {
      const added = await ok("/chat/Knowledge/Add", { SerialNumber: bot, Url, Crawl: true, MaxPages: 3 });
      expect(added).toMatchObject({ Kind: "url", Url, Title: Url });
      const source = await settled(bot, added.ID);
      expect(source, Url).toMatchObject({ Status: "failed", ChunkCount: 0, PageCount: 0 });
      expect(source.FailureReason).toMatch(/cannot be fetched/);
    }
  });

  it("fails a URL of an IPv4-compatible IPv6 address (::/96) as not public, never fetching it", async () => {
    const bot = await newChatbot();
    for (const Url of ["http://[::127.0.0.1]/", "http://[::169.254.169.254]/latest/meta-data/"]) {
      const added = await ok("/chat/Knowledge/Add", { SerialNumber: bot, Url });
      const source = await settled(bot, added.ID);
      expect(source, Url).toMatchObject({ Status: "failed", ChunkCount: 0, PageCount: 0 });
      expect(source.FailureReason).toMatch(/^This address cannot be fetched: .*::[\da-f:]+ is not a public address \(ipv4Compatible\)/);
    }
  });

  it("refetches a document, refuses to refetch a Q&A pair, and keeps sources apart between workspaces", async () => {
    const bot = await newChatbot();
    const doc = await addDocument(bot, text(MARKDOWN), "renting.md");
    const again = await ok("/chat/Knowledge/Refetch", { SerialNumber: bot, ID: doc.ID });
    expect(again.ID).toBe(doc.ID);
    expect(await settled(bot, doc.ID)).toMatchObject({ Status: "ready", ChunkCount: doc.ChunkCount });
    const qa = await ok("/chat/Knowledge/Add", { SerialNumber: bot, Question: "Pets?", Answer: "Yes." });
    const conflict = await call("/chat/Knowledge/Refetch", { SerialNumber: bot, ID: qa.ID });
    expect(conflict.status).toBe(409);
    expect(conflict.body.Message).toContain("Q&A");
    expect((await call("/chat/Knowledge/Refetch", { SerialNumber: bot, ID: "999999999" })).status).toBe(404);
    expect((await call("/chat/Knowledge/Refetch", { SerialNumber: bot, ID: doc.ID }, workspaceB)).status).toBe(404);
  });
});

describe("Knowledge/Import", () => {
  it("adds the good rows, skips and reports the bad ones, and names Csv when it is not a Q&A CSV", async () => {
    const bot = await newChatbot();
    const csv = [
      "Question,Answer,AlternativeQuestions",
      "Do you allow pets?,Cats and small dogs are welcome.,Are pets allowed?|Can I bring my dog?",
      ",An answer without a question.,",
      `"Is there parking?","Yes, one covered space per unit.",`,
      `${"x".repeat(501)},Too long a question.,`,
    ].join("\n");
    const result = await ok("/chat/Knowledge/Import", { SerialNumber: bot, Csv: csv });
    expect(result.Added).toBe(2);
    expect(result.Errors).toEqual([
      { Row: 3, Message: "Question must not be empty" },
      { Row: 5, Message: "Question must be at most 500 characters long" },
    ]);
    const found = await ok("/chat/Knowledge/Search", { SerialNumber: bot, Question: "can I bring my dog" });
    expect(found.Passages[0]).toMatchObject({ Kind: "qa", Title: "Do you allow pets?", Answer: "Cats and small dogs are welcome." });
    expect((await ok("/chat/Knowledge/List", { SerialNumber: bot, Status: "ready" })).VirtualCount).toBe(2);

    for (const Csv of ["Q,A\nx,y", "", "Question,Answer\n", `Question,Answer\n${"Q?,A.\n".repeat(1001)}`]) {
      const reply = await call("/chat/Knowledge/Import", { SerialNumber: bot, Csv });
      expect(reply.status, Csv.slice(0, 30)).toBe(400);
      expect(reply.body.Message).toContain("Csv");
    }
    expect((await call("/chat/Knowledge/Import", { SerialNumber: bot, Csv: csv }, workspaceB)).status).toBe(404);
  });
});
