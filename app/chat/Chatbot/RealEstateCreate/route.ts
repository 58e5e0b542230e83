import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { createListingInput } from "@/lib/listings/schema";
import { createListing } from "@/lib/listings/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKeyOrSessionKey", body: createListingInput, handle: createListing }),
});
