import { plainRoute, routeMethods } from "@/lib/api/endpoint";
import { ownerForSessionToken, sessionTokenFromCookies } from "@/lib/auth/sessions";
import { notFound } from "@/lib/errors";
import { fileStorage } from "@/lib/files/storage";
import { listingImageResponse, listingImageUrl, loadListingImage } from "@/lib/listings/images";
import { publicOrigin } from "@/lib/public-url";
import { getDb } from "@/lib/runtime/database";

// /api/listing-image/<chatbot>/<listing>/<index>: a listing's photo for the dashboard, for the
// signed-in owner of the chatbot's workspace only (lib/listings/images.ts).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  GET: plainRoute(async (request) => {
    const [chatbotId = "", listingId = "", index = ""] = new URL(request.url).pathname.split("/").slice(-3).map(decodeURIComponent);
    const db = await getDb();
    const token = sessionTokenFromCookies(request.headers.get("cookie"));
    const owner = token ? await ownerForSessionToken(db, token) : null;
    // Signed out reads as absent: the path tells a stranger nothing.
    if (!owner) throw notFound("This listing has no such image");
    const url = await listingImageUrl({ db, workspace: owner.workspace, chatbotId, listingId, index });
    return listingImageResponse(await loadListingImage(url, { db, storage: fileStorage(), origin: publicOrigin(request) }));
  }),
});
