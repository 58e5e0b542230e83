import { describe, expect, it } from "vitest";
import { serverFieldErrors } from "@/components/listings/listing-form-values";
import { createListingInput } from "@/lib/listings/schema";
import { describeIssues, namedIssues, validationErrorMap } from "@/lib/validation/messages";

describe("namedIssues", () => {
  it("reads back every field, index and key that describeIssues wrote", () => {
    const result = createListingInput.safeParse(
      { SerialNumber: "abc", SaleType: "sold", Images: ["https://x.test/a.jpg", "ftp://x"], ExtensionColumn: [{ Key: "Pool", value: {} }] },
      { error: validationErrorMap },
    );
    const issues = namedIssues(describeIssues(result.error!.issues));
    expect(issues).toContainEqual({ field: "SaleType", message: "must be one of for_sale, for_rent" });
    expect(issues).toContainEqual({ field: "Images", index: 1, message: "must be an http(s) URL" });
    expect(issues).toContainEqual({ field: "ExtensionColumn", index: 0, key: "value", message: "must be a string" });
  });

  it("maps a listing message to form paths, and keeps only listing fields", () => {
    expect(serverFieldErrors('MLSNumber "A-1" is already used by listing 7 of this chatbot; Images[2] must be an http(s) URL; Chatbot not found')).toEqual([
      { path: "MLSNumber", message: '"A-1" is already used by listing 7 of this chatbot' },
      { path: "Images.2.url", message: "must be an http(s) URL" },
    ]);
    expect(serverFieldErrors("ExtensionColumn[3].Key must not be empty")).toEqual([{ path: "ExtensionColumn.3.Key", message: "must not be empty" }]);
  });
});
