import type { WidgetConfig } from "@/lib/widget/types";

/** The chatbot's settings, written into the frame document by the server (app/widget). */
export function readConfig(): WidgetConfig {
  const block = document.getElementById("casabot-config");
  if (!block?.textContent) throw new Error("The widget frame has no #casabot-config block");
  return JSON.parse(block.textContent) as WidgetConfig;
}

/** `?mode=launcher`: the frame was opened by /widget.js, which owns closing it. */
export const launcherMode = () => new URLSearchParams(location.search).get("mode") === "launcher";
