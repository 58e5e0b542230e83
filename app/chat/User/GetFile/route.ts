import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { getFileInput } from "@/lib/files/schema";
import { getFile } from "@/lib/files/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: getFileInput, handle: getFile }),
});
