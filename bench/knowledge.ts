// Knowledge search over 10,000 passages (issue 19's target: p50 <= 10 ms), on PGlite and on the
// local PostgreSQL, in process: a fresh database each, one chatbot holding 10,000 chunks of
// generated agency documents in English, Spanish and French (seeded PRNG, stored through
// storeChunks as the ingesters store them), then a fixed mix of visitors' questions (each
// language, accents left out, typos, a question nothing answers) through searchPassages, as
// Knowledge/Search and the searchKnowledge tool run it. Prints p50/p95/max per engine and the plan
// of one search; the JSON goes to bench/results/knowledge-<date>.json.
//
//   npm run bench:knowledge                 # both engines (PostgreSQL when one answers)
//   npm run bench:knowledge -- --chunks 20000 --rounds 30
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type DatabaseHandle, openDatabase } from "@/db/client";
import type { KnowledgeLanguage } from "@/db/schema";
import { createWorkspace } from "@/lib/auth/workspaces";
import { createChatbot } from "@/lib/chatbots/service";
import { searchPassages } from "@/lib/knowledge/search";
import { createSource, storeChunks } from "@/lib/knowledge/service";

const { values: args } = parseArgs({
  options: {
    chunks: { type: "string", default: "10000" },
    rounds: { type: "string", default: "20" },
    "pglite-only": { type: "boolean", default: false },
  },
});
const CHUNKS = Number(args.chunks);
const ROUNDS = Number(args.rounds);
const CHUNKS_PER_SOURCE = 20;
process.env.KNOWLEDGE_MAX_CHUNKS = String(CHUNKS + 1000);

/** mulberry32: the same text on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Topics an agency writes about, as sentence parts per language. A passage is a few sentences of
// one topic, so passages of a topic share words and the ranking has real work to do.
const TOPICS: Record<Exclude<KnowledgeLanguage, "other">, { heading: string; subjects: string[]; verbs: string[]; objects: string[] }[]> = {
  en: [
    {
      heading: "Fees and commissions",
      subjects: ["Our commission", "The listing fee", "The buyer's agent fee", "Our flat fee"],
      verbs: ["is paid", "is negotiated", "is due", "covers"],
      objects: ["at closing", "by the seller", "with the title company", "marketing, photos and open houses"],
    },
    {
      heading: "Office hours",
      subjects: ["Our office", "The front desk", "Our agents", "The Austin branch"],
      verbs: ["is open", "answer calls", "meet clients", "are available"],
      objects: ["Monday to Friday from 9 am to 6 pm", "on Saturdays by appointment", "evenings for showings", "on public holidays by phone"],
    },
    {
      heading: "First-time buyers",
      subjects: ["First-time buyers", "Our buyer program", "A pre-approval", "Down payment assistance"],
      verbs: ["get help with", "includes", "is required before", "can lower"],
      objects: ["the mortgage process", "a free consultation", "making an offer", "closing costs"],
    },
    {
      heading: "Closing in Texas",
      subjects: ["Closing in Texas", "The title company", "The option period", "Earnest money"],
      verbs: ["usually takes", "handles", "lasts", "is held by"],
      objects: ["30 to 45 days", "the escrow and the deed", "seven to ten days", "the escrow agent"],
    },
    {
      heading: "Rental management",
      subjects: ["Our property managers", "Maintenance requests", "Rent", "Security deposits"],
      verbs: ["handle", "are answered within", "is collected", "are returned within"],
      objects: ["repairs and tenant screening", "24 hours", "online on the first of the month", "30 days of move-out"],
    },
    {
      heading: "Home inspections",
      subjects: ["A home inspection", "The inspector", "Repairs", "A termite report"],
      verbs: ["is recommended for", "checks", "can be negotiated after", "is required by"],
      objects: ["every purchase", "the roof, plumbing and wiring", "the inspection report", "some lenders"],
    },
  ],
  es: [
    {
      heading: "Honorarios y comisiones",
      subjects: ["Nuestra comisión", "La tarifa de venta", "El agente del comprador", "Nuestra tarifa fija"],
      verbs: ["se paga", "se negocia", "se cobra", "incluye"],
      objects: ["al cierre", "por el vendedor", "con la compañía de títulos", "fotos, publicidad y visitas"],
    },
    {
      heading: "Horario de la oficina",
      subjects: ["Nuestra oficina", "La recepción", "Nuestros agentes", "La sucursal de Miami"],
      verbs: ["abre", "atiende llamadas", "reciben clientes", "están disponibles"],
      objects: ["de lunes a viernes de 9 a 18 horas", "los sábados con cita", "por la tarde para visitas", "en días festivos por teléfono"],
    },
    {
      heading: "Compradores primerizos",
      subjects: ["Los compradores primerizos", "Nuestro programa", "La preaprobación", "La ayuda para la entrada"],
      verbs: ["reciben ayuda con", "incluye", "es necesaria antes de", "puede reducir"],
      objects: ["la hipoteca", "una consulta gratuita", "hacer una oferta", "los gastos de cierre"],
    },
    {
      heading: "Administración de alquileres",
      subjects: ["Nuestros administradores", "Las solicitudes de mantenimiento", "El alquiler", "Los depósitos"],
      verbs: ["se encargan de", "se atienden en", "se cobra", "se devuelven en"],
      objects: ["las reparaciones y la selección de inquilinos", "24 horas", "en línea el primer día del mes", "30 días tras la mudanza"],
    },
  ],
  fr: [
    {
      heading: "Honoraires et commissions",
      subjects: ["Nos honoraires", "La commission de vente", "L'agent de l'acheteur", "Notre forfait"],
      verbs: ["sont payés", "sont négociés", "est dû", "comprend"],
      objects: ["à la signature", "par le vendeur", "chez le notaire", "les photos, la publicité et les visites"],
    },
    {
      heading: "Horaires de l'agence",
      subjects: ["Notre agence", "L'accueil", "Nos agents", "L'agence de Montréal"],
      verbs: ["est ouverte", "répond au téléphone", "reçoivent les clients", "sont disponibles"],
      objects: ["du lundi au vendredi de 9 h à 18 h", "le samedi sur rendez-vous", "le soir pour les visites", "les jours fériés par téléphone"],
    },
    {
      heading: "Premier achat",
      subjects: ["Les primo-accédants", "Notre accompagnement", "L'accord de principe", "Le prêt à taux zéro"],
      verbs: ["sont aidés pour", "comprend", "est nécessaire avant", "peut réduire"],
      objects: ["le crédit immobilier", "un rendez-vous gratuit", "une offre d'achat", "les frais de notaire"],
    },
    {
      heading: "Gestion locative",
      subjects: ["Nos gestionnaires", "Les demandes d'entretien", "Le loyer", "Le dépôt de garantie"],
      verbs: ["s'occupent de", "sont traitées sous", "est prélevé", "est rendu sous"],
      objects: ["des réparations et du choix des locataires", "24 heures", "le premier du mois", "un mois après l'état des lieux"],
    },
  ],
};

function passage(random: () => number, language: Exclude<KnowledgeLanguage, "other">, sourceIndex: number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const topic = pick(TOPICS[language]);
  const sentences = Array.from({ length: 3 + Math.floor(random() * 4) }, () => `${pick(topic.subjects)} ${pick(topic.verbs)} ${pick(topic.objects)}.`);
  return { heading: `Guide ${sourceIndex} > ${topic.heading}`, content: sentences.join(" ") };
}

/** The mix a visitor sends, each language, accents dropped, typos, and one nothing answers. */
const QUESTIONS = [
  "What are your fees?",
  "when is your office open on saturday",
  "do you help first-time buyers with the down payment",
  "how long does closing take in Texas",
  "who handles maintenance requests for rentals",
  "¿Cuál es su comisión de venta?",
  "horario de la oficina los sabados",
  "¿Ayudan a compradores primerizos con la hipoteca?",
  "Quels sont vos honoraires ?",
  "horaires de l'agence le samedi",
  "depot de garantie rendu quand",
  "comissions at closng",
  "do you allow pets on the moon",
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};
const round2 = (ms: number) => Math.round(ms * 100) / 100;
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const keys = await createWorkspace({ db, name: "Knowledge bench" });
  const workspace = { id: keys.workspaceId, name: "Knowledge bench" };
  const chatbotId = await createChatbot({ db, workspace, input: { Name: "Knowledge bench bot", timeZone: "UTC" } });
  const random = prng(19);
  const languages: Exclude<KnowledgeLanguage, "other">[] = ["en", "en", "es", "fr"];
  const started = performance.now();
  for (let stored = 0, index = 0; stored < CHUNKS; index++) {
    const language = languages[index % languages.length]!;
    const count = Math.min(CHUNKS_PER_SOURCE, CHUNKS - stored);
    const source = await createSource(db, chatbotId, { kind: "document", title: `Guide ${index}.pdf`, language });
    await storeChunks(
      db,
      source.id,
      Array.from({ length: count }, () => passage(random, language, index)),
      language,
    );
    stored += count;
  }
  await db.execute(sql`analyze knowledge_chunks`);
  return { chatbotId, seedMs: performance.now() - started };
}

async function measure(engine: string, handle: DatabaseHandle) {
  const { chatbotId, seedMs } = await seed(handle);
  console.log(`${engine}: stored ${CHUNKS} chunks in ${(seedMs / 1000).toFixed(1)} s`);
  const times: number[] = [];
  const perQuestion = new Map<string, number[]>(QUESTIONS.map((q) => [q, []]));
  const found = new Map<string, number>();
  for (let r = 0; r <= ROUNDS; r++) {
    for (const question of QUESTIONS) {
      const started = performance.now();
      const { passages } = await searchPassages(handle.db, chatbotId, question, 5);
      const ms = performance.now() - started;
      // Round 0 warms caches and plans; it is not counted.
      if (r > 0) {
        times.push(ms);
        perQuestion.get(question)!.push(ms);
      }
      found.set(question, passages.length);
    }
  }
  const plan = rowsOf(
    await handle.db.execute(sql`explain analyze select c.id from knowledge_chunks c
      where c.chatbot_id = ${chatbotId}
        and c.search_vector @@ (websearch_to_tsquery('casabot_en', 'office hours saturday')::text::tsquery)`),
  )
    .map((row) => String(Object.values(row)[0]))
    .join("\n");
  const summary = {
    engine,
    chunks: CHUNKS,
    seedSeconds: round2(seedMs / 1000),
    searches: times.length,
    p50: round2(percentile(times, 50)),
    p95: round2(percentile(times, 95)),
    max: round2(Math.max(...times)),
    perQuestion: QUESTIONS.map((question) => ({ question, p50: round2(percentile(perQuestion.get(question)!, 50)), passages: found.get(question) })),
    plan,
  };
  console.log(`${engine}: ${summary.searches} searches, p50 ${summary.p50} ms, p95 ${summary.p95} ms, max ${summary.max} ms`);
  for (const row of summary.perQuestion) console.log(`  ${row.p50.toFixed(2).padStart(7)} ms  ${String(row.passages).padStart(2)} passages  ${row.question}`);
  return summary;
}

async function pglite() {
  const dir = await mkdtemp(path.join(tmpdir(), "casabot-kb-bench-"));
  const handle = await openDatabase({ dataDir: dir, poolMax: 1 });
  try {
    return await measure("pglite", handle);
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function postgresql() {
  const server = process.env.CI_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = postgres(server, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const name = `casabot_kb_bench_${Date.now()}`;
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    console.log(`postgres: skipped, no server answered at ${server} (${(error as Error).message})`);
    await admin.end({ timeout: 1 });
    return null;
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "", poolMax: 2 });
  try {
    const [{ version }] = (await (handle.db as unknown as { $client: postgres.Sql })
      .$client`select current_setting('server_version') as version`) as unknown as [{ version: string }];
    return { ...(await measure("postgres", handle)), version };
  } finally {
    await handle.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 1 });
  }
}

const results = { at: new Date().toISOString(), node: process.version, pglite: await pglite(), postgres: args["pglite-only"] ? null : await postgresql() };
await mkdir(path.join(import.meta.dirname, "results"), { recursive: true });
const file = path.join(import.meta.dirname, "results", `knowledge-${results.at.slice(0, 16).replace(":", "-")}.json`);
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`results: ${path.relative(process.cwd(), file)}`);
