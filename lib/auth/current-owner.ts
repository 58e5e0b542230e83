import { cookies } from "next/headers";
import { getDb } from "@/lib/runtime/database";
import { SESSION_COOKIE } from "./cookie-name";
import { type Owner, ownerForSessionToken } from "./sessions";

/** The owner signed in on this request (server components only), or null. */
export async function currentOwner(): Promise<Owner | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return null;
  return ownerForSessionToken(await getDb(), token);
}
