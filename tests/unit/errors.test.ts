import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { errorResponse } from "@/lib/api/endpoint";
import { AppError, rateLimited, unavailable } from "@/lib/errors";
import { createLogger, replaceLogger } from "@/lib/log";

/** What the server's logger writes while `run` runs, one parsed line each. */
function logged(run: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const previous = replaceLogger(
    createLogger(
      new Writable({
        write: (chunk, _encoding, done) => {
          lines.push(String(chunk));
          done();
        },
      }),
    ),
  );
  try {
    run();
  } finally {
    replaceLogger(previous);
  }
  return lines
    .join("")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe("error mapping", () => {
  it("turns an unexpected error into a logged 500 with a generic message and no stack trace", async () => {
    let response!: Response;
    const lines = logged(() => {
      response = errorResponse(new Error("connection string postgres://secret@db"), "req-1", new Request("http://x/chat/Chatbot/Edit", { method: "POST" }));
    });
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ Data: null, Version: "1.0.0", Success: false, Code: 500, Message: "Internal server error (request id req-1)" });
    expect(response.headers.get("x-request-id")).toBe("req-1");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", requestId: "req-1", path: "/chat/Chatbot/Edit" });
  });

  it("keeps an AppError's status, message and data", async () => {
    const response = errorResponse(new AppError("notFound", "No listing", { data: 0 }), "req-2", new Request("http://x/"));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ Code: 404, Message: "No listing", Data: 0, Success: false });
  });

  it("says when to retry in whole seconds, at least one, and which credential the cron route wants", () => {
    const request = new Request("http://x/");
    const retry = (error: AppError) => errorResponse(error, "req-3", request).headers.get("retry-after");
    expect(retry(rateLimited("Slow down", 0.2))).toBe("1");
    expect(retry(rateLimited("Slow down", 61.5))).toBe("62");
    expect(retry(unavailable("Busy", 5))).toBe("5");
    expect(retry(rateLimited("Slow down"))).toBeNull();
    const cron = errorResponse(new AppError("notAuthenticated", "No", { realm: "cron" }), "req-4", request);
    expect(cron.status).toBe(401);
    expect(cron.headers.get("www-authenticate")).toBe('Bearer realm="cron"');
    expect(cron.headers.get("x-request-id")).toBe("req-4");
  });
});
