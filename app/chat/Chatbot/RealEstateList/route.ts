import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { listListingsInput } from "@/lib/listings/schema";
import { listListings } from "@/lib/listings/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKeyOrSessionKey", body: listListingsInput, handle: listListings }),
});
