// The knowledge reading worker (dist/knowledge-extract.mjs), built for the tests that process
// sources in their own process rather than through the built server.
import { buildWorkers } from "../../scripts/build-workers.mjs";

export default async function setup() {
  await buildWorkers({ quiet: true });
}
