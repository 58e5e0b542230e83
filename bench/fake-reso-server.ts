// The fake RESO Web API of the tests (tests/setup/fake-reso.ts) as a process of its own, for the
// feed bench: N records, one line on stdout with its URLs.
//   npx tsx bench/fake-reso-server.ts 100000
import { fakeProperty, startFakeReso } from "@/tests/setup/fake-reso";

const count = Number(process.argv[2] ?? 100_000);
const server = await startFakeReso({ topCap: 1000 });
server.records = Array.from({ length: count }, (_, i) => fakeProperty(i + 1, new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString()));
console.log(JSON.stringify({ url: server.url, tokenUrl: server.tokenUrl, records: count }));
process.on("SIGTERM", () => void server.close().then(() => process.exit(0)));
