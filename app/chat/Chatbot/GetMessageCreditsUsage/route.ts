import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { creditsUsage } from "@/lib/chat/reports";
import { creditsInput } from "@/lib/chat/schema";

const usage = endpoint({ auth: "apiKey", body: creditsInput, handle: creditsUsage });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: usage, POST: usage });
