import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { mailList, mailListInput } from "@/lib/mail/outbox";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: mailListInput, handle: mailList }),
});
