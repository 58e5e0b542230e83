import { confirmPage } from "@/lib/alerts/pages";
import { getDb } from "@/lib/runtime/database";

// The confirmation link of a visitor's alert mail (double opt-in): the page, and its button's POST.
export async function GET(request: Request) {
  return confirmPage(await getDb(), request);
}

export async function POST(request: Request) {
  return confirmPage(await getDb(), request);
}
