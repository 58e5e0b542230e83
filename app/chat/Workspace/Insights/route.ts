import { route } from "@/lib/api/route";
import { workspaceInsights } from "@/lib/insights/workspace";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/Insights", workspaceInsights);
