import { route } from "@/lib/api/route";
import { deleteListings } from "@/lib/listings/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/RealEstateDelete", deleteListings);
