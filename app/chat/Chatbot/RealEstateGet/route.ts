import { route } from "@/lib/api/route";
import { getListing } from "@/lib/listings/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/RealEstateGet", getListing);
