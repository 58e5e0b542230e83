/** Opens, migrates and (on first run) seeds the database before the server takes requests. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  (await import("@/lib/config")).loadConfigOrExit();
  const { getDb } = await import("@/lib/runtime/database");
  await getDb();
  // With S3_BUCKET, say at once whether the bucket answers (the readiness probe keeps asking).
  await (await import("@/lib/files/storage")).announceFileStorage();
  (await import("@/lib/mail/scheduler")).startMailScheduler();
  // Documents and web pages a previous process left half-processed are taken up again.
  (await import("@/lib/knowledge/jobs")).startKnowledgeSweeper();
}
