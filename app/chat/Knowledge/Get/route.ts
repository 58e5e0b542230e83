import { route } from "@/lib/api/route";
import { getSource } from "@/lib/knowledge/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Knowledge/Get", getSource);
