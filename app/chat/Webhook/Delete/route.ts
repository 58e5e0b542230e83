import { route } from "@/lib/api/route";
import { webhookDelete } from "@/lib/webhooks/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Webhook/Delete", webhookDelete);
