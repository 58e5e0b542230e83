import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, errorFields } from "@/lib/log";
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

describe("what is logged of an error", () => {
  it("a failed query: its SQL and the driver's code and message, never the parameters in the error's own message", () => {
    const driver = Object.assign(new Error('invalid input syntax for type integer: "secret"'), { code: "22P02" });
    const failed = Object.assign(new Error('Failed query: select $1\nparams: "the visitor\'s words"'), { query: "select $1", cause: driver });
    const { err } = errorFields(failed) as { err: Record<string, unknown> };
    expect(err).toMatchObject({ query: "select $1", code: "22P02" });
    expect(JSON.stringify(err)).not.toContain("the visitor's words");
  });

  it("a driver's own error with a query and no cause (postgres.js UNSAFE_TRANSACTION, a closed connection): its code", () => {
    const unsafe = Object.assign(new Error("Only use sql.begin, sql.reserved or max: 1"), { query: "begin ", code: "UNSAFE_TRANSACTION" });
    expect(errorFields(unsafe)).toEqual({ err: { name: "Error", query: "begin ", code: "UNSAFE_TRANSACTION" } });
  });
});
