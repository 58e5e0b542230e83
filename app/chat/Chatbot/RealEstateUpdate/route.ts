import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { updateListingInput } from "@/lib/listings/schema";
import { updateListing } from "@/lib/listings/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKeyOrSessionKey", body: updateListingInput, handle: updateListing }),
});
