import { modelList } from "@/lib/ai/models";
import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { emptyInput } from "@/lib/validation/fields";

const list = endpoint({ auth: "apiKey", body: emptyInput, handle: async () => modelList() });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: list, POST: list });
