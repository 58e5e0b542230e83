import { route } from "@/lib/api/route";
import { listListings } from "@/lib/listings/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/RealEstateList", listListings);
