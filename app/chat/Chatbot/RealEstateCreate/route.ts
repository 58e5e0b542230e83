import { route } from "@/lib/api/route";
import { createListing } from "@/lib/listings/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/RealEstateCreate", createListing);
