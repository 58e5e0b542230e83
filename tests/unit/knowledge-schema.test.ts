import { describe, expect, it } from "vitest";
import { addKnowledgeInput, chunkInput, deleteKnowledgeInput, listKnowledgeInput, searchKnowledgeInput, updateKnowledgeInput } from "@/lib/knowledge/schema";
import { knowledgeChunkLimit } from "@/lib/knowledge/service";

const bot = "3f2a9c4e8b1d4f6a9e0c7b5d2a1f8e63";
const failedPaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("knowledge input schemas", () => {
  it("trims a Q&A and defaults its other phrasings to none", () => {
    expect(addKnowledgeInput.parse({ SerialNumber: bot.toUpperCase(), Question: "  Fees? ", Answer: " 2.5% " })).toEqual({
      SerialNumber: bot,
      Question: "Fees?",
      AlternativeQuestions: [],
      Answer: "2.5%",
    });
  });

  it("bounds every text and list", () => {
    expect(failedPaths(addKnowledgeInput.safeParse({ SerialNumber: bot, Question: " ", Answer: "a".repeat(10_001) }))).toEqual(["Question", "Answer"]);
    const many = Array.from({ length: 21 }, (_, i) => `q${i}`);
    expect(failedPaths(addKnowledgeInput.safeParse({ SerialNumber: bot, Question: "Q", Answer: "A", AlternativeQuestions: many }))).toEqual([
      "AlternativeQuestions",
    ]);
    expect(failedPaths(deleteKnowledgeInput.safeParse({ SerialNumber: bot, IDs: Array.from({ length: 101 }, (_, i) => i + 1) }))).toEqual(["IDs"]);
    expect(failedPaths(searchKnowledgeInput.safeParse({ SerialNumber: bot, Question: "x".repeat(1001) }))).toEqual(["Question"]);
    expect(chunkInput.safeParse({ content: "   " }).success).toBe(false);
  });

  it("takes IDs as digits in text or as numbers, and nothing else", () => {
    expect(updateKnowledgeInput.parse({ SerialNumber: bot, ID: "42" }).ID).toBe(42);
    expect(updateKnowledgeInput.parse({ SerialNumber: bot, ID: 42 }).ID).toBe(42);
    for (const ID of ["4.2", "-1", "abc", "", "1".repeat(16), null])
      expect(failedPaths(updateKnowledgeInput.safeParse({ SerialNumber: bot, ID }))).toEqual(["ID"]);
  });

  it("pages and limits with defaults, and treats empty filters as none", () => {
    expect(listKnowledgeInput.parse({ SerialNumber: bot, Kind: "", Status: null })).toEqual({ SerialNumber: bot, PageNumber: 1, PageSize: 20 });
    expect(listKnowledgeInput.parse({ SerialNumber: bot, PageSize: "5", Status: "failed" })).toMatchObject({ PageSize: 5, Status: "failed" });
    expect(failedPaths(listKnowledgeInput.safeParse({ SerialNumber: bot, PageSize: 101, Kind: "pdf" }))).toEqual(["Kind", "PageSize"]);
    expect(searchKnowledgeInput.parse({ SerialNumber: bot, Question: "fees" }).Limit).toBe(5);
  });

  it("reads KNOWLEDGE_MAX_CHUNKS with a default", () => {
    expect(knowledgeChunkLimit({})).toBe(5000);
    expect(knowledgeChunkLimit({ KNOWLEDGE_MAX_CHUNKS: "12" })).toBe(12);
    expect(knowledgeChunkLimit({ KNOWLEDGE_MAX_CHUNKS: "nope" })).toBe(5000);
  });
});
