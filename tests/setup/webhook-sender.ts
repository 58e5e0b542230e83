// One run of the webhook sender in a process of its own, against DATABASE_URL: the test of a
// sender killed mid-delivery (tests/db/webhooks-delivery.test.ts) kills it with SIGKILL.
import { openDatabase } from "@/db/client";
import { deliverDueWebhooks } from "@/lib/webhooks/deliver";

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: "", poolMax: 2 });
console.log(JSON.stringify(await deliverDueWebhooks({ db: handle.db })));
await handle.close();
