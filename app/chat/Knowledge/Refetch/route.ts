import { route } from "@/lib/api/route";
import { refetchSource } from "@/lib/knowledge/sources";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Knowledge/Refetch", refetchSource);
