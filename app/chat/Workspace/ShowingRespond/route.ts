import { route } from "@/lib/api/route";
import { showingRespond } from "@/lib/showings/respond";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/ShowingRespond", showingRespond);
