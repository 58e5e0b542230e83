import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { chatbots, leads, outbox } from "@/db/schema";
import { showingRequests } from "@/db/schema-integrations";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { requireChatbot } from "@/lib/chatbots/service";
import { conflict, notFound } from "@/lib/errors";
import { afterEvents, emitLeadEvent } from "@/lib/webhooks/events";
import { showingLanguage, windowText } from "./format";
import { ownerRequestMail, visitorAnswerMail } from "./mails";
import type { showingListInput, showingRespondInput } from "./schema";
import { showingItem } from "./items";
import { showingRecipients } from "./service";

interface Scope {
  db: Database;
  workspace: WorkspaceRef;
}

/** The workspace's showing requests (or one chatbot's), newest first. */
export async function showingList({ db, workspace, input }: Scope & { input: z.output<typeof showingListInput> }) {
  const chatbotId = input.serialNumber ? await requireChatbot({ db, workspace, serialNumber: input.serialNumber }) : undefined;
  const where = and(
    eq(chatbots.workspaceId, workspace.id),
    chatbotId ? eq(showingRequests.chatbotId, chatbotId) : undefined,
    input.Status ? eq(showingRequests.status, input.Status) : undefined,
  );
  const [rows, [counted]] = await db.transaction(
    async (tx) =>
      [
        await tx
          .select({ showing: showingRequests, timeZone: chatbots.TimeZone })
          .from(showingRequests)
          .innerJoin(chatbots, eq(chatbots.id, showingRequests.chatbotId))
          .where(where)
          .orderBy(desc(showingRequests.id))
          .limit(input.PageSize)
          .offset((input.PageNumber - 1) * input.PageSize),
        await tx.select({ total: count() }).from(showingRequests).innerJoin(chatbots, eq(chatbots.id, showingRequests.chatbotId)).where(where),
      ] as const,
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { List: rows.map(({ showing, timeZone }) => showingItem(showing, timeZone)), VirtualCount: counted?.total ?? 0 };
}

const STATUS_OF = { confirm: "confirmed", propose: "proposed", decline: "declined" } as const;
/** The owners' copy of the event after the answer: confirmed, still tentative at the time proposed, or cancelled. */
const OWNER_INVITATION = {
  confirm: { method: "REQUEST", status: "CONFIRMED" },
  propose: { method: "REQUEST", status: "TENTATIVE" },
  decline: { method: "CANCEL", status: "CANCELLED" },
} as const;

/**
 * The owner's answer to a showing request: a confirmed time, another time proposed, or a
 * decline. The visitor is mailed in their language (with an invitation for the time, when they
 * left an e-mail), the owners get the invitation updated (same UID, next SEQUENCE; a CANCEL when
 * declined), and the lead is marked contacted. One transaction.
 */
export async function showingRespond({ db, workspace, input }: Scope & { input: z.output<typeof showingRespondInput> }) {
  const { item, queued, mailed } = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ showing: showingRequests, chatbot: chatbots, lead: leads })
      .from(showingRequests)
      .innerJoin(chatbots, eq(chatbots.id, showingRequests.chatbotId))
      .innerJoin(leads, eq(leads.id, showingRequests.leadId))
      .where(and(eq(showingRequests.id, input.ShowingID), eq(chatbots.workspaceId, workspace.id)))
      .for("update", { of: showingRequests });
    if (!found) throw notFound("Showing request not found");
    if (found.showing.status === "cancelled") throw conflict("The visitor cancelled this request");
    const status = STATUS_OF[input.Action];
    const [showing] = await tx
      .update(showingRequests)
      .set({
        status,
        ...(input.Action === "decline" ? {} : { scheduledStart: new Date(input.Start!), scheduledEnd: new Date(input.End!) }),
        ownerNote: input.Note ?? "",
        sequence: sql`${showingRequests.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(showingRequests.id, found.showing.id))
      .returning();
    const contact = { name: found.lead.name, email: found.lead.email, phone: found.lead.phone };
    const { chatbot } = found;
    const owners = await showingRecipients(tx, chatbot);
    let mailed = false;
    if (contact.email) {
      const mail = visitorAnswerMail(showing!, chatbot, contact, showingLanguage(showing!.language), status);
      await tx.insert(outbox).values({
        chatbotId: chatbot.id,
        kind: "showing-answer",
        to: contact.email,
        replyTo: owners[0] ?? null,
        subject: mail.subject,
        body: mail.body,
        ical: mail.ical,
      });
      mailed = true;
    }
    // The owners' calendars follow: the event moves to the time set, or is cancelled.
    if (owners.length > 0) {
      const moved = { ...showing!, proposed: input.Action === "decline" ? showing!.proposed : [{ start: input.Start!, end: input.End!, timed: true }] };
      const { ical } = ownerRequestMail(moved, chatbot, contact, owners, "", OWNER_INVITATION[input.Action]);
      await tx.insert(outbox).values(
        owners.map((to) => ({
          chatbotId: chatbot.id,
          kind: "showing-update",
          to,
          subject: `${chatbot.Name}: showing ${status} for ${showing!.listingAddress || "the home"}`,
          body: `You ${input.Action === "decline" ? "declined" : `${status} ${windowText({ start: input.Start!, end: input.End! }, "en", chatbot.TimeZone)} (${chatbot.TimeZone}) for`} the showing of ${showing!.listingAddress || "the home"}. ${contact.email ? `${contact.name || contact.email} was mailed.` : "The visitor left no e-mail: call them."}`,
          ical: ical ?? null,
        })),
      );
    }
    let queued = 0;
    if (found.lead.status === "new") {
      await tx.update(leads).set({ status: "contacted", updatedAt: new Date() }).where(eq(leads.id, found.lead.id));
      queued += await emitLeadEvent(tx, chatbot.id, "lead.updated", found.lead.id, { Changes: ["Status"] });
    }
    return { item: showingItem(showing!, chatbot.TimeZone), queued, mailed };
  });
  afterEvents(queued);
  return { ...item, VisitorMailed: mailed };
}
