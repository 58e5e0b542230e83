import { envelopeResponse } from "@/lib/api/envelope";
import { checkReadiness } from "@/lib/runtime/readiness";

// Readiness: send traffic here only while the database answers, holds every migration, and the server is not draining.
export const dynamic = "force-dynamic";

export async function GET() {
  const readiness = await checkReadiness();
  const headers = { "cache-control": "no-store" };
  if (readiness.ready) return envelopeResponse({ Status: "ready" }, 200, "", headers);
  return envelopeResponse({ Status: "not ready" }, 503, readiness.reason, { ...headers, "retry-after": "5" });
}
