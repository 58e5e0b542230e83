// The knowledge reading worker (dist/knowledge-extract.mjs), built for the tests that process
// sources in their own process rather than through the built server.
import { buildWorkers } from "../../scripts/build-workers.mjs";
import { type Prepared, together } from "./early";

export async function prepare(): Promise<Prepared> {
  await buildWorkers({ quiet: true });
  return { provide: () => {}, teardown: async () => {} };
}

export default together(prepare);
