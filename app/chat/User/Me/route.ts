import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { describeOwner } from "@/lib/auth/owner";
import { emptyInput } from "@/lib/validation/fields";

const me = endpoint({ auth: "owner", body: emptyInput, handle: async ({ principal }) => describeOwner(principal) });

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: me, POST: me });
