import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { ChatbotInsightsInput } from "@/lib/insights/schema";
import type { listKnowledgeInput } from "@/lib/knowledge/schema";
import type { listListingsInput } from "@/lib/listings/schema";
import { api } from "./api";

// One query-key factory per domain: every key a page reads, and every key a mutation
// invalidates, comes from here.

/** One page of a chatbot's listings as the grid asks for it: RealEstateList's filters and page. */
export type ListingListQuery = Omit<z.output<typeof listListingsInput>, "SerialNumber">;

export const chatbotKeys = {
  all: ["chatbots"] as const,
  list: () => [...chatbotKeys.all, "list"] as const,
  detail: (id: string) => [...chatbotKeys.all, "detail", id] as const,
  credits: (id: string) => [...chatbotKeys.all, "credits", id] as const,
};

export const listingKeys = {
  all: (chatbotId: string) => ["listings", chatbotId] as const,
  lists: (chatbotId: string) => [...listingKeys.all(chatbotId), "list"] as const,
  list: (chatbotId: string, query: ListingListQuery) => [...listingKeys.lists(chatbotId), query] as const,
  detail: (chatbotId: string, id: string) => [...listingKeys.all(chatbotId), "detail", id] as const,
};

/** One page of a chatbot's knowledge sources as the Knowledge tab asks for it. */
export type KnowledgeListQuery = Omit<z.output<typeof listKnowledgeInput>, "SerialNumber">;

export const knowledgeKeys = {
  all: (chatbotId: string) => ["knowledge", chatbotId] as const,
  lists: (chatbotId: string) => [...knowledgeKeys.all(chatbotId), "list"] as const,
  list: (chatbotId: string, query: KnowledgeListQuery) => [...knowledgeKeys.lists(chatbotId), query] as const,
  search: (chatbotId: string, question: string) => [...knowledgeKeys.all(chatbotId), "search", question] as const,
};

export const conversationKeys = {
  all: (chatbotId: string) => ["conversations", chatbotId] as const,
  list: (chatbotId: string, page: number, size: number) => [...conversationKeys.all(chatbotId), "list", page, size] as const,
  detail: (chatbotId: string, sessionId: number) => [...conversationKeys.all(chatbotId), "detail", sessionId] as const,
};

/** The days the Insights tab asks for: a Range, or a custom From (and To); in the chatbot's time zone. */
export type InsightRangeQuery = Omit<ChatbotInsightsInput, "SerialNumber">;

export const insightKeys = {
  all: ["insights"] as const,
  chatbot: (chatbotId: string) => [...insightKeys.all, "chatbot", chatbotId] as const,
  range: (chatbotId: string, query: InsightRangeQuery) => [...insightKeys.chatbot(chatbotId), query] as const,
  workspace: () => [...insightKeys.all, "workspace"] as const,
};

export const workspaceKeys = {
  all: ["workspace"] as const,
  info: () => [...workspaceKeys.all, "info"] as const,
  apiKeys: () => [...workspaceKeys.all, "api-keys"] as const,
  members: () => [...workspaceKeys.all, "members"] as const,
  invitations: () => [...workspaceKeys.all, "invitations"] as const,
};

export const accountKeys = { sessions: () => ["account", "sessions"] as const };
export const accountQueries = {
  sessions: () => queryOptions({ queryKey: accountKeys.sessions(), queryFn: () => api.User.Sessions() }),
};

export const modelKeys = { list: () => ["models"] as const };
export const fileKeys = { detail: (fileId: string) => ["files", fileId] as const };

export const chatbotQueries = {
  list: () => queryOptions({ queryKey: chatbotKeys.list(), queryFn: () => api.Chatbot.List() }),
  detail: (id: string) => queryOptions({ queryKey: chatbotKeys.detail(id), queryFn: () => api.Chatbot.Get({ serialNumber: id }) }),
  credits: (id: string) => queryOptions({ queryKey: chatbotKeys.credits(id), queryFn: () => api.Chatbot.GetMessageCreditsUsage({ serialNumber: id }) }),
};

export const listingQueries = {
  list: (chatbotId: string, query: ListingListQuery) =>
    queryOptions({
      queryKey: listingKeys.list(chatbotId, query),
      queryFn: ({ signal }) => api.Chatbot.RealEstateList({ SerialNumber: chatbotId, ...query }, { signal }),
    }),
  detail: (chatbotId: string, id: string) =>
    queryOptions({
      queryKey: listingKeys.detail(chatbotId, id),
      queryFn: () => api.Chatbot.RealEstateGet({ SerialNumber: chatbotId, Key: id, KeyType: "PlatformId" }),
    }),
};

/** While any source on the page is still being read, the page is asked for again this often. */
export const KNOWLEDGE_POLL_MS = 2000;

export const knowledgeQueries = {
  list: (chatbotId: string, query: KnowledgeListQuery) =>
    queryOptions({
      queryKey: knowledgeKeys.list(chatbotId, query),
      queryFn: ({ signal }) => api.Knowledge.List({ SerialNumber: chatbotId, ...query }, { signal }),
      // Documents and web pages are read in the background: the list is polled until none is left processing.
      refetchInterval: (query) => (query.state.data?.List.some((source) => source.Status === "processing") ? KNOWLEDGE_POLL_MS : false),
    }),
  search: (chatbotId: string, question: string) =>
    queryOptions({
      queryKey: knowledgeKeys.search(chatbotId, question),
      queryFn: ({ signal }) => api.Knowledge.Search({ SerialNumber: chatbotId, Question: question, Limit: 5 }, { signal }),
      enabled: question !== "",
      staleTime: 0,
    }),
};

export const conversationQueries = {
  list: (chatbotId: string, page: number, size: number) =>
    queryOptions({
      queryKey: conversationKeys.list(chatbotId, page, size),
      queryFn: () => api.Chatbot.SessionList({ serialNumber: chatbotId, PageNumber: page, PageSize: size }),
    }),
  detail: (chatbotId: string, sessionId: number) =>
    queryOptions({
      queryKey: conversationKeys.detail(chatbotId, sessionId),
      queryFn: () => api.Chatbot.SessionMessages({ serialNumber: chatbotId, sessionID: sessionId }),
    }),
};

export const insightQueries = {
  chatbot: (chatbotId: string, query: InsightRangeQuery) =>
    queryOptions({
      queryKey: insightKeys.range(chatbotId, query),
      queryFn: ({ signal }) => api.Chatbot.Insights({ SerialNumber: chatbotId, ...query }, { signal }),
    }),
  workspace: () => queryOptions({ queryKey: insightKeys.workspace(), queryFn: ({ signal }) => api.Workspace.Insights({}, { signal }) }),
};

export const workspaceQueries = {
  info: () => queryOptions({ queryKey: workspaceKeys.info(), queryFn: () => api.Workspace.Get() }),
  apiKeys: () => queryOptions({ queryKey: workspaceKeys.apiKeys(), queryFn: () => api.Workspace.ApiKeyList() }),
  members: () => queryOptions({ queryKey: workspaceKeys.members(), queryFn: () => api.Workspace.MemberList() }),
  invitations: () => queryOptions({ queryKey: workspaceKeys.invitations(), queryFn: () => api.Workspace.InviteList() }),
};

export const modelQueries = {
  list: () => queryOptions({ queryKey: modelKeys.list(), queryFn: () => api.Chatbot.ModelList(), staleTime: 5 * 60_000 }),
};

export const fileQueries = {
  detail: (fileId: string) => queryOptions({ queryKey: fileKeys.detail(fileId), queryFn: () => api.User.GetFile({ fileId }), staleTime: Infinity }),
};

/** One page of the leads inbox: the workspace's, or one chatbot's (serialNumber). */
export interface LeadInboxQuery {
  serialNumber?: string;
  Status?: "new" | "contacted" | "closed";
  Score?: "hot" | "warm" | "cold";
  PageNumber: number;
  PageSize: number;
}

export const leadKeys = {
  all: ["leads"] as const,
  list: (query: LeadInboxQuery) => [...leadKeys.all, "list", query] as const,
  mailStatus: () => ["mail-status"] as const,
};

export const leadQueries = {
  list: (query: LeadInboxQuery) => queryOptions({ queryKey: leadKeys.list(query), queryFn: () => api.Workspace.LeadInbox(query) }),
  mailStatus: () => queryOptions({ queryKey: leadKeys.mailStatus(), queryFn: () => api.Workspace.MailStatus(), staleTime: 60_000 }),
};

export const onboardingKeys = { detail: (chatbotId: string) => ["onboarding", chatbotId] as const };
export const onboardingQueries = {
  detail: (chatbotId: string) =>
    queryOptions({ queryKey: onboardingKeys.detail(chatbotId), queryFn: () => api.Chatbot.Onboarding({ serialNumber: chatbotId }) }),
};
