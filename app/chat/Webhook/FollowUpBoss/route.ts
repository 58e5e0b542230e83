import { route } from "@/lib/api/route";
import { followUpBossConnect } from "@/lib/webhooks/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Webhook/FollowUpBoss", followUpBossConnect);
