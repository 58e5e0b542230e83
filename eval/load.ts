import type { Database } from "@/db/client";
import { LISTING_STATUSES } from "@/db/enums";
import { listings } from "@/db/schema";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createChatbot } from "@/lib/chatbots/service";
import { createListing } from "@/lib/listings/service";
import { chunkSections } from "@/lib/knowledge/extract";
import { knowledgeLanguage } from "@/lib/knowledge/language";
import { addQaSource, createSource, storeChunks } from "@/lib/knowledge/service";
import { KNOWLEDGE_DOCUMENTS, KNOWLEDGE_QA } from "./fixtures/knowledge";
import type { EvalListing, Fixture } from "./fixtures/types";

// Loads a fixture into a chatbot of its own: small fixtures through the listings service
// (validated like the API), the big one in bulk inserts of the same rows (createListing is one
// insert of these fields, so whatever the database derives, both get; ten times faster).
// Listings in a status this build's enum does not know yet are skipped and reported (their
// questions then fail, as they should).

const BULK_ROWS = 500;

export interface Loaded {
  chatbotId: string;
  loaded: number;
  skipped: number;
}

export async function loadFixture(db: Database, workspace: WorkspaceRef, fixture: Fixture): Promise<Loaded> {
  const chatbotId = await createChatbot({ db, workspace, input: { Name: `Eval ${fixture.name}` } });
  const known = new Set<string>(LISTING_STATUSES);
  const usable = fixture.listings.filter((listing) => known.has(listing.fields.Status));
  if (fixture.listings.length > 1000) await bulkInsert(db, chatbotId, usable);
  else for (const listing of usable) await createListing({ db, workspace, input: { SerialNumber: chatbotId, ...(listing.fields as object) } as never });
  return { chatbotId, loaded: usable.length, skipped: fixture.listings.length - usable.length };
}

async function bulkInsert(db: Database, chatbotId: string, rows: EvalListing[]) {
  for (let start = 0; start < rows.length; start += BULK_ROWS) {
    const batch = rows.slice(start, start + BULK_ROWS).map((listing) => ({ chatbotId, ...listing.fields }));
    await db.insert(listings).values(batch as never);
  }
}

/** The agency's knowledge (fixtures/knowledge.ts) into a chatbot: the Q&As through the service, the documents chunked by section as the ingester does. */
export async function loadKnowledge(db: Database, workspace: WorkspaceRef, chatbotId: string): Promise<number> {
  for (const qa of KNOWLEDGE_QA) {
    await addQaSource({
      db,
      workspace,
      input: { SerialNumber: chatbotId, Question: qa.question, AlternativeQuestions: qa.alternatives ?? [], Answer: qa.answer },
    });
  }
  for (const document of KNOWLEDGE_DOCUMENTS) {
    const text = document.sections.map((section) => section.text).join("\n");
    const source = await createSource(db, chatbotId, { kind: "document", title: document.title, language: knowledgeLanguage(text) });
    const chunks = chunkSections(
      document.sections.map((section) => ({ headings: [document.title, section.heading], text: section.text })),
      { maxChars: 1200 },
    );
    await storeChunks(
      db,
      source.id,
      chunks.map((chunk) => ({ heading: chunk.headings.join(" > "), content: chunk.content })),
    );
  }
  return KNOWLEDGE_QA.length + KNOWLEDGE_DOCUMENTS.length;
}
