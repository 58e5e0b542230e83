import { randomUUID } from "node:crypto";
import { errorResponse, routeMethods } from "@/lib/api/endpoint";
import { envelopeResponse } from "@/lib/api/envelope";
import { checkCronSecret } from "@/lib/mail/cron";
import { runMailJobs } from "@/lib/mail/jobs";
import { getDb } from "@/lib/runtime/database";

// For hosts that cannot keep a timer running (serverless): a scheduler calls this every
// minute or so with the secret. It runs the same job as the in-process timer, on the
// real clock; nothing in the request can change what is due.
const run = async (request: Request) => {
  const requestId = randomUUID();
  try {
    checkCronSecret(request);
    const report = await runMailJobs({ db: await getDb() });
    return envelopeResponse(report, 200, "", { "x-request-id": requestId, "cache-control": "no-store" });
  } catch (error) {
    return errorResponse(error, requestId, request);
  }
};

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: run, POST: run });
