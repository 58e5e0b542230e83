import { plainRoute, routeMethods } from "@/lib/api/endpoint";
import { runDueFeeds } from "@/lib/feeds/sync";
import { resumeStuckSources } from "@/lib/knowledge/jobs";
import { checkCronSecret } from "@/lib/mail/cron";
import { runMailJobs } from "@/lib/mail/jobs";
import { getDb } from "@/lib/runtime/database";

// For hosts that cannot keep a timer running (serverless): a scheduler calls this every
// minute or so with the secret. It runs the same job as the in-process timer, on the
// real clock; nothing in the request can change what is due.
const run = plainRoute(
  async (request) => {
    checkCronSecret(request);
    const db = await getDb();
    // Knowledge sources a process left processing are taken up again here too, as the server's
    // own sweep does; the reply stays the mail job's report.
    await resumeStuckSources(db);
    // Due MLS feeds, for at most 40 s of this request; a run stopped between pages goes on at the next call.
    await runDueFeeds(db, { deadlineMs: 40_000 });
    return runMailJobs({ db });
  },
  { "cache-control": "no-store" },
);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: run, POST: run });
