import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chatbots, chatSessions, type FileKind } from "@/db/schema";
import { type AppError, unsupportedType } from "@/lib/errors";

const MB = 1024 * 1024;

/** What a widget visitor may upload: far less than an owner, and only the kinds the chatbot asks with. */
export const VISITOR_MAX_BYTES: Partial<Record<FileKind, number>> = { image: 10 * MB, audio: 5 * MB };
export const VISITOR_MAX_UPLOAD_BYTES = Math.max(...Object.values(VISITOR_MAX_BYTES));

const NOUN: Record<FileKind, string> = { image: "images", audio: "audio files", video: "videos", document: "documents" };
const DESCRIBED: Partial<Record<FileKind, string>> = { image: "images (PNG, JPEG, WEBP or GIF)", audio: "recorded voice (WAV)" };

export interface VisitorUploadPolicy {
  /** The byte limit for a file of this kind, or a 415 naming what the chatbot takes. */
  limitFor(kind: FileKind): number;
  /** The 415 for bytes of no type any upload takes. */
  unsupported(): AppError;
}

/** The policy of a file uploaded in a widget session, from its chatbot's settings as they are now. */
export async function visitorUploadPolicy(db: Database, chatSessionId: number): Promise<VisitorUploadPolicy> {
  const [bot] = await db
    .select({ image: chatbots.EnableUploadImage, audio: chatbots.EnablePushToTalk })
    .from(chatSessions)
    .innerJoin(chatbots, eq(chatbots.id, chatSessions.chatbotId))
    .where(eq(chatSessions.id, chatSessionId))
    .limit(1);
  const allowed: FileKind[] = (["image", "audio"] as const).filter((kind) => bot?.[kind]);
  const takes = allowed.map((kind) => DESCRIBED[kind]).join(" and ");
  const refusal = (what: string) =>
    unsupportedType(takes ? `This chatbot takes only ${takes} from visitors, not ${what}` : "This chatbot does not take files from visitors");
  return {
    limitFor(kind) {
      const limit = VISITOR_MAX_BYTES[kind];
      if (limit === undefined || !allowed.includes(kind)) throw refusal(NOUN[kind]);
      return limit;
    },
    unsupported: () => refusal("files of other types"),
  };
}
