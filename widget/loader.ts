/**
 * The embed loader, /widget.js. A host page includes it with one line:
 *   <script src="https://casabot.example/widget.js" data-chatbot="<ID>" async></script>
 * It runs on pages we do not control, so: one IIFE and no global name, every element in
 * a shadow root on one host element, no stylesheet outside it, and nothing ever thrown
 * into the page. A chatbot that cannot be shown here (unknown, not allowed on this host,
 * network down) shows nothing and leaves one console warning.
 */
import type { WidgetConfig } from "@/lib/widget/types";
import { safeColor, textOn } from "./shared/color";
import type { FrameToLoader, LoaderToFrame } from "./shared/messages";

/** widget/launcher.css, minified, put here by scripts/build-widget.mjs. */
declare const __CASABOT_LAUNCHER_CSS__: string;

const SVG_NS = "http://www.w3.org/2000/svg";
const GREETING_DELAY_MS = 1000;
const CHAT_ICON = "M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4 21.5l4.6-2.2c1.1.3 2.2.5 3.4.5 5.5 0 10-3.8 10-8.5S17.5 3 12 3z";
const CLOSE_ICON = "M6 6l12 12M18 6 6 18";

// Inline and !important: the one way to win over a host page's own `!important` rules
// (`div { display: none !important }`, `* { all: unset }`) for the host element itself.
const HOST_STYLE: [string, string][] = [
  ["all", "initial"],
  ["display", "block"],
  ["position", "fixed"],
  ["top", "0"],
  ["left", "0"],
  ["width", "0"],
  ["height", "0"],
  ["z-index", "2147483647"],
  ["visibility", "visible"],
  ["opacity", "1"],
  ["transform", "none"],
  ["filter", "none"],
  ["contain", "none"],
];

let warned = false;
function warn(problem: unknown) {
  if (warned) return;
  warned = true;
  try {
    console.warn("Casabot widget not shown:", problem instanceof Error ? problem.message : String(problem));
  } catch {
    // A page that replaced console is still not broken by us.
  }
}

/** Runs fn, reporting instead of throwing: no error of ours reaches the host page. */
function guard<A extends unknown[]>(fn: (...args: A) => void) {
  return (...args: A) => {
    try {
      fn(...args);
    } catch (error) {
      warn(error);
    }
  };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, attributes: Record<string, string> = {}) {
  const node = document.createElement(tag);
  node.className = className;
  for (const name in attributes) node.setAttribute(name, attributes[name]!);
  return node;
}

function icon(path: string, className: string) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", className);
  const shape = document.createElementNS(SVG_NS, "path");
  shape.setAttribute("d", path);
  svg.append(shape);
  return svg;
}

function storageFlag(key: string, set?: boolean): boolean {
  try {
    if (set) localStorage.setItem(key, "1");
    return localStorage.getItem(key) === "1";
  } catch {
    return false; // storage blocked: greet on every view rather than never
  }
}

/** The frame's storage when its browser refuses it third-party storage (widget/shared/messages.ts). */
function relayStorage(message: FrameToLoader, prefix: string, reply: (answer: LoaderToFrame) => void) {
  if (message.type !== "casabot:storage-get" && message.type !== "casabot:storage-set") return;
  if (typeof message.key !== "string" || !message.key.startsWith(prefix)) return;
  let value: string | null = null;
  try {
    const storage = message.area === "session" ? sessionStorage : localStorage;
    if (message.type === "casabot:storage-get") value = storage.getItem(message.key);
    else if (message.value === null) storage.removeItem(message.key);
    else storage.setItem(message.key, String(message.value));
  } catch {
    // Blocked or full here too: the frame goes on with what it has.
  }
  if (message.type === "casabot:storage-get") reply({ type: "casabot:storage-value", id: message.id, value });
}

async function fetchConfig(base: string, chatbot: string): Promise<WidgetConfig> {
  // A refusal comes without CORS headers (an unknown chatbot, or one not enabled on this
  // site), which the page sees as a failed fetch, like a network error.
  const response = await fetch(`${base}/chat/Widget/Config?serialNumber=${encodeURIComponent(chatbot)}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
    credentials: "omit",
  }).catch(() => {
    throw new Error(`no configuration from ${base} for chatbot ${chatbot}: it does not exist, is not enabled on this site, or the server is unreachable`);
  });
  const envelope = response.ok ? await response.json() : null;
  if (!envelope?.Success || !envelope.Data) throw new Error(`configuration refused (HTTP ${response.status})`);
  return envelope.Data as WidgetConfig;
}

function mount(config: WidgetConfig, base: string, chatbot: string) {
  const host = document.createElement("casabot-widget");
  for (const [property, value] of HOST_STYLE) host.style.setProperty(property, value, "important");
  const shadow = host.attachShadow({ mode: "open" });
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(__CASABOT_LAUNCHER_CSS__);
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement("style");
    style.textContent = __CASABOT_LAUNCHER_CSS__;
    shadow.append(style);
  }

  const accent = safeColor(config.BubbleColor, "rgb(37,99,235)");
  const root = element("div", `cb cb-${config.BubbleAlign === "left" ? "left" : "right"}`);
  root.style.setProperty("--cb-accent", accent);
  root.style.setProperty("--cb-on-accent", textOn(accent));

  const launcher = element("button", "cb-launcher", { type: "button", "aria-expanded": "false", "aria-label": "Open chat" });
  if (config.IconUrl) {
    const image = element("img", "cb-icon", { src: config.IconUrl, alt: "" });
    image.addEventListener(
      "error",
      guard(() => image.replaceWith(icon(CHAT_ICON, "cb-icon cb-chat"))),
    );
    launcher.append(image);
  } else {
    launcher.append(icon(CHAT_ICON, "cb-icon cb-chat"));
  }
  launcher.append(icon(CLOSE_ICON, "cb-close"));
  const greetingSlot = element("div", "cb-greet-slot", { "aria-live": "polite" });
  root.append(greetingSlot, launcher);
  shadow.append(root);
  document.body.append(host);
  requestAnimationFrame(() => root.classList.add("cb-shown"));

  let frame: HTMLIFrameElement | null = null;
  let open = false;

  const setOpen = (next: boolean, restoreFocus = false) => {
    open = next;
    if (next && !frame) {
      const panel = element("div", "cb-panel", { id: "cb-panel" });
      frame = element("iframe", "cb-frame", {
        src: `${base}/widget/${encodeURIComponent(chatbot)}?mode=launcher`,
        title: `${config.Name} chat`,
        allow: "microphone",
      });
      panel.append(element("div", "cb-spinner", { "aria-hidden": "true" }), frame);
      root.append(panel);
      launcher.setAttribute("aria-controls", "cb-panel");
    }
    root.classList.toggle("cb-open", next);
    launcher.setAttribute("aria-expanded", String(next));
    launcher.setAttribute("aria-label", next ? "Close chat" : "Open chat");
    if (next) {
      greetingSlot.replaceChildren();
      frame!.focus();
    } else if (restoreFocus) {
      launcher.focus();
    }
  };

  launcher.addEventListener(
    "click",
    guard(() => setOpen(!open)),
  );

  addEventListener(
    "message",
    guard((event: MessageEvent) => {
      const target = frame?.contentWindow;
      if (!target || event.source !== target || event.origin !== base) return;
      const message = event.data as FrameToLoader | null;
      if (message?.type === "casabot:ready") root.classList.add("cb-ready");
      else if (message?.type === "casabot:close") setOpen(false, true);
      else if (message) relayStorage(message, `casabot:${chatbot}:`, (answer) => target.postMessage(answer, base));
    }),
  );
  document.addEventListener(
    "keydown",
    guard((event: KeyboardEvent) => {
      if (open && event.key === "Escape" && !event.defaultPrevented) setOpen(false, true);
    }),
  );

  const greetedKey = `casabot:${chatbot}:greeted`;
  if (config.WelcomeMessage && !(config.PopupOnce && storageFlag(greetedKey))) {
    setTimeout(
      guard(() => {
        if (open) return;
        if (config.PopupOnce) storageFlag(greetedKey, true);
        const bubble = element("div", "cb-greet");
        if (config.ProfilePictureUrl) bubble.append(element("img", "cb-greet-avatar", { src: config.ProfilePictureUrl, alt: "" }));
        const text = element("button", "cb-greet-text", { type: "button" });
        text.textContent = config.WelcomeMessage;
        text.addEventListener(
          "click",
          guard(() => setOpen(true)),
        );
        const dismiss = element("button", "cb-greet-x", { type: "button", "aria-label": "Dismiss greeting" });
        dismiss.append(icon(CLOSE_ICON, "cb-close"));
        dismiss.addEventListener(
          "click",
          guard(() => greetingSlot.replaceChildren()),
        );
        bubble.append(text, dismiss);
        greetingSlot.append(bubble);
      }),
      GREETING_DELAY_MS,
    );
  }
}

guard(() => {
  const current = document.currentScript as HTMLScriptElement | null;
  const script = current?.dataset.chatbot ? current : document.querySelector<HTMLScriptElement>("script[data-chatbot]");
  const chatbot = script?.dataset.chatbot;
  if (!script || !chatbot) return warn("the script tag has no data-chatbot attribute");
  const base = new URL(script.src, location.href).origin;
  fetchConfig(base, chatbot)
    .then((config) => {
      const show = guard(() => mount(config, base, chatbot));
      if (document.body) show();
      else document.addEventListener("DOMContentLoaded", show, { once: true });
    })
    .catch(warn);
})();
