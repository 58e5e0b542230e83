import type { Metadata } from "next";
import { WorkspacePage } from "@/components/workspace/workspace-page";

export const metadata: Metadata = { title: "Workspace" };

export default function Page() {
  return <WorkspacePage />;
}
