import { route } from "@/lib/api/route";
import { feedGet } from "@/lib/feeds/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Feed/Get", feedGet);
