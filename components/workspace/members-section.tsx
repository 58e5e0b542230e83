"use client";

import { useQuery } from "@tanstack/react-query";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingBlock } from "@/components/ui/skeleton";
import { workspaceQueries } from "@/lib/client/queries";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export function MembersSection() {
  const members = useQuery(workspaceQueries.members());
  return (
    <section aria-labelledby="members-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="members-heading" className="text-lg font-semibold">
        Members
      </h2>
      <p className="mt-1 text-sm text-slate-700">People who can sign in to this workspace. Administrators add members with the admin CLI.</p>
      <div className="mt-4">
        {members.isPending ? (
          <LoadingBlock lines={1} label="Loading members…" />
        ) : members.isError ? (
          <ErrorPanel title="Could not load the members" error={members.error} />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    E-mail
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Role
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Joined
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.data.map((member) => (
                  <tr key={member.Email} className="border-b border-slate-100 last:border-0">
                    <td className="break-all py-2 pr-4">{member.Email}</td>
                    <td className="py-2 pr-4">{member.Role}</td>
                    <td className="py-2">{date.format(new Date(member.CreatedAt))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
