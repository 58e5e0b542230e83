import { route } from "@/lib/api/route";
import { describeOwner } from "@/lib/auth/owner";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route("User/Me", async ({ principal }) => describeOwner(principal));
