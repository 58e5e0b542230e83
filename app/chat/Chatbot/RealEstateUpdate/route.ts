import { route } from "@/lib/api/route";
import { updateListing } from "@/lib/listings/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/RealEstateUpdate", updateListing);
