import { route } from "@/lib/api/route";
import { listSources } from "@/lib/knowledge/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Knowledge/List", listSources);
