import { route } from "@/lib/api/route";
import { mailList } from "@/lib/mail/outbox";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/MailList", mailList);
