import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { getPreUploadUrlInput } from "@/lib/files/schema";
import { createPreUpload } from "@/lib/files/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({
    auth: "apiKey",
    body: getPreUploadUrlInput,
    handle: ({ db, workspace, input, request }) => createPreUpload({ db, workspace, input, request }),
  }),
});
