import type { WorkspaceRef } from "./credentials";
import type { Owner } from "./sessions";

/** Who is calling, as lib/api/authenticate.ts found out: by API key, by session key, or a signed-in owner. */
export type Principal = { kind: "apiKey"; workspace: WorkspaceRef } | { kind: "sessionKey"; workspace: WorkspaceRef } | ({ kind: "owner" } & Owner);
