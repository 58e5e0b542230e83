import { route } from "@/lib/api/route";
import { importSheet } from "@/lib/listings/sheet/import";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("Chatbot/RealEstateImport", importSheet);
