import { route } from "@/lib/api/route";
import { webhookList } from "@/lib/webhooks/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Webhook/List", webhookList);
