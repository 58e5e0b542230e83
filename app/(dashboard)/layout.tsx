import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { AppHeader } from "@/components/dashboard/app-header";
import { RoleProvider } from "@/components/dashboard/role";
import { currentOwner } from "@/lib/auth/current-owner";

// Pages for signed-in owners. The session is checked here, on the server; everything a
// page shows it then reads through the same /chat handlers that API clients call.
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const owner = await currentOwner();
  if (!owner) redirect("/login");
  return (
    <div className="min-h-screen">
      <AppHeader email={owner.user.email} workspaceName={owner.workspace.name} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8">
        <RoleProvider role={owner.role}>{children}</RoleProvider>
      </main>
    </div>
  );
}
