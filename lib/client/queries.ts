import { queryOptions } from "@tanstack/react-query";
import { chatApi } from "./chat-api";

// One query-key factory per domain: every key a page reads, and every key a mutation
// invalidates, comes from here.

export interface ListingFilters {
  CityName?: string;
  SaleType?: "for_sale" | "for_rent";
  MLSNumber?: string;
  PageNumber: number;
  PageSize: number;
}

export const chatbotKeys = {
  all: ["chatbots"] as const,
  list: () => [...chatbotKeys.all, "list"] as const,
  detail: (id: string) => [...chatbotKeys.all, "detail", id] as const,
  credits: (id: string) => [...chatbotKeys.all, "credits", id] as const,
};

export const listingKeys = {
  all: (chatbotId: string) => ["listings", chatbotId] as const,
  lists: (chatbotId: string) => [...listingKeys.all(chatbotId), "list"] as const,
  list: (chatbotId: string, filters: ListingFilters) => [...listingKeys.lists(chatbotId), filters] as const,
  detail: (chatbotId: string, id: string) => [...listingKeys.all(chatbotId), "detail", id] as const,
};

export const conversationKeys = {
  all: (chatbotId: string) => ["conversations", chatbotId] as const,
  list: (chatbotId: string, page: number, size: number) => [...conversationKeys.all(chatbotId), "list", page, size] as const,
  detail: (chatbotId: string, sessionId: number) => [...conversationKeys.all(chatbotId), "detail", sessionId] as const,
};

export const workspaceKeys = {
  all: ["workspace"] as const,
  info: () => [...workspaceKeys.all, "info"] as const,
  apiKeys: () => [...workspaceKeys.all, "api-keys"] as const,
  members: () => [...workspaceKeys.all, "members"] as const,
};

export const modelKeys = { list: () => ["models"] as const };
export const fileKeys = { detail: (fileId: string) => ["files", fileId] as const };

export const chatbotQueries = {
  list: () => queryOptions({ queryKey: chatbotKeys.list(), queryFn: chatApi.chatbots.list }),
  detail: (id: string) => queryOptions({ queryKey: chatbotKeys.detail(id), queryFn: () => chatApi.chatbots.get(id) }),
  credits: (id: string) => queryOptions({ queryKey: chatbotKeys.credits(id), queryFn: () => chatApi.chatbots.credits(id) }),
};

export const listingQueries = {
  list: (chatbotId: string, filters: ListingFilters) =>
    queryOptions({
      queryKey: listingKeys.list(chatbotId, filters),
      queryFn: ({ signal }) => chatApi.listings.list({ SerialNumber: chatbotId, ...filters }, signal),
    }),
  detail: (chatbotId: string, id: string) =>
    queryOptions({ queryKey: listingKeys.detail(chatbotId, id), queryFn: () => chatApi.listings.get(chatbotId, id) }),
};

export const conversationQueries = {
  list: (chatbotId: string, page: number, size: number) =>
    queryOptions({
      queryKey: conversationKeys.list(chatbotId, page, size),
      queryFn: () => chatApi.conversations.list({ serialNumber: chatbotId, PageNumber: page, PageSize: size }),
    }),
  detail: (chatbotId: string, sessionId: number) =>
    queryOptions({ queryKey: conversationKeys.detail(chatbotId, sessionId), queryFn: () => chatApi.conversations.get(chatbotId, sessionId) }),
};

export const workspaceQueries = {
  info: () => queryOptions({ queryKey: workspaceKeys.info(), queryFn: chatApi.workspace.get }),
  apiKeys: () => queryOptions({ queryKey: workspaceKeys.apiKeys(), queryFn: chatApi.workspace.apiKeys }),
  members: () => queryOptions({ queryKey: workspaceKeys.members(), queryFn: chatApi.workspace.members }),
};

export const modelQueries = {
  list: () => queryOptions({ queryKey: modelKeys.list(), queryFn: chatApi.chatbots.models, staleTime: 5 * 60_000 }),
};

export const fileQueries = {
  detail: (fileId: string) => queryOptions({ queryKey: fileKeys.detail(fileId), queryFn: () => chatApi.files.get(fileId), staleTime: Infinity }),
};
