import { route } from "@/lib/api/route";
import { publicOrigin } from "@/lib/public-url";
import { widgetConfig } from "@/lib/widget/config";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Widget/Config", ({ db, chatbot, request }) =>
  widgetConfig(db, chatbot, publicOrigin(request)),
);
