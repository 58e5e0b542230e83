import { errorResponse, routeMethods } from "@/lib/api/endpoint";
import { envelopeResponse } from "@/lib/api/envelope";
import { fileStorage } from "@/lib/files/storage";
import { receiveUpload } from "@/lib/files/upload";
import { currentRequestId } from "@/lib/log";
import { getDb } from "@/lib/runtime/database";

// Outside /chat and outside endpoint(): the signed token in the URL is the
// credential, and the body is a raw byte stream, not JSON.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  PUT: async (request) => {
    const requestId = currentRequestId();
    try {
      const url = new URL(request.url);
      const fileId = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
      const data = await receiveUpload({ db: await getDb(), storage: fileStorage(), fileId, token: url.searchParams.get("token") ?? "", request });
      return envelopeResponse(data, 200, "", { "x-request-id": requestId });
    } catch (error) {
      return errorResponse(error, requestId, request);
    }
  },
});
