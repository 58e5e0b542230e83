import { understand } from "@/lib/ai/concierge/parse";
import { EMPTY_STATE } from "@/lib/ai/concierge/types";
console.log(JSON.stringify(understand("le studio pres d'unimail est il meublé? et la caution?", EMPTY_STATE, { cities: ["Neuchâtel"] }).intent));
