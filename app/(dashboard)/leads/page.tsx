import type { Metadata } from "next";
import { LeadsPage } from "@/components/leads/leads-page";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Leads" };

export default function Page() {
  return (
    <>
      <PageHeader title="Leads" description="Visitors who left their contact details or asked for an agent, from every chatbot." />
      <LeadsPage />
    </>
  );
}
