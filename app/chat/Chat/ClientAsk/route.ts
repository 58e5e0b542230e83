import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { streamInBodyOnly } from "@/lib/api/stream-request";
import { clientAsk } from "@/lib/chat/ask";
import { clientAskInput } from "@/lib/chat/schema";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: clientAskInput, streams: streamInBodyOnly, handle: (context) => clientAsk(context) }),
});
