import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };

// Integration tests speak HTTP to the built app (`next start`) over a real database:
// PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set.
const apiProject = (name: string, setup: string) => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/api/**/*.test.ts"],
    globalSetup: [setup],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"] } },
      // The CLI and `npm start` against fresh data directories of their own.
      { resolve: { alias }, test: { name: "cli", include: ["tests/cli/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 } },
      // Query plans on a 100,000-listing chatbot, read from the engines themselves.
      { resolve: { alias }, test: { name: "db", include: ["tests/db/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 180_000 } },
      apiProject("api-pglite", "tests/setup/pglite.ts"),
      // Crashes and outages: kill -9 mid-write, PostgreSQL cut off and back, PGlite stopped and killed.
      { resolve: { alias }, test: { name: "faults", include: ["tests/faults/**/*.test.ts"], testTimeout: 180_000, hookTimeout: 60_000 } },
      // Thousands of broken bodies per endpoint against a server of their own (PGlite).
      { resolve: { alias }, test: { name: "fuzz", include: ["tests/fuzz/**/*.test.ts"], globalSetup: ["tests/setup/pglite.ts"], testTimeout: 600_000, hookTimeout: 60_000 } },
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-postgres", "tests/setup/postgres.ts")] : []),
    ],
  },
});
