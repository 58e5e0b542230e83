import { openApiDocument } from "@/lib/api/openapi/document";

/** The OpenAPI 3.1 description of the /chat API, generated from the schemas that validate it. */
export function GET() {
  return Response.json(openApiDocument(), { headers: { "cache-control": "public, max-age=300" } });
}
