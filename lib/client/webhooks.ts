import { queryOptions } from "@tanstack/react-query";
import type { EndpointData } from "@/lib/api/openapi/contract";
import { api } from "./api";

// The Integrations page's keys and queries, on the dashboard's typed client.

export type WebhookEndpointRow = EndpointData<"Webhook/List">[number];
export type WebhookDeliveryRow = EndpointData<"Webhook/Deliveries">["List"][number];
export type DeliveryStatus = WebhookDeliveryRow["Status"];

export const webhookKeys = {
  all: (chatbotId: string) => ["webhooks", chatbotId] as const,
  list: (chatbotId: string) => [...webhookKeys.all(chatbotId), "list"] as const,
  deliveries: (chatbotId: string, endpointId: number, page: number) => [...webhookKeys.all(chatbotId), "deliveries", endpointId, page] as const,
};

export const webhookQueries = {
  list: (chatbotId: string) =>
    queryOptions({ queryKey: webhookKeys.list(chatbotId), queryFn: ({ signal }) => api.Webhook.List({ SerialNumber: chatbotId }, { signal }) }),
  deliveries: (chatbotId: string, endpointId: number, page: number, size: number) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(chatbotId, endpointId, page),
      queryFn: ({ signal }) => api.Webhook.Deliveries({ ID: endpointId, PageNumber: page, PageSize: size }, { signal }),
      // Pending deliveries move on their own: the table follows them while it is open.
      refetchInterval: 15_000,
    }),
};
