import { route } from "@/lib/api/route";
import { webhookCreate } from "@/lib/webhooks/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Webhook/Create", webhookCreate);
