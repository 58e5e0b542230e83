import type { WidgetConfig } from "@/lib/widget/types";
import { h, icon, type IconShape } from "./dom";
import { ICONS } from "./icons";

const SOCIAL: { key: keyof WidgetConfig["Social"]; name: string; shape: IconShape }[] = [
  { key: "Facebook", name: "Facebook", shape: ICONS.facebook },
  { key: "Instagram", name: "Instagram", shape: ICONS.instagram },
  { key: "Whatsapp", name: "WhatsApp", shape: ICONS.whatsapp },
];

const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

export interface HeaderActions {
  /** Set when the chatbot offers a person (TalkToHuman). */
  talk?: () => void;
  /** Set in launcher mode, where the host page's loader closes the panel. */
  close?: () => void;
}

/** Avatar, name, the chatbot's social links, and its actions, on BubbleColor. */
export function createHeader(config: WidgetConfig, actions: HeaderActions) {
  const social = SOCIAL.filter(({ key }) => isWebUrl(config.Social[key]));
  const talk =
    actions.talk && h("button", { type: "button", class: "header-button", "aria-label": "Talk to a person", title: "Talk to a person" }, icon(ICONS.person));
  const close = actions.close && h("button", { type: "button", class: "header-button", "aria-label": "Close chat", title: "Close chat" }, icon(ICONS.close));
  if (talk) talk.addEventListener("click", actions.talk!);
  if (close) close.addEventListener("click", actions.close!);

  const element = h(
    "header",
    { class: "header" },
    config.ProfilePictureUrl
      ? h("img", { class: "header-avatar", src: config.ProfilePictureUrl, alt: "" })
      : h("span", { class: "header-avatar avatar-default" }, icon(ICONS.bot)),
    h(
      "div",
      { class: "header-text" },
      h("h1", { class: "title" }, config.Name),
      social.length > 0 &&
        h(
          "ul",
          { class: "social", "aria-label": "Social media" },
          ...social.map(({ key, name, shape }) =>
            h(
              "li",
              {},
              h(
                "a",
                { href: config.Social[key], target: "_blank", rel: "noopener noreferrer", "aria-label": name, title: name },
                icon(shape, "icon icon-small"),
              ),
            ),
          ),
        ),
    ),
    h("div", { class: "header-actions" }, talk, close),
  );
  return { element, talkButton: talk ?? null };
}
