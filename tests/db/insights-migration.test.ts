import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { getTableColumns } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";
import type { Database } from "@/db/client";
import * as schema from "@/db/schema";
import { createWorkspace } from "@/lib/auth/workspaces";
import { defaultSettings } from "@/lib/chatbots/defaults";
import { chatbotInsightsInput } from "@/lib/insights/schema";
import { chatbotInsights } from "@/lib/insights/service";

// An install from before Insights upgrades: migration 0020 gives the questions it already holds
// their answer time and outcome from the answers that followed them, and counts them.

const MIGRATIONS = path.resolve(import.meta.dirname, "../../db/migrations");
const dir = mkdtempSync(path.join(tmpdir(), "casabot-insights-migration-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was before migration `number` (it and every later one left out). */
function migrationsBefore(number: number): string {
  const folder = path.join(dir, "before");
  const later = (name: string) => /^\d{4}_/.test(name) && Number(name.slice(0, 4)) >= number;
  cpSync(MIGRATIONS, folder, { recursive: true, filter: (source) => !later(path.basename(source)) });
  const journalFile = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  journal.entries = journal.entries.filter((entry: { tag: string }) => !later(entry.tag));
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

it("counts the questions stored before it, from the answers that followed them", async () => {
  const client = await PGlite.create(path.join(dir, "pglite"), { extensions: { unaccent, pg_trgm } });
  try {
    const db = drizzle({ client, schema }) as unknown as Database;
    await migrate(drizzle({ client }), { migrationsFolder: migrationsBefore(20) });
    const workspace = { id: (await createWorkspace({ db, name: "Before" })).workspaceId, name: "Before" };
    // The chatbot as that install held it: only the settings columns it had (later migrations add more).
    const bot = randomBytes(16).toString("hex");
    const { rows: existing } = await client.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'chatbots'");
    const had = new Set(existing.map((row) => row.column_name));
    const settings = Object.entries(defaultSettings("UTC")).flatMap(([field, value]) => {
      const column = getTableColumns(schema.chatbots)[field as keyof typeof schema.chatbots.$inferSelect]?.name;
      return column && had.has(column) ? [[column, value] as const] : [];
    });
    await client.query(
      `insert into chatbots (id, workspace_id, ${settings.map(([column]) => `"${column}"`).join(", ")}) values ($1, $2, ${settings.map((_, index) => `$${index + 3}`).join(", ")})`,
      [bot, workspace.id, ...settings.map(([, value]) => value)],
    );
    await client.query("update chatbots set time_zone = 'America/New_York' where id = $1", [bot]);
    const { rows } = await client.query<{ id: number }>("insert into chat_sessions (chatbot_id) values ($1) returning id", [bot]);
    const session = rows[0]!.id;
    const say = (role: string, content: string, at: string, noAnswer = false) =>
      client.query("insert into chat_messages (session_id, chatbot_id, role, content, no_answer, created_at) values ($1, $2, $3, $4, $5, $6)", [
        session,
        bot,
        role,
        content,
        noAnswer,
        at,
      ]);
    await say("question", "Homes in Austin?", "2026-02-10T15:00:00Z");
    await say("answer", "Here are three.", "2026-02-10T15:00:02.5Z");
    await say("question", "Do you do property management?", "2026-02-10T15:01:00Z");
    await say("answer", "I don't have that information.", "2026-02-10T15:01:00.4Z", true);
    // A question whose answer never came (the server stopped): not counted.
    await say("question", "And in Denver?", "2026-02-10T15:02:00Z");

    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
    const found = await chatbotInsights({ db, workspace, input: chatbotInsightsInput.parse({ SerialNumber: bot, From: "2026-02-10", To: "2026-02-10" }) });
    expect(found.Totals).toEqual({
      Conversations: 1,
      Questions: 2,
      Answered: 1,
      NoAnswer: 1,
      Interrupted: 0,
      NoAnswerRate: 0.5,
      MedianAnswerMs: 400,
      Leads: 0,
      Handoffs: 0,
    });
    expect(found.Unanswered.map((group) => [group.Question, group.Count])).toEqual([["Do you do property management?", 1]]);
    expect(found.Heatmap).toEqual([{ Weekday: 2, Hour: 10, Questions: 2 }]);
  } finally {
    await client.close();
  }
});
