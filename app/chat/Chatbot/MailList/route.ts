import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { mailList } from "@/lib/mail/outbox";
import { mailListInput } from "@/lib/mail/schema";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: mailListInput, handle: mailList }),
});
