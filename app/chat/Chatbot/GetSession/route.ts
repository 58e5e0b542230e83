import { endpoint, routeMethods } from "@/lib/api/endpoint";
import { getSessionInput } from "@/lib/chat/schema";
import { createSession } from "@/lib/chat/sessions";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({
  POST: endpoint({
    auth: "apiKey",
    body: getSessionInput,
    handle: ({ db, workspace, input }) => createSession({ db, workspace, serialNumber: input.serialNumber }),
  }),
});
