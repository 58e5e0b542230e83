import { route } from "@/lib/api/route";
import { updateQaSource } from "@/lib/knowledge/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Knowledge/Update", updateQaSource);
