import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHAT_ROUTES, canonicalChatPath } from "@/lib/api/routes";

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.dirname(full)] : [];
  });
}

describe("the /chat route table", () => {
  it("lists exactly the endpoint folders under app/chat, so case-insensitive matching reaches each", () => {
    const onDisk = routeFiles("app/chat")
      .map((dir) => `/${dir.replace(/^app\//, "").split(path.sep).join("/")}`)
      .filter((route) => !route.includes("["))
      .sort();
    expect([...CHAT_ROUTES].sort()).toEqual(onDisk);
  });

  it("maps any spelling of a path to its route and nothing else", () => {
    expect(canonicalChatPath("/chat/chatbot/realestatelist")).toBe("/chat/Chatbot/RealEstateList");
    expect(canonicalChatPath("/CHAT/CHATBOT/EDIT/")).toBe("/chat/Chatbot/Edit");
    expect(canonicalChatPath("/chat/Chatbot/Nope")).toBeUndefined();
  });
});
