import { redirect } from "next/navigation";

export default async function ChatbotPage({ params }: { params: Promise<{ chatbotId: string }> }) {
  redirect(`/chatbots/${(await params).chatbotId}/start`);
}
