import type { Fixtures } from "./fixtures";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    fixtures: Fixtures;
  }
}
