import { plainRoute, routeMethods } from "@/lib/api/endpoint";
import { servePublicFile } from "@/lib/files/serve";
import { fileStorage } from "@/lib/files/storage";
import { getDb } from "@/lib/runtime/database";

// A file's public URL: the unguessable key in the path is the only credential.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: plainRoute(async (request) => {
    const [fileId = "", key = ""] = new URL(request.url).pathname.split("/").slice(-2).map(decodeURIComponent);
    return servePublicFile({ db: await getDb(), storage: fileStorage(), fileId, key });
  }),
});
