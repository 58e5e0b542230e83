import { createHash } from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type Chatbot, chatbots, chatSessions, workspaces } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { chatbotNotFound, forbidden, rateLimited } from "@/lib/errors";
import { issueToken, RENEW_WINDOW_MS, sessionForToken } from "./tokens";
import type { AskType } from "@/lib/chat/schema";
import type { WidgetHandoffInput, WidgetSessionInput } from "./schema";
import type { WidgetSession } from "./types";
import { splitList } from "@/lib/validation/text";
import type { z } from "zod";
import type { getPreUploadUrlInput } from "@/lib/files/schema";
import { createPreUpload } from "@/lib/files/service";
import { admitHandoff, admitVisitorEvent, UPLOAD_LIMITS } from "./limits";
import { isKnownVisitorAddress, UNKNOWN_VISITOR_ADDRESS } from "@/lib/chat/visitor-address";

/** New widget sessions one address may open on one chatbot per hour. */
export const SESSIONS_PER_ADDRESS_PER_HOUR = 30;
export const TOO_MANY_SESSIONS_MESSAGE = "Too many new chats from your network. Please try again later.";

export interface WidgetChatbot {
  chatbot: Chatbot;
  workspace: WorkspaceRef;
}

/** The chatbot, whichever workspace it is in: the widget is public. */
export async function loadWidgetChatbot(db: Database, serialNumber: string): Promise<WidgetChatbot> {
  const [row] = await db
    .select({ chatbot: chatbots, workspace: { id: workspaces.id, name: workspaces.name } })
    .from(chatbots)
    .innerJoin(workspaces, eq(workspaces.id, chatbots.workspaceId))
    .where(eq(chatbots.id, serialNumber))
    .limit(1);
  if (!row) throw chatbotNotFound();
  return row;
}

/** Visitors' addresses are kept only as this digest, enough to count them. */
export const addressHash = (address: string) => createHash("sha256").update(`casabot-visitor:${address}`).digest("hex").slice(0, 32);

/** The digest of a visitor's address, or the unknown marker when no trusted source gave one. */
export const visitorAddressOf = (address: string | undefined) => (address === undefined ? UNKNOWN_VISITOR_ADDRESS : addressHash(address));

/**
 * A token for the visitor: a renewal of their session's token when they hold its latest
 * one (expired or not) from the last 30 days, else a new session, at most
 * SESSIONS_PER_ADDRESS_PER_HOUR of them per address.
 */
export async function openWidgetSession(db: Database, chatbot: Chatbot, input: WidgetSessionInput, visitorAddress: string): Promise<WidgetSession> {
  if (input.SessionID !== undefined && input.Token) {
    const held = await sessionForToken(db, chatbot.id, input.Token, RENEW_WINDOW_MS);
    if (held && held.sessionId === input.SessionID) {
      const renewed = await issueToken(db, held.sessionId, held.tokenHash);
      if (renewed) return renewed;
    }
  }
  const known = isKnownVisitorAddress(visitorAddress);
  if (known) {
    const [recent] = await db
      .select({ n: count() })
      .from(chatSessions)
      .where(
        and(
          eq(chatSessions.chatbotId, chatbot.id),
          eq(chatSessions.visitorAddress, visitorAddress),
          gt(chatSessions.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.n ?? 0) >= SESSIONS_PER_ADDRESS_PER_HOUR) {
      throw rateLimited(TOO_MANY_SESSIONS_MESSAGE, 600);
    }
  }
  const [session] = await db
    .insert(chatSessions)
    .values({ chatbotId: chatbot.id, visitorAddress: known ? visitorAddress : null })
    .returning({ id: chatSessions.id });
  return (await issueToken(db, session!.id))!;
}

/** A widget asks only in the ways the chatbot's settings turn on: images (EnableUploadImage) and voice (EnablePushToTalk). */
export function checkWidgetAskType(chatbot: Chatbot, askType: AskType) {
  if (askType === "Image" && !chatbot.EnableUploadImage) throw forbidden("Sending images is turned off for this chatbot");
  if (askType === "Audio" && !chatbot.EnablePushToTalk) throw forbidden("Voice messages are turned off for this chatbot");
  if (askType === "Video") throw forbidden("The chat widget does not take video");
}

/** Visitors upload only when they may ask with what they upload. */
export function checkWidgetUpload(chatbot: Chatbot) {
  if (!chatbot.EnableUploadImage && !chatbot.EnablePushToTalk) throw forbidden("Uploads are turned off for this chatbot");
}

/** "Talk to a person": the contact left becomes a lead, the request a handoff mailed to TalkToHumanEmail. */
export async function widgetHandoff(db: Database, chatbot: Chatbot, sessionId: number, visitorAddress: string, input: WidgetHandoffInput) {
  if (splitList(chatbot.TalkToHumanEmail).length === 0) throw forbidden("This chatbot does not take requests to talk to a person");
  const message = input.Message.trim() || "The visitor asked to talk to a person.";
  const contact = { name: input.Name.trim(), email: input.Email, phone: input.Phone.trim() };
  await admitHandoff({ db, chatbot, sessionId, visitorAddress, message, contact });
  return { Message: chatbot.TalkToHumanResponseMessage };
}

/** An upload URL for a visitor, within the per-session and per-address counts. */
export async function widgetUploadUrl(
  db: Database,
  visitor: { chatbot: Chatbot; workspace: WorkspaceRef; sessionId: number; visitorAddress: string },
  input: z.output<typeof getPreUploadUrlInput>,
  request: Request,
) {
  const { chatbot, workspace, sessionId, visitorAddress } = visitor;
  checkWidgetUpload(chatbot);
  const admitted = await admitVisitorEvent(db, { chatbotId: chatbot.id, sessionId, visitorAddress, kind: "upload" }, UPLOAD_LIMITS, (tx) =>
    createPreUpload({ db: tx, workspace, input, request, chatSessionId: sessionId }),
  );
  // Upload events carry no fingerprint, so an upload is never a repeat.
  if (admitted.repeated) throw new Error("unreachable: an upload URL request was taken for a repeat");
  return admitted.result;
}
