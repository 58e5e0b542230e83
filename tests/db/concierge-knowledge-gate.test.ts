import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import { createWorkspace } from "@/lib/auth/workspaces";
import { clientAsk } from "@/lib/chat/ask";
import { createSession } from "@/lib/chat/sessions";
import { loadFixture, loadKnowledge } from "@/eval/load";
import { US } from "@/eval/fixtures/us";
import { migratedDataDir } from "@/tests/setup/databases";

// The agency's questions that read like listing searches, against the eval's `us` listings and
// the agency's real knowledge fixture (eval/fixtures/knowledge.ts), in process over a real
// database: a question about the agency's services is answered from the passage that covers it
// and not with homes; a word nothing covers ("farms", "cheque", "years") makes an honest "I
// don't have that information"; a message naming a listing gets its agency question answered
// too, then the listing; and a Q&A that answers beats a document whose title only names a word.

const GUIDE = "Buyer's guide";
const APPLY = "What do I need to apply for a rental?";
const FOREIGN = "¿Ayudan a compradores extranjeros?";
const MANAGEMENT = "Proposez-vous la gestion locative ?";
const CLOSING = "How does closing work?";
const REPAIRS = "Who takes care of maintenance and repairs in a rental?";
const DEPOSIT = "How much is the security deposit on a rental?";
const FEES = "What are your fees?";

describe("agency questions that read as listing searches", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let workspace: WorkspaceRef;
  let bot = "";
  /** The same listings, no knowledge. */
  let plain = "";

  async function ask(content: string, serialNumber = bot) {
    const { SessionID } = await createSession({ db: handle.db, workspace, serialNumber });
    return (await clientAsk({
      db: handle.db,
      workspace,
      input: { sessionID: SessionID, content, chatAskType: "Text", stream: false, listingCards: false },
      request: new Request("http://localhost/chat/Chat/ClientAsk"),
    })) as { content: string; noAnswer: boolean };
  }

  /** Answered from the knowledge: the fact, the source named, no listing before it. */
  async function answers(question: string, source: string, fact: string) {
    const reply = await ask(question);
    expect(reply.noAnswer, question).toBe(false);
    expect(reply.content, question).toContain(fact);
    expect(reply.content, question).toContain(source);
    // The knowledge first: a listing, when one follows, comes after it.
    if (reply.content.includes("MLS")) expect(reply.content.indexOf(fact), question).toBeLessThan(reply.content.indexOf("MLS"));
    return reply.content;
  }

  async function doesNotKnow(question: string) {
    const reply = await ask(question);
    expect(reply.noAnswer, `${question}\n${reply.content}`).toBe(true);
    expect(reply.content, question).not.toMatch(/MLS|Source|Fuente/);
  }

  beforeAll(async () => {
    dataDir = await migratedDataDir("knowledge-gate");
    handle = await openDatabase({ dataDir, poolMax: 1 });
    workspace = { id: (await createWorkspace({ db: handle.db, name: "Gate" })).workspaceId, name: "Gate" };
    bot = (await loadFixture(handle.db, workspace, US)).chatbotId;
    await loadKnowledge(handle.db, workspace, bot);
    plain = (await loadFixture(handle.db, workspace, US)).chatbotId;
  });

  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a question about renting or buying through the agency from the knowledge, not with homes", async () => {
    await answers("¿Qué necesito para rentar un departamento con ustedes?", APPLY, "pay stubs");
    await answers("Qu'est-ce qu'il faut pour louer un appartement avec vous ?", APPLY, "pay stubs");
    await answers("Comment acheter une maison depuis l'étranger avec votre aide ?", FOREIGN, "ITIN");
    await answers("How does buying a house from overseas work through you?", FOREIGN, "ITIN");
    await answers("Una vez aceptada mi oferta por la casa, ¿cuánto tarda el cierre?", CLOSING, "45 days");
    await answers("Après l'acceptation de mon offre pour une maison, combien de temps avant la signature ?", CLOSING, "45 days");
    await answers("if I rent a house and the roof leaks, who fixes it?", REPAIRS, "landlord");
    await answers("Si je loue une maison et qu'il y a une fuite, qui répare ?", REPAIRS, "landlord");
    await answers("¿Pueden administrar mi departamento en alquiler?", MANAGEMENT, "8 %");
    await answers("can you manage my rental property?", MANAGEMENT, "8 %");
  });

  it("says it does not know what no passage covers, whatever vocabulary the uncovered word is", async () => {
    // Kinds that are no home, asked of the agency's services: no search answering, no Q&A sharing a verb.
    await doesNotKnow("do you list farms or ranches?");
    await doesNotKnow("¿Trabajan con fincas rústicas?");
    await doesNotKnow("Vous occupez-vous de fermes ?");
    // A deposit, a payment or a number of years the knowledge does not speak of.
    await doesNotKnow("is there an extra deposit for a waterbed?");
    await doesNotKnow("¿Aceptan pagos con tarjeta para el depósito?");
    await doesNotKnow("Acceptez-vous les chèques pour la caution ?");
    await doesNotKnow("¿Cuántos años llevan en el negocio?");
    await doesNotKnow("Depuis combien d'années existe votre agence ?");
    await doesNotKnow("what's your fax number?");
  });

  it("answers with the homes it found, as before, a chatbot that has no knowledge", async () => {
    for (const question of ["do you list farms or ranches?", "¿Tienen alquileres vacacionales?", "Vous occupez-vous de terrains ?"]) {
      const reply = await ask(question, plain);
      expect(reply.noAnswer, `${question}\n${reply.content}`).toBe(false);
      expect(reply.content, question).toMatch(/Austin|Boise|Denver|Charlotte/);
    }
  });

  it("answers the agency question of a message that names a listing, then the listing", async () => {
    const english = await answers("Is 1200 Lamar Blvd #5 still available? Also what documents do I need to apply?", APPLY, "pay stubs");
    expect(english).toContain("1200 Lamar Blvd #5");
    const spanish = await answers("Me gusta 4100 Congress Ave. ¿Cuánto cuesta la inspección de la casa?", GUIDE, "$400");
    expect(spanish).toContain("4100 Congress Ave");
    const french = await answers("Je suis intéressé par le 5604 Duval St. Quand est-ce qu'on récupère la caution ?", DEPOSIT, "30 days");
    expect(french).toContain("5604 Duval St");
  });

  it("prefers the Q&A that asks the question to a document whose title names one of its words", async () => {
    await answers("do home buyers owe you a fee?", FEES, "nothing");
    await answers("¿Los compradores les pagan algo?", FEES, "nothing");
    await answers("Est-ce que les acheteurs vous paient quelque chose ?", FEES, "nothing");
  });

  it("still answers listing searches with homes", async () => {
    for (const question of ["3 bed homes in Austin", "maisons à vendre à Boise", "¿Tienen terrenos en venta?", "do you have commercial properties?"]) {
      const reply = await ask(question);
      expect(reply.content, question).not.toMatch(/Source|Fuente/);
      expect(reply.noAnswer, question).toBe(false);
    }
  });
});
