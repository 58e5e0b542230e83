import { plainRoute, routeMethods } from "@/lib/api/endpoint";
import { checkCronSecret } from "@/lib/mail/cron";
import { runMailJobs } from "@/lib/mail/jobs";
import { getDb } from "@/lib/runtime/database";

// For hosts that cannot keep a timer running (serverless): a scheduler calls this every
// minute or so with the secret. It runs the same job as the in-process timer, on the
// real clock; nothing in the request can change what is due.
const run = plainRoute(
  async (request) => {
    checkCronSecret(request);
    return runMailJobs({ db: await getDb() });
  },
  { "cache-control": "no-store" },
);

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: run, POST: run });
