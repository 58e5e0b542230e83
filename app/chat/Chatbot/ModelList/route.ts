import { modelList } from "@/lib/ai/models";
import { route } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/ModelList", async () => modelList());
