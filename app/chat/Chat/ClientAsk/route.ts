import { route } from "@/lib/api/route";
import { clientAsk } from "@/lib/chat/ask";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chat/ClientAsk", (context) => clientAsk(context));
