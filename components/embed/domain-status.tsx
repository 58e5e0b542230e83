import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { allowedHosts } from "@/lib/widget/origins";
import { EmbedSection } from "./embed-section";

interface DomainStatusProps {
  chatbotId: string;
  settings: { VerifyDomain: boolean; Domains: string; CustomDomain: string };
}

function HostList({ hosts }: { hosts: string[] }) {
  if (hosts.length === 0)
    return (
      <p>
        Domain verification is on, but no domains are listed yet, so the widget appears on no site (only in the preview here): add the sites it should appear
        on.
      </p>
    );
  return (
    <>
      <p>Domain verification is on: the widget only appears on these sites.</p>
      <ul aria-label="Allowed domains" className="flex flex-wrap gap-2">
        {hosts.map((host) => (
          <li key={host} className="rounded-md border border-slate-200 bg-slate-50 px-2 py-1 font-mono text-xs text-slate-900">
            {host}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Where the widget may appear: the sites VerifyDomain allows, or anywhere when it is off. */
export function DomainStatus({ chatbotId, settings }: DomainStatusProps) {
  const verified = settings.VerifyDomain;
  return (
    <EmbedSection title="Where the widget works" action={verified ? <Badge tone="green">Your domains only</Badge> : <Badge tone="amber">Any site</Badge>}>
      <div className="space-y-2 text-sm text-slate-700">
        {verified ? (
          <HostList hosts={allowedHosts(settings)} />
        ) : (
          <p>
            Domain verification is off: the widget works on any site, including one that copied your code, and every question asked there counts against this
            chatbot&apos;s limits.
          </p>
        )}
        <p>
          <Link href={`/chatbots/${chatbotId}/settings#security`} className="font-medium text-blue-800 underline underline-offset-2">
            {verified ? "Change the allowed domains" : "Restrict it to your domains"}
          </Link>{" "}
          under Settings, Security and limits.
        </p>
      </div>
    </EmbedSection>
  );
}
