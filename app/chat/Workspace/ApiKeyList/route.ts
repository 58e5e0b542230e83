import { route } from "@/lib/api/route";
import { listApiKeys } from "@/lib/auth/workspaces";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/ApiKeyList", listApiKeys);
