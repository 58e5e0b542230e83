import { route } from "@/lib/api/route";
import { webhookUpdate } from "@/lib/webhooks/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Webhook/Update", webhookUpdate);
