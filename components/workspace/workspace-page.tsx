"use client";

import { useQuery } from "@tanstack/react-query";
import { useIsOwner } from "@/components/dashboard/role";
import { ErrorPanel } from "@/components/ui/error-panel";
import { PageHeader } from "@/components/ui/page-header";
import { InlineSkeleton } from "@/components/ui/skeleton";
import { workspaceQueries } from "@/lib/client/queries";
import { ApiKeysSection } from "./api-keys-section";
import { MembersSection } from "./members-section";
import { SessionKeySection } from "./session-key-section";
import { StorageUsage } from "./storage-usage";

export function WorkspacePage() {
  const workspace = useQuery(workspaceQueries.info());
  const isOwner = useIsOwner();
  return (
    <>
      <PageHeader
        title="Workspace"
        description={
          workspace.data ? (
            <>
              {workspace.data.Name} · ID <span className="font-mono">{workspace.data.ID}</span>
            </>
          ) : (
            <InlineSkeleton className="h-4 w-64" />
          )
        }
      />
      {workspace.isError && <ErrorPanel title="Could not load the workspace" error={workspace.error} />}
      <div className="space-y-8">
        {isOwner && <ApiKeysSection />}
        {isOwner && <SessionKeySection prefix={workspace.data?.SessionKeyPrefix} />}
        <MembersSection />
        <StorageUsage />
      </div>
    </>
  );
}
