import { describe, expect, it } from "vitest";
import { fieldRows, typeLabel } from "@/lib/api/openapi/describe";
import { openApiDocument } from "@/lib/api/openapi/document";

const schemas = (openApiDocument().components as any).schemas;

describe("the rows the /docs page shows", () => {
  it("name each request field with its type, whether it is required and its rules", () => {
    const rows = fieldRows(schemas.ChatbotRealEstateListRequest);
    expect(rows.find((row) => row.name === "SerialNumber")).toMatchObject({ type: "string", required: true });
    expect(rows.find((row) => row.name === "PageSize")).toMatchObject({ type: "integer", required: false, rules: ["1 to 100", "default 20"] });
    expect(rows.find((row) => row.name === "SaleType")?.type).toBe('"for_sale" | "for_rent"');
  });

  it("flatten arrays of objects and nullable objects into dotted names", () => {
    const page = fieldRows(schemas.ChatbotRealEstateListData).map((row) => row.name);
    expect(page).toContain("List[].Price");
    expect(page).toContain("VirtualCount");
    const config = fieldRows(schemas.WidgetConfigData);
    expect(config.find((row) => row.name === "PrivacyPolicy")?.type).toBe("object | null");
    expect(config.map((row) => row.name)).toContain("PrivacyPolicy.Url");
    expect(typeLabel(schemas.ChatbotListData)).toBe("array of object");
  });
});
