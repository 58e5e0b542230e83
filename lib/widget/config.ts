import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { type Chatbot, files } from "@/db/schema";
import { publicFileUrl } from "@/lib/files/service";
import { splitList } from "@/lib/validation/text";
import type { WidgetConfig } from "./types";

/** Public URLs of the chatbot's picture and icon (ready files of its workspace only). */
async function pictureUrls(db: Database, chatbot: Chatbot, origin: string) {
  const ids = [chatbot.ChatProfilePicture, chatbot.ChatIcon].filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  const rows = ids.length
    ? await db
        .select({ id: files.id, publicKey: files.publicKey, kind: files.kind })
        .from(files)
        .where(and(eq(files.workspaceId, chatbot.workspaceId), eq(files.status, "ready"), inArray(files.id, ids)))
    : [];
  const url = (id: string) => {
    const file = rows.find((row) => String(row.id) === id && row.kind === "image");
    return file ? publicFileUrl(origin, file) : "";
  };
  return { ProfilePictureUrl: url(chatbot.ChatProfilePicture), IconUrl: url(chatbot.ChatIcon) };
}

/** What a visitor's browser is told of the chatbot: appearance and behaviour, no secret and no address. */
export async function widgetConfig(db: Database, chatbot: Chatbot, origin: string): Promise<WidgetConfig> {
  const policy = {
    Name: chatbot.ChatbotPrivacyPolicyName,
    Description: chatbot.ChatbotPrivacyPolicyDescription,
    Url: chatbot.ChatbotPrivacyPolicyUrl,
  };
  return {
    SerialNumber: chatbot.id,
    Name: chatbot.Name,
    ...(await pictureUrls(db, chatbot, origin)),
    BubbleAlign: chatbot.ChatBubbleAlign === 1 ? "left" : "right",
    BubbleColor: chatbot.ChatBubbleColor,
    UserMessageColor: chatbot.UserMessageColor,
    WelcomeMessage: chatbot.WelcomeMessage,
    SuggestedMessages: chatbot.SuggestedMessage.split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    InputPlaceholder: chatbot.UserInputPlaceholder,
    PopupOnce: chatbot.ChatbotPopupOnce,
    RemoveChatLogOnBrowserClose: chatbot.RemoveChatLogOnBrowserClose,
    EnableUploadImage: chatbot.EnableUploadImage,
    EnablePushToTalk: chatbot.EnablePushToTalk,
    PrivacyPolicy: policy.Name || policy.Description || policy.Url ? policy : null,
    Social: { Facebook: chatbot.FacebookUrl, Instagram: chatbot.InstagramUrl, Whatsapp: chatbot.WhatsappUrl },
    TalkToHuman: splitList(chatbot.TalkToHumanEmail).length > 0,
    RateLimitMessage: chatbot.RateLimitMessage,
  };
}
