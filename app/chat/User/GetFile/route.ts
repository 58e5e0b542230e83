import { route } from "@/lib/api/route";
import { getFile } from "@/lib/files/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/GetFile", getFile);
