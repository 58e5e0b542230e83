import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { deleteListingsInput } from "@/lib/listings/schema";
import { deleteListings } from "@/lib/listings/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKeyOrSessionKey", body: deleteListingsInput, handle: deleteListings }),
});
