import { route } from "@/lib/api/route";
import { setListingStatus } from "@/lib/listings/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/RealEstateSetStatus", setListingStatus);
