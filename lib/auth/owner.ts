import type { Principal } from "./principal";

/** Who is signed in, as /chat/User/Me tells the dashboard. */
export function describeOwner(principal: Principal) {
  if (principal.kind !== "owner") throw new Error("describeOwner needs an owner session");
  return {
    UserID: principal.user.id,
    Email: principal.user.email,
    WorkspaceID: principal.workspace.id,
    WorkspaceName: principal.workspace.name,
    Role: principal.role,
  };
}
