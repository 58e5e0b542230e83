import { getDb } from "@/lib/server/runtime";
import { widgetFrameDocument } from "@/lib/widget/frame-document";

export async function GET(request: Request, { params }: { params: Promise<{ serial: string }> }) {
  return widgetFrameDocument(await getDb(), request, (await params).serial);
}
