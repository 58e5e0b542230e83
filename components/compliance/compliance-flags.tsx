"use client";

import { useQuery } from "@tanstack/react-query";
import type { EndpointData } from "@/lib/api/openapi/contract";
import { api } from "@/lib/client/api";

// Fair-housing flags of an owner's text (lib/fair-housing/flags.ts), shown where the text is edited:
// the listing editor, the import report and the knowledge list. The record is kept as written; the
// flag says which phrase, where, and why.

export type ComplianceFlag = EndpointData<"Chatbot/ComplianceFlags">["List"][number]["Flags"][number];
export type FlaggedRecord = EndpointData<"Chatbot/ComplianceFlags">["List"][number];

const FIELD_NAMES: Record<string, string> = { Description: "the description" };

function fieldName(field: string): string {
  if (FIELD_NAMES[field]) return FIELD_NAMES[field];
  if (field.startsWith("ExtensionColumn.")) return `the fact “${field.slice("ExtensionColumn.".length)}”`;
  return `“${field}”`;
}

/** One flag as a sentence: the phrase, where it is, and why. */
export function FlagLine({ flag }: { flag: ComplianceFlag }) {
  return (
    <>
      <q className="font-semibold">{flag.Phrase}</q> in {fieldName(flag.Field)}: {flag.Reason}
    </>
  );
}

export function ComplianceFlagList({ flags, subject }: { flags: readonly ComplianceFlag[]; subject: string }) {
  if (flags.length === 0) return null;
  return (
    <section aria-label="Fair-housing wording" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 className="font-semibold">Fair-housing wording to review</h3>
      <p className="mt-1">
        {subject} states a limit or preference by who may live there. It is kept as written, and the chatbot leaves the phrase out of what it says to visitors.
        Consider rewording it: describe the home, not who should live in it. This is an aid, not legal advice.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {flags.map((flag) => (
          <li key={`${flag.Field}:${flag.Phrase}`}>
            <FlagLine flag={flag} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The flags of some listings (the editor's one, the rows an import wrote); `version` refetches after a save. */
export function useListingFlags(chatbotId: string, ids: readonly string[], version = "") {
  return useQuery({
    queryKey: ["compliance-flags", chatbotId, ids.join(","), version],
    queryFn: () => api.Chatbot.ComplianceFlags({ SerialNumber: chatbotId, Kind: "listing", IDs: [...ids], PageSize: 100 }),
    enabled: ids.length > 0,
  });
}
