import { route } from "@/lib/api/route";
import { openWidgetSession } from "@/lib/widget/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Widget/Session", ({ db, chatbot, input, visitorAddress }) =>
  openWidgetSession(db, chatbot, input, visitorAddress),
);
