import { route } from "@/lib/api/route";
import { addSource } from "@/lib/knowledge/sources";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Knowledge/Add", addSource);
