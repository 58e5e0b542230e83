"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { useLinkToken } from "./link-token";
import { SignInNotice } from "./sign-in-notice";

/**
 * Confirms on a click, not on load: mail scanners open links to check them, and would
 * otherwise spend the link before its owner does.
 */
export function VerifyEmail() {
  const token = useLinkToken();
  const [state, setState] = useState<{ done?: string; failure?: string; busy?: boolean }>({});

  const confirm = async () => {
    setState({ busy: true });
    try {
      const { Email } = await api.User.VerifyEmail({ Token: token ?? "" });
      setState({ done: Email });
    } catch (error) {
      setState({ failure: (error as Error).message });
    }
  };

  if (state.done) {
    return (
      <SignInNotice title="Address confirmed">
        <strong>{state.done}</strong> is confirmed. You can sign in now.
      </SignInNotice>
    );
  }
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Confirm your e-mail address</h1>
      {(token === "" || state.failure) && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {state.failure ?? "This page needs the link from the mail we sent you. Open the link itself."} You can ask for a new link on the sign-in page.
        </p>
      )}
      <Button className="w-full" onClick={confirm} disabled={!token || state.busy}>
        {state.busy ? "Confirming…" : "Confirm my address"}
      </Button>
    </div>
  );
}
