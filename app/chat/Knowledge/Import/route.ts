import { route } from "@/lib/api/route";
import { importQaCsv } from "@/lib/knowledge/import";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Knowledge/Import", importQaCsv);
