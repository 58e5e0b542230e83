"use client";

import { useEffect, useState } from "react";

/**
 * The token of a mailed link, which comes after `#token=`: a fragment never reaches the
 * server, its logs or a Referer. Undefined until read (after hydration), then "" when absent.
 */
export function useLinkToken(): string | undefined {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    setToken(new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "");
  }, []);
  return token;
}
