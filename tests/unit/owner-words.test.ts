import { describe, expect, it } from "vitest";
import { inOwnerWords } from "@/lib/validation/messages";

const labels = { MLSNumber: "MLS number", HOAMonth: "HOA fee per month", Images: "Images", ExtensionColumn: "Extra fields" };

describe("a server's message in the owner's words", () => {
  it("starts each part that names a field with its label", () => {
    expect(inOwnerWords('MLSNumber "T-1" is already used by listing 4 of this chatbot', labels)).toBe(
      'MLS number "T-1" is already used by listing 4 of this chatbot',
    );
    expect(inOwnerWords("HOAMonth must be a number; MLSNumber must not be empty", labels)).toBe(
      "HOA fee per month must be a number; MLS number must not be empty",
    );
  });

  it("counts list items from 1 and names the key of an item", () => {
    expect(inOwnerWords("Images[1] must be an http(s) URL", labels)).toBe("Images (item 2) must be an http(s) URL");
    expect(inOwnerWords("ExtensionColumn[0].Key must not be empty", labels)).toBe("Extra fields (item 1, key) must not be empty");
  });

  it("leaves parts that name no known field as they are", () => {
    expect(inOwnerWords("Chatbot not found", labels)).toBe("Chatbot not found");
    expect(inOwnerWords("constructor must be a string; toString is odd", labels)).toBe("constructor must be a string; toString is odd");
    expect(inOwnerWords("", labels)).toBe("");
  });
});
