import { route } from "@/lib/api/route";
import { addQaSource } from "@/lib/knowledge/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Knowledge/Add", addQaSource);
