import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { getListingInput } from "@/lib/listings/schema";
import { getListing } from "@/lib/listings/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKeyOrSessionKey", body: getListingInput, handle: getListing }),
});
