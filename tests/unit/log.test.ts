import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "@/lib/log";
import { processState } from "@/lib/runtime-contract.mjs";

function capture() {
  const lines: Record<string, any>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger(destination), lines };
}

describe("the logger", () => {
  it("redacts secret and message fields, at the top, one level down and in headers", async () => {
    const { logger, lines } = capture();
    logger.info(
      {
        password: "hunter2",
        apiKey: "cbk_live",
        content: "my home address is 1 Elm St",
        user: { token: "tok_abc", email: "a@b.c" },
        request: { headers: { authorization: "Bearer xyz", cookie: "casabot_session=s3cret", "chatrobot-sessionkey": "cbs_key", accept: "*/*" } },
      },
      "something happened",
    );
    await new Promise((resolve) => setImmediate(resolve));
    const text = JSON.stringify(lines);
    for (const secret of ["hunter2", "cbk_live", "1 Elm St", "tok_abc", "Bearer xyz", "s3cret", "cbs_key"]) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ level: "info", msg: "something happened", user: { email: "a@b.c" }, request: { headers: { accept: "*/*" } } });
    expect(lines[0]!.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("adds the request ID of the request being handled, from the storage scripts/server.mjs shares", async () => {
    const { logger, lines } = capture();
    processState.requestContext!.run({ requestId: "req-1234abcd" }, () => logger.warn({}, "inside"));
    logger.warn({}, "outside");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ["inside", "req-1234abcd"],
      ["outside", undefined],
    ]);
  });
});
