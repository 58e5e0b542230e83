import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contract } from "@/lib/api/openapi/contract";
import { canonicalChatPath } from "@/lib/api/chat-path.mjs";
import { CHAT_PATHS_FILE, GENERATE_COMMAND, renderChatPaths } from "../../scripts/generate-routes";

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.dirname(full)] : [];
  });
}

describe("the /chat registry", () => {
  it("has an entry for exactly the endpoint folders under app/chat (Next routes by folder)", () => {
    const onDisk = routeFiles("app/chat")
      .map((dir) => path.relative("app/chat", dir).split(path.sep).join("/"))
      .filter((name) => !name.includes("["))
      .sort();
    expect(Object.keys(contract).sort()).toEqual(onDisk);
  });

  it("has its path table generated from the current entries", () => {
    expect(readFileSync(CHAT_PATHS_FILE, "utf8"), `${CHAT_PATHS_FILE} is stale: run ${GENERATE_COMMAND}`).toBe(renderChatPaths(Object.keys(contract)));
  });

  it("maps any spelling of a path to its route and nothing else", () => {
    expect(canonicalChatPath("/chat/chatbot/realestatelist")).toBe("/chat/Chatbot/RealEstateList");
    expect(canonicalChatPath("/CHAT/CHATBOT/EDIT/")).toBe("/chat/Chatbot/Edit");
    expect(canonicalChatPath("/chat/Chatbot/Nope")).toBeUndefined();
  });
});
