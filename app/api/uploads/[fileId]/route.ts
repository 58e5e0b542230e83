import { plainRoute, routeMethods } from "@/lib/api/endpoint";
import { fileStorage } from "@/lib/files/storage";
import { receiveUpload } from "@/lib/files/upload";
import { getDb } from "@/lib/runtime/database";

// Outside /chat and outside endpoint(): the signed token in the URL is the
// credential, and the body is a raw byte stream, not JSON.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  PUT: plainRoute(async (request) => {
    const url = new URL(request.url);
    const fileId = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
    return receiveUpload({ db: await getDb(), storage: fileStorage(), fileId, token: url.searchParams.get("token") ?? "", request });
  }),
});
