import { route } from "@/lib/api/route";
import { describeWorkspace } from "@/lib/auth/workspaces";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/Get", describeWorkspace);
