import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/api/openapi/document";

// docs/api.md's "Limits the spec leaves open" says what the schemas enforce: each row must be what
// the OpenAPI document (generated from those very schemas) says of the field.

type Json = Record<string, any>;

function readmeRows(): { endpoint: string; field: string; keyword: string; value: number }[] {
  const readme = readFileSync("docs/api.md", "utf8");
  const section = readme.slice(readme.indexOf("## Limits the spec leaves open"));
  const table = section.slice(0, section.indexOf("\n\n", section.indexOf("| endpoint |")));
  return [...table.matchAll(/^\| ([\w/]+) \| (\w+) \| (maxLength|maximum|maxItems) (\d+) \|$/gm)].map((row) => ({
    endpoint: row[1]!,
    field: row[2]!,
    keyword: row[3]!,
    value: Number(row[4]),
  }));
}

/** The field's schema in an endpoint's request, through nullable and optional unions. */
function fieldSchema(document: Json, endpoint: string, field: string): Json {
  const request = document.components.schemas[`${endpoint.replace("/", "")}Request`];
  const schema = request?.properties?.[field];
  if (!schema) throw new Error(`${endpoint} has no field ${field} in OpenAPI`);
  return schema.anyOf?.find((option: Json) => option.type !== "null") ?? schema;
}

describe("the API page's table of limits", () => {
  const rows = readmeRows();
  const document = buildOpenApiDocument() as Json;

  it("is there, with rows for text, pages, lists and numbers", () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((row) => row.keyword))).toEqual(new Set(["maxLength", "maximum", "maxItems"]));
  });

  for (const row of rows) {
    it(`${row.endpoint} ${row.field}: ${row.keyword} ${row.value}, as OpenAPI says`, () => {
      expect(fieldSchema(document, row.endpoint, row.field)[row.keyword]).toBe(row.value);
    });
  }
});
