import type { Database } from "@/db/client";
import type { WorkspaceRef } from "@/lib/auth/credentials";
import type { Principal } from "@/lib/auth/principal";

/** What a domain function behind an authenticated endpoint gets (lib/api/endpoint.ts builds it). */
export interface HandlerContext<Input> {
  db: Database;
  workspace: WorkspaceRef;
  principal: Principal;
  input: Input;
  request: Request;
}

/** What a handler of an endpoint that takes no credential (sign-in, sign-up) gets. */
export interface PublicContext<Input> {
  db: Database;
  input: Input;
  request: Request;
}
