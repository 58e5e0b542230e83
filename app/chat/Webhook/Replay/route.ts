import { route } from "@/lib/api/route";
import { webhookReplay } from "@/lib/webhooks/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Webhook/Replay", webhookReplay);
