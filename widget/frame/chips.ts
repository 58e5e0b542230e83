import { h } from "./dom";

/** SuggestedMessages as buttons, shown until the visitor's first message; pressing one sends it. */
export function createChips(suggestions: string[], pick: (text: string) => void) {
  const buttons = suggestions.map((text) => {
    const button = h("button", { type: "button", class: "chip" }, text);
    button.addEventListener("click", () => pick(text));
    return button;
  });
  const element = h("div", { class: "chips", role: "group", "aria-label": "Suggested messages" }, ...buttons);
  return {
    element,
    setVisible(visible: boolean) {
      element.hidden = !visible || buttons.length === 0;
    },
    setDisabled(disabled: boolean) {
      for (const button of buttons) button.disabled = disabled;
    },
  };
}
