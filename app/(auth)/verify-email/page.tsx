import type { Metadata } from "next";
import { VerifyEmail } from "@/components/auth/verify-email";

export const metadata: Metadata = { title: "Confirm your e-mail address" };

export default function VerifyEmailPage() {
  return <VerifyEmail />;
}
