import { route } from "@/lib/api/route";
import { searchKnowledge } from "@/lib/knowledge/search";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Knowledge/Search", searchKnowledge);
