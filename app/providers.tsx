"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Toaster } from "sonner";
import { z } from "zod";
import { ChatApiError } from "@/lib/client/api";

// The pages' CSP allows no eval: zod must not probe for it (the probe is reported as a violation).
z.config({ jitless: true });

/** A sign-in that ended (expired, or signed out elsewhere) sends the owner back to the sign-in page. */
function signInAgainOn401(error: unknown) {
  if (error instanceof ChatApiError && error.code === 401 && typeof window !== "undefined") {
    const next = encodeURIComponent(window.location.pathname + window.location.search);
    window.location.assign(`/login?next=${next}`);
  }
}

export function Providers({ children }: { children: ReactNode }) {
  // Marks the page as hydrated (effects run after the whole tree's): a key pressed on a server-rendered button
  // before this does nothing, so the end-to-end tests wait for it after a full page load (e2e/keyboard.spec.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const [client] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({ onError: signInAgainOn401 }),
        mutationCache: new MutationCache({ onError: signInAgainOn401 }),
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            refetchOnWindowFocus: false,
            // A 4xx will not change by asking again; a network blip or a 5xx might.
            retry: (count, error) => !(error instanceof ChatApiError && error.code >= 400 && error.code < 500) && count < 2,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="top-right" richColors closeButton />
    </QueryClientProvider>
  );
}
