import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { creditsInput, creditsUsage } from "@/lib/chat/reports";

const usage = endpoint({ auth: "apiKey", body: creditsInput, handle: creditsUsage });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: usage, POST: usage });
