import { route } from "@/lib/api/route";
import { feedSyncNow } from "@/lib/feeds/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Feed/SyncNow", feedSyncNow);
