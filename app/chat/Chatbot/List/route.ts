import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { listChatbots } from "@/lib/chatbots/service";
import { emptyInput } from "@/lib/validation/fields";

const list = endpoint({ auth: "apiKey", body: emptyInput, handle: listChatbots });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: list, POST: list });
