import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { chatbots, chatMessages, chatSessions, listings } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import type { chatbotRefInput } from "./schema";
import { smtpConfigured } from "@/lib/mail/sender";
import { requireChatbot } from "./service";

/**
 * A chatbot's first steps, each done or not, from what has happened (issue 23):
 * - Listings: it holds at least one listing (an import, the form or the API);
 * - Tested: someone asked it a question outside the widget (the chat tester, or the API);
 * - Embedded: the widget opened a session on a site, or the owner named the sites it runs on (Domains);
 * - Live: a visitor asked a question through the widget;
 * - Alerts, where a mail server is set up: an address is told of its leads or handoffs.
 */
export async function chatbotOnboarding({ db, workspace, input }: { db: Database; workspace: WorkspaceRef; input: z.output<typeof chatbotRefInput> }) {
  const chatbotId = await requireChatbot({ db, workspace, serialNumber: input.serialNumber });
  // Correlated subqueries name their tables by alias: Drizzle renders a column without its table here.
  const asked = (widget: boolean) =>
    sql<boolean>`exists (select 1 from ${chatSessions} s where s.chatbot_id = ${chatbotId} and s.visitor_token_hash is ${sql.raw(widget ? "not null" : "null")}
      and exists (select 1 from ${chatMessages} m where m.session_id = s.id and m.role = 'question'))`;
  const [row] = await db
    .select({
      listings: sql<boolean>`exists (select 1 from ${listings} l where l.chatbot_id = ${chatbotId})`,
      tested: asked(false),
      widgetOpened: sql<boolean>`exists (select 1 from ${chatSessions} s where s.chatbot_id = ${chatbotId} and s.visitor_token_hash is not null)`,
      domains: chatbots.Domains,
      live: asked(true),
      alerts: sql<boolean>`(${chatbots.TalkToHumanEmail} <> '' or ${chatbots.EmailForDailyLeads} <> '')`,
    })
    .from(chatbots)
    .where(eq(chatbots.id, chatbotId));
  const steps: { Listings: boolean; Tested: boolean; Embedded: boolean; Live: boolean; Alerts?: boolean } = {
    Listings: Boolean(row!.listings),
    Tested: Boolean(row!.tested),
    Embedded: Boolean(row!.widgetOpened) || row!.domains.trim() !== "",
    Live: Boolean(row!.live),
  };
  // Where mail can go out: someone is told of its leads and handoffs (Settings names them).
  if (smtpConfigured()) steps.Alerts = Boolean(row!.alerts);
  return { ...steps, Done: Object.values(steps).filter(Boolean).length, Total: Object.keys(steps).length };
}
