import type { Fixtures } from "./fixtures";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    fixtures: Fixtures;
    /** Base URL (…/v1) of the fake OpenAI-compatible server the app under test is configured with. */
    fakeOpenAI: string;
    /** The server under test's process, to read its memory from /proc. */
    serverPid: number;
    /** PostgreSQL runs only: another server process on the same database. */
    secondBaseUrl?: string;
  }
}
