import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE } from "@/lib/ai/concierge/types";
for (const t of process.argv.slice(2)) console.log(t, "=>", JSON.stringify(understand(t, EMPTY_STATE, { cities: ["Denver", "Boulder"] }).intent).slice(0, 300));
