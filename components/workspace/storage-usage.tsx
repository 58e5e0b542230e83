"use client";

import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "@/components/ui/skeleton";
import { workspaceQueries } from "@/lib/client/queries";

const MB = 1024 * 1024;

function shown(bytes: number): string {
  if (bytes >= 1024 * MB) return `${(bytes / 1024 / MB).toFixed(1)} GB`;
  if (bytes >= MB || bytes === 0) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** How much of STORAGE_QUOTA_MB the workspace's files take: past it, uploads are refused. */
export function StorageUsage() {
  const workspace = useQuery(workspaceQueries.info());
  const used = workspace.data?.StorageUsedBytes;
  const quota = workspace.data?.StorageQuotaBytes;
  const percent = used !== undefined && quota ? Math.min(100, Math.round((used / quota) * 100)) : 0;
  return (
    <section aria-labelledby="storage-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="storage-heading" className="text-lg font-semibold">
        File storage
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Images, recordings and videos uploaded by you and by chat visitors. Once the quota is used up, uploads are refused; visitors&apos; files that no message
        used are deleted after a day.
      </p>
      {used !== undefined && quota !== undefined ? (
        <>
          <p className="mt-3 text-sm" data-testid="storage-usage">
            {shown(used)} of {shown(quota)} used ({percent}%)
          </p>
          <div
            role="progressbar"
            aria-label="File storage used"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-2 h-2 w-full overflow-hidden rounded bg-slate-100"
          >
            <div className={`h-full ${percent >= 90 ? "bg-red-600" : "bg-slate-700"}`} style={{ width: `${percent}%` }} />
          </div>
        </>
      ) : (
        <Skeleton className="mt-3 h-4 w-48" />
      )}
    </section>
  );
}
