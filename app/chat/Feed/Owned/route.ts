import { route } from "@/lib/api/route";
import { feedOwned } from "@/lib/feeds/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Feed/Owned", feedOwned);
