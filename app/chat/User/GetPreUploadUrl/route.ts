import { route } from "@/lib/api/route";
import { createPreUpload } from "@/lib/files/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/GetPreUploadUrl", ({ db, workspace, input, request }) =>
  createPreUpload({ db, workspace, input, request }),
);
