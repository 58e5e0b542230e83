import { describe, expect, it } from "vitest";
import { settingErrors } from "@/components/settings/server-errors";
import { editChatbotInput } from "@/lib/chatbots/schema";
import { describeIssues, validationErrorMap } from "@/lib/validation/messages";

describe("settingErrors", () => {
  it("finds each setting a validation message of Edit names, with what it says of it", () => {
    const result = editChatbotInput.safeParse(
      { serialNumber: "abc", Domains: "not a host!", Temperature: 150, ChatBubbleColor: "rgb(300,0,0)" },
      { error: validationErrorMap },
    );
    expect(result.success).toBe(false);
    const message = describeIssues(result.error!.issues);
    expect(settingErrors(message)).toEqual([
      { field: "Temperature", message: "must be at most 100" },
      { field: "ChatBubbleColor", message: "must be a colour: rgb(r,g,b) with each value from 0 to 255, or a hex colour such as #BF5700 or #fff" },
      { field: "Domains", message: "must be host names separated by commas or new lines (*.example.com allowed)" },
    ]);
  });

  it("takes a service's message about one setting, and ignores messages that name none", () => {
    expect(settingErrors("ChatIcon must be an image file ID of this workspace")).toEqual([
      { field: "ChatIcon", message: "must be an image file ID of this workspace" },
    ]);
    expect(settingErrors("Chatbot not found")).toEqual([]);
    expect(settingErrors("Request body must be an object; serialNumber is required")).toEqual([]);
  });
});
