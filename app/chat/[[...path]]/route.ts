import { envelopeResponse } from "@/lib/api/envelope";

// Any /chat/ path that no endpoint claims: still an envelope, never Next's HTML 404.
const unknownEndpoint = async (request: Request) => envelopeResponse(null, 404, `No endpoint at ${new URL(request.url).pathname}`);

export {
  unknownEndpoint as GET,
  unknownEndpoint as POST,
  unknownEndpoint as PUT,
  unknownEndpoint as PATCH,
  unknownEndpoint as DELETE,
  unknownEndpoint as OPTIONS,
};
