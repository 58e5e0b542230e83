import { route } from "@/lib/api/route";
import { showingList } from "@/lib/showings/respond";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Workspace/ShowingList", showingList);
