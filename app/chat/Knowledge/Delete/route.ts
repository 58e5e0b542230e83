import { route } from "@/lib/api/route";
import { deleteSources } from "@/lib/knowledge/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Knowledge/Delete", deleteSources);
