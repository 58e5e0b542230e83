import { getDb } from "@/lib/runtime/database";
import { widgetFrameDocument } from "@/lib/widget/frame-document";

export async function GET(request: Request, { params }: { params: Promise<{ serial: string }> }) {
  return widgetFrameDocument(await getDb(), request, (await params).serial);
}
