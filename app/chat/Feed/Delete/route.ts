import { route } from "@/lib/api/route";
import { feedDelete } from "@/lib/feeds/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Feed/Delete", feedDelete);
