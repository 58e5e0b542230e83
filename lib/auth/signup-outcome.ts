import type { Database } from "@/db/client";
import { queueAccountMail } from "./account-mail";
import { quietlyAllowed } from "./mail-throttle";
import { emailVerificationRequired } from "./verification";

/**
 * What sign-up answers, the same for a new address and a taken one (issue 15): the
 * address, and what to do next. No session: with REQUIRE_EMAIL_VERIFICATION=1 the owner
 * confirms the mailed link first; otherwise they sign in with the same credentials.
 */
export function signUpReply(email: string) {
  return { Email: email, Status: emailVerificationRequired() ? ("verify_email" as const) : ("sign_in" as const) };
}

/**
 * Someone signed up with an address that has an account: its owner hears of it (a few
 * times an hour at most), with the way back in if it was them, and the caller hears
 * nothing different.
 */
export async function tellOwnerOfSignUpAttempt(db: Database, { email, origin }: { email: string; origin: string | null }) {
  if (!(await quietlyAllowed(db, `signup-notice:${email}`))) return;
  const way = origin
    ? `sign in at ${origin}/login, or choose a new password at ${origin}/forgot-password`
    : `sign in, or use "Forgot your password?" on the sign-in page`;
  await queueAccountMail(db, {
    kind: "signup_existing",
    to: email,
    subject: "Someone tried to create a Casabot account with your address",
    body: `Someone tried to create a new Casabot account with this e-mail address, which already has one. Nothing was changed.\n\nIf it was you: ${way}.\nIf it was not you, you need do nothing.\n`,
  });
}
