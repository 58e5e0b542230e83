import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { AppError } from "@/lib/errors";
import { type ExtractRequest, runExtraction } from "./request";

// The reading worker's entry point, bundled by scripts/build-workers.mjs into
// dist/knowledge-extract.mjs: it reads one request at a time as its parent
// (lib/knowledge/extract-worker.ts) sends them, and posts the document or the refusal.

export type ExtractReply = { ok: true; document: Awaited<ReturnType<typeof runExtraction>> } | { ok: false; kind?: AppError["kind"]; message: string };

// Reading is background work: on Linux a nice value is a thread's own, and 0 names the calling
// thread, so this thread (not the server's) yields the CPU to everything else.
try {
  setPriority(0, 19);
} catch {
  // Not allowed here (some containers): the deadline and the pool still bound it.
}

parentPort!.on("message", async (request: ExtractRequest) => {
  let reply: ExtractReply;
  try {
    reply = { ok: true, document: await runExtraction(request) };
  } catch (error) {
    reply =
      error instanceof AppError
        ? { ok: false, kind: error.kind, message: error.message }
        : { ok: false, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  parentPort!.postMessage(reply);
});
