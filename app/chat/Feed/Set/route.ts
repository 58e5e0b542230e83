import { route } from "@/lib/api/route";
import { feedSet } from "@/lib/feeds/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Feed/Set", feedSet);
