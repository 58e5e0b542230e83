import type { Metadata } from "next";
import { ChangePasswordSection } from "@/components/account/change-password-section";
import { SessionsSection } from "@/components/account/sessions-section";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = { title: "Account" };

export default function Page() {
  return (
    <>
      <PageHeader title="Account" description="Your password, and the devices signed in to your account." />
      <div className="space-y-8">
        <ChangePasswordSection />
        <SessionsSection />
      </div>
    </>
  );
}
