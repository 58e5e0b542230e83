/** The sections of one chatbot, in the order of its tabs: `/chatbots/<id>/<segment>`. */
export const CHATBOT_TABS = [
  { segment: "start", label: "Get started" },
  { segment: "settings", label: "Settings" },
  { segment: "chat", label: "Chat tester" },
  { segment: "embed", label: "Embed" },
  { segment: "listings", label: "Listings" },
  { segment: "knowledge", label: "Knowledge" },
  { segment: "conversations", label: "Conversations" },
  { segment: "leads", label: "Leads" },
  { segment: "insights", label: "Insights" },
  { segment: "integrations", label: "Integrations" },
  { segment: "mail", label: "Mail" },
] as const;
