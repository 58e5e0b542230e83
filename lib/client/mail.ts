import { queryOptions } from "@tanstack/react-query";
import type { EndpointData } from "@/lib/api/openapi/contract";
import { api } from "./api";

// The Mail page's keys and query, on the dashboard's typed client.

export type MailStatus = "pending" | "sent" | "failed";
export type MailPage = EndpointData<"Chatbot/MailList">;
export type MailRow = MailPage["List"][number];

export const mailKeys = {
  all: (chatbotId: string) => ["mail", chatbotId] as const,
  list: (chatbotId: string, status: MailStatus | undefined, page: number, size: number) =>
    [...mailKeys.all(chatbotId), "list", status ?? "all", page, size] as const,
};

export const mailQueries = {
  list: (chatbotId: string, status: MailStatus | undefined, page: number, size: number) =>
    queryOptions({
      queryKey: mailKeys.list(chatbotId, status, page, size),
      queryFn: ({ signal }) =>
        api.Chatbot.MailList({ serialNumber: chatbotId, ...(status ? { Status: status } : {}), PageNumber: page, PageSize: size }, { signal }),
    }),
};
