// The fake OpenAI-compatible server as a process of its own, for the Playwright run:
// the app under test is started with OPENAI_COMPATIBLE_BASE_URL pointing here, so the
// browser specs can pick a model that streams slowly ("slow") or takes images.
import { startFakeOpenAI } from "./fake-openai";

const port = Number(process.env.FAKE_OPENAI_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error("FAKE_OPENAI_PORT must be a port number");
  process.exit(2);
}
const fake = await startFakeOpenAI(port);
console.log(`fake OpenAI-compatible server on ${fake.url}`);
const stop = () => fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
