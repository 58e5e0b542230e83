import type { WidgetConfig } from "@/lib/widget/types";
import { listingCards } from "./cards";
import { h, icon, visuallyHidden } from "./dom";
import { ICONS } from "./icons";
import { renderLinked } from "./linkify";
import { sourceList } from "./sources";

export interface VisitorView {
  text: string;
  /** Image URLs (blob: while sending, the uploaded file's URL once stored) with their names. */
  images?: { url: string; name: string }[];
  audio?: string;
}

export interface BotMessage {
  element: HTMLLIElement;
  /** Adds a streamed piece (the typing dots go with the first). */
  append(piece: string): void;
  /** Shows the whole text (the final line's Answer, which has the suffix too). */
  set(text: string): void;
  /** Shows the cards of the listings the answer names under its bubble (replacing any shown). */
  cards(listings: unknown): void;
  /** Shows the knowledge sources the answer was drawn from under it (replacing any shown). */
  sources(sources: unknown): void;
  readonly text: string;
  done(): void;
}

/**
 * The conversation: a `role="log"` region (announced politely as messages arrive)
 * holding a list with one item per message, named "Chatbot", "You" or "Notice".
 */
export function createLog(config: WidgetConfig) {
  const list = h("ul", { class: "messages" });
  const element = h("div", { class: "log", role: "log", "aria-live": "polite", "aria-label": "Conversation", tabindex: "0" }, list);

  // Stay at the newest message, unless the visitor scrolled up to read.
  let pinned = true;
  element.addEventListener("scroll", () => {
    pinned = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
  });
  const follow = () => {
    if (pinned) element.scrollTop = element.scrollHeight;
  };
  const add = (item: HTMLLIElement) => {
    pinned = true;
    list.append(item);
    follow();
    return item;
  };

  const avatar = () =>
    config.ProfilePictureUrl
      ? h("img", { class: "avatar", src: config.ProfilePictureUrl, alt: "" })
      : h("span", { class: "avatar avatar-default" }, icon(ICONS.bot));

  return {
    element,

    bot(initial?: string): BotMessage {
      const bubble = h("div", { class: "bubble bubble-bot" });
      const item = add(h("li", { class: "message message-bot", "aria-label": "Chatbot" }, avatar(), bubble));
      let text = "";
      const show = (value: string) => {
        text = value;
        bubble.classList.remove("typing");
        bubble.removeAttribute("aria-label");
        renderLinked(bubble, text);
        follow();
      };
      if (initial === undefined) {
        // Typing dots until the first piece; the item is busy so readers wait for the whole answer.
        bubble.classList.add("typing");
        bubble.append(visuallyHidden("Typing…"), h("span", { class: "dot" }), h("span", { class: "dot" }), h("span", { class: "dot" }));
        item.setAttribute("aria-busy", "true");
      } else {
        show(initial);
      }
      return {
        element: item,
        append: (piece) => show(text + piece),
        set: show,
        cards: (listings) => {
          item.querySelector(".listing-cards")?.remove();
          const cards = listingCards(listings);
          item.classList.toggle("message-with-cards", cards !== null);
          // Cards go above the sources, whichever line came first.
          const sources = item.querySelector(".answer-sources");
          if (cards && sources) sources.before(cards);
          else if (cards) item.append(cards);
          follow();
        },
        sources: (sources) => {
          item.querySelector(".answer-sources")?.remove();
          const list = sourceList(sources);
          item.classList.toggle("message-with-sources", list !== null);
          if (list) item.append(list);
          follow();
        },
        get text() {
          return text;
        },
        done: () => item.removeAttribute("aria-busy"),
      };
    },

    visitor({ text, images = [], audio }: VisitorView): HTMLLIElement {
      const bubble = h("div", { class: "bubble bubble-visitor" });
      if (images.length > 0) bubble.append(h("div", { class: "bubble-images" }, ...images.map(({ url, name }) => h("img", { src: url, alt: name }))));
      if (audio)
        bubble.append(
          h("span", { class: "voice-label" }, icon(ICONS.mic, "icon icon-small"), "Voice message"),
          h("audio", { controls: true, src: audio, preload: "metadata" }),
        );
      if (text) bubble.append(h("p", { class: "bubble-text" }, text));
      return add(h("li", { class: "message message-visitor", "aria-label": "You" }, bubble));
    },

    notice(text: string): HTMLLIElement {
      return add(h("li", { class: "message message-notice", "aria-label": "Notice" }, h("p", { class: "notice" }, text)));
    },
  };
}

export type ChatLog = ReturnType<typeof createLog>;
