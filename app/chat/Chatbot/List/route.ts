import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { emptyInput } from "@/lib/chatbots/schema";
import { listChatbots } from "@/lib/chatbots/service";

const list = endpoint({ auth: "apiKey", body: emptyInput, handle: listChatbots });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: list, POST: list });
