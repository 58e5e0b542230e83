import { route } from "@/lib/api/route";
import { webhookTest } from "@/lib/webhooks/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Webhook/Test", webhookTest);
