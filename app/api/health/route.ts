import { envelopeResponse } from "@/lib/api/envelope";

// Liveness: the process answers. It touches no database, so an outage there does not get a healthy process restarted.
export const dynamic = "force-dynamic";

export function GET() {
  return envelopeResponse({ Status: "ok", UptimeSeconds: Math.round(process.uptime()) }, 200, "", { "cache-control": "no-store" });
}
