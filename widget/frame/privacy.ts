import type { WidgetConfig } from "@/lib/widget/types";
import { h } from "./dom";

/**
 * The privacy notice shown before the first message: the policy's name (a link when it
 * has a URL), its description, and Accept. Nothing can be sent until it is accepted.
 */
export function createPrivacyNotice(policy: NonNullable<WidgetConfig["PrivacyPolicy"]>, accept: () => void) {
  const name = policy.Name || "privacy policy";
  const title = policy.Url ? h("a", { href: policy.Url, target: "_blank", rel: "noopener noreferrer" }, name) : h("strong", {}, name);
  const button = h("button", { type: "button", class: "primary-button" }, "Accept");
  const element = h(
    "section",
    { class: "privacy", "aria-labelledby": "privacy-heading" },
    h("h2", { id: "privacy-heading", class: "privacy-heading" }, "Before we chat"),
    h("p", {}, "Please read and accept our ", title, "."),
    policy.Description && h("p", { class: "privacy-description" }, policy.Description),
    button,
  );
  button.addEventListener("click", () => {
    element.remove();
    accept();
  });
  return element;
}
