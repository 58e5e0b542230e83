import { envelopeResponse } from "@/lib/api/envelope";
import { eventLoopDelay, eventLoopHeld } from "@/lib/ops/event-loop";

// Liveness: the process answers. It touches no database, so an outage there does not get a healthy
// process restarted. It says how long the event loop was delayed and held lately (lib/ops/event-loop.ts).
export const dynamic = "force-dynamic";

export function GET() {
  return envelopeResponse(
    {
      Status: "ok",
      UptimeSeconds: Math.round(process.uptime()),
      EventLoopDelay: eventLoopDelay(),
      EventLoopHeld: eventLoopHeld(),
    },
    200,
    "",
    {
      "cache-control": "no-store",
    },
  );
}
