import { route } from "@/lib/api/route";
import { acceptsEventStream } from "@/lib/api/stream-request";
import { askWithSessionKey } from "@/lib/widget/original";

// Streamed for `stream: true` or Accept: text/event-stream.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chat/Ask", (context) =>
  askWithSessionKey(context, context.input.stream || acceptsEventStream(context.request)),
);
