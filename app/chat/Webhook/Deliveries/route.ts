import { route } from "@/lib/api/route";
import { webhookDeliveriesList } from "@/lib/webhooks/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Webhook/Deliveries", webhookDeliveriesList);
