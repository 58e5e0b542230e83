import type { Metadata } from "next";
import { ApiReference } from "@/components/docs/api-reference";
import { openApiDocument } from "@/lib/api/openapi/document";

export const metadata: Metadata = { title: "API reference" };

/** The OpenAPI document, rendered on the server: public, no script of its own, nothing from another site. */
export default function DocsPage() {
  return (
    <main>
      <ApiReference document={openApiDocument()} />
    </main>
  );
}
