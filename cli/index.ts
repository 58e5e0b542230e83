import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { databaseConfigFromEnv, type Database, openDatabase } from "@/db/client";
import { listingFeeds } from "@/db/schema-integrations";
import type { UserRole } from "@/db/enums";
import { setUserRole } from "@/lib/auth/owners";
import { emailSchema, passwordSchema, roleSchema, workspaceNameSchema } from "@/lib/auth/schema";
import { createApiKey, createUser, createWorkspace, revokeApiKey, rotateSessionKey } from "@/lib/auth/workspaces";
import { s3SettingsFromEnv } from "@/lib/files/s3-settings";
import { describeIssues, validationErrorMap } from "@/lib/validation/messages";

const USAGE = `Casabot admin CLI. Works on DATABASE_URL, or on DATA_DIR while no server holds it.

  workspace create --name <name>                                 [--json]
  user create --email <email> --password <password> --workspace <id> [--json]
  user role --email <email> --role owner|member                  [--json]
      sets the user's role (an owner back into a workspace); a workspace keeps an owner
  key create --workspace <id> [--name <name>]                    [--json]
  key revoke --key <apiKey>                                      [--json]
  sessionkey rotate --workspace <id>                             [--json]
  files to-bucket [--from <dir>]                                 [--json]
      copies every ready file from local disk (default DATA_DIR/files) into the
      S3_BUCKET the environment names; then set S3_* on the servers
  feeds sync --chatbot <id>                                      [--json]
      runs the chatbot's MLS feed now, from where it stands, and says what changed

With --json the last line of stdout is one JSON object.`;

interface Command {
  options: z.ZodObject;
  run: (db: Database, options: Record<string, string>) => Promise<Record<string, unknown>>;
}

const COMMANDS: Record<string, Command> = {
  "workspace create": {
    options: z.object({ name: workspaceNameSchema }),
    run: (db, o) => createWorkspace({ db, name: o.name! }),
  },
  "user create": {
    options: z.object({ email: emailSchema, password: passwordSchema, workspace: z.string() }),
    run: (db, o) => createUser({ db, workspaceId: o.workspace!, email: o.email!, password: o.password! }),
  },
  "user role": {
    options: z.object({ email: emailSchema, role: roleSchema }),
    run: (db, o) => setUserRole({ db, email: o.email!, role: o.role as UserRole }),
  },
  "key create": {
    options: z.object({ workspace: z.string(), name: z.string().max(100).optional() }),
    run: (db, o) => createApiKey({ db, workspaceId: o.workspace!, name: o.name }),
  },
  "key revoke": {
    options: z.object({ key: z.string() }),
    run: (db, o) => revokeApiKey({ db, apiKey: o.key! }),
  },
  "sessionkey rotate": {
    options: z.object({ workspace: z.string() }),
    run: (db, o) => rotateSessionKey({ db, workspaceId: o.workspace! }),
  },
  "feeds sync": {
    options: z.object({ chatbot: z.string().min(1).max(64) }),
    async run(db, o) {
      const [feed] = await db.select().from(listingFeeds).where(eq(listingFeeds.chatbotId, o.chatbot!));
      if (!feed) throw new Error(`Chatbot ${o.chatbot} has no feed (set one with Feed/Set or on its Integrations tab)`);
      // Imported by the one command that runs it: the feed sync and the S3 client are most of
      // the CLI's start (0.4 s of about 2 s), which every other command would pay for nothing.
      const { runFeed } = await import("@/lib/feeds/sync");
      const result = await runFeed(db, feed.id);
      if (!result.ran) throw new Error("Another run holds the feed now (a server's schedule): try again when it ends");
      if (result.error) throw new Error(`The run stopped: ${result.error} (added ${result.added}, changed ${result.changed}, removed ${result.removed})`);
      return { added: result.added, changed: result.changed, removed: result.removed, problems: result.problems.length };
    },
  },
  "files to-bucket": {
    options: z.object({ from: z.string().min(1).optional() }),
    async run(db, o) {
      const settings = s3SettingsFromEnv();
      if (!settings) throw new Error("Set S3_BUCKET, S3_REGION (and S3_ENDPOINT, the keys) to the bucket to copy the files into");
      const [{ copyFilesToBucket }, { s3Storage }, { localDiskStorage }] = await Promise.all([
        import("@/lib/files/migrate"),
        import("@/lib/files/s3"),
        import("@/lib/files/storage"),
      ]);
      const from = o.from ?? path.join(databaseConfigFromEnv().dataDir, "files");
      const report = await copyFilesToBucket({ db, from: localDiskStorage(from), to: s3Storage(settings), log: (line) => console.error(line) });
      return { ...report };
    },
  },
};

class UsageError extends Error {}

const OPTIONS = {
  json: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
  name: { type: "string" },
  email: { type: "string" },
  password: { type: "string" },
  workspace: { type: "string" },
  key: { type: "string" },
  role: { type: "string" },
  from: { type: "string" },
  chatbot: { type: "string" },
} as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    // An unknown flag, or a flag without its value.
    throw new UsageError((error as Error).message.split("\n")[0]!);
  }
}

async function main(argv: string[]): Promise<number> {
  const json = argv.includes("--json");
  try {
    const { values, positionals } = parse(argv);
    const command = COMMANDS[positionals.slice(0, 2).join(" ")];
    if (values.help || !command || positionals.length !== 2) {
      throw new UsageError(positionals.length ? `Unknown command: ${positionals.join(" ")}` : "No command given");
    }
    const { json: _json, help: _help, ...given } = values;
    const parsed = command.options.safeParse(given, { error: validationErrorMap });
    if (!parsed.success) throw new UsageError(describeIssues(parsed.error.issues).replace(/^(\w)/, "--$1"));

    const handle = await openDatabase(databaseConfigFromEnv());
    try {
      const result = await command.run(handle.db, parsed.data as Record<string, string>);
      if (!json) for (const [field, value] of Object.entries(result)) console.log(`${field}: ${String(value)}`);
      else console.log(JSON.stringify(result));
      return 0;
    } finally {
      await handle.close();
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
    if (json) console.log(JSON.stringify({ error: message }));
    return error instanceof UsageError ? 2 : 1;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
