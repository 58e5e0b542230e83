import { createHash, timingSafeEqual } from "node:crypto";
import { AppError, unavailable } from "@/lib/errors";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * The guard of /api/cron: `Authorization: Bearer <CRON_SECRET>`. Both sides are hashed
 * first, so the comparison takes the same time whatever the length or content sent.
 * Without CRON_SECRET the route is off (503), never open.
 */
export function checkCronSecret(request: Request, secret = process.env.CRON_SECRET?.trim()) {
  if (!secret) throw unavailable("The cron route is disabled: set CRON_SECRET to enable it");
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const given = match?.[1]?.trim() ?? "";
  if (!timingSafeEqual(digest(given), digest(secret)) || !given) {
    throw new AppError("notAuthenticated", "Missing or wrong cron secret", { realm: "cron" });
  }
}
