import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { getFile, getFileInput } from "@/lib/files/service";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({ auth: "apiKey", body: getFileInput, handle: getFile }),
});
