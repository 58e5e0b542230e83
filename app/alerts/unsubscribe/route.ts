import { unsubscribePage } from "@/lib/alerts/pages";
import { getDb } from "@/lib/runtime/database";

// The unsubscribe link of every alert mail: the page, its button's POST, and the one-click POST of RFC 8058.
export async function GET(request: Request) {
  return unsubscribePage(await getDb(), request);
}

export async function POST(request: Request) {
  return unsubscribePage(await getDb(), request);
}
