import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./db/schema.ts", "./db/schema-integrations.ts"],
  out: "./db/migrations",
});
