"use client";

import { createContext, type ReactNode, useContext } from "react";
import type { UserRole } from "@/db/enums";

// The signed-in user's role, read once by the dashboard's layout on the server. It only decides
// what the pages offer: the server refuses a member's deletes and key changes whatever is shown.
const RoleContext = createContext<UserRole>("owner");

export function RoleProvider({ role, children }: { role: UserRole; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

/** Whether the signed-in user may delete, hold keys and manage the team. */
export function useIsOwner(): boolean {
  return useContext(RoleContext) === "owner";
}
