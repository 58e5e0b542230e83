import { route } from "@/lib/api/route";
import { webhookRotateSecret } from "@/lib/webhooks/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Webhook/RotateSecret", webhookRotateSecret);
