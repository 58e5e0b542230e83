/** Opens, migrates and (on first run) seeds the database before the server takes requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const config = (await import("@/lib/config")).loadConfigOrExit();
  (await import("@/lib/ops/event-loop")).watchEventLoop();
  const { DEFAULT_PASSWORD_HASH_COST } = await import("@/lib/auth/passwords");
  if (config.PASSWORD_HASH_COST !== undefined && config.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST)
    (await import("@/lib/log")).log.warn(
      "PASSWORD_HASH_COST is below OWASP's minimum for scrypt (17): new passwords are cheaper to guess. Unset it outside tests",
      {
        cost: config.PASSWORD_HASH_COST,
      },
    );
  const { getDb } = await import("@/lib/runtime/database");
  await getDb();
  // With S3_BUCKET, say at once whether the bucket answers (the readiness probe keeps asking).
  await (await import("@/lib/files/storage")).announceFileStorage();
  (await import("@/lib/mail/scheduler")).startMailScheduler();
  // The fair-housing check's lexicon and weights, built before the first question rather than during it.
  (await import("@/lib/fair-housing/model")).warmFairHousing();
  // The concierge's patterns, compiled by one question of each kind rather than by a visitor's first
  // (in the background, a message at a time).
  const warm = await import("@/lib/ai/concierge/warm");
  void warm.warmConcierge();
  await warm.warmSearch(await getDb());
  // Documents and web pages a previous process left half-processed are taken up again.
  (await import("@/lib/knowledge/jobs")).startKnowledgeSweeper();
}
