/**
 * The chat frame, /widget-frame.js, loaded by the frame document /widget/<ID> under a
 * strict CSP: no inline script or style, so every node is built here and colours are
 * set through CSSOM custom properties.
 */
import type { WidgetConfig, WidgetFrameMessage } from "@/lib/widget/types";
import { safeColor, textOn } from "../shared/color";
import { createApi } from "./api";
import { createChat } from "./chat";
import { createChips } from "./chips";
import { createComposer } from "./composer";
import { launcherMode, readConfig } from "./config";
import { h } from "./dom";
import { createHandoffDialog } from "./handoff";
import { createHeader } from "./header";
import { createLog } from "./messages";
import { createPrivacyNotice } from "./privacy";
import { openStore } from "./storage";

/** To the loader on the host page; it carries nothing secret, so any parent may read it. */
function tellParent(message: WidgetFrameMessage) {
  if (parent !== window) parent.postMessage(message, "*");
}

function applyTheme(config: WidgetConfig) {
  const accent = safeColor(config.BubbleColor, "rgb(37,99,235)");
  const user = safeColor(config.UserMessageColor, "rgb(241,245,249)");
  const style = document.documentElement.style;
  style.setProperty("--casabot-accent", accent);
  style.setProperty("--casabot-on-accent", textOn(accent));
  style.setProperty("--casabot-user", user);
  style.setProperty("--casabot-on-user", textOn(user));
}

async function start() {
  const config = readConfig();
  const launcher = launcherMode();
  const mount = document.getElementById("casabot-widget");
  if (!mount) throw new Error("The widget frame has no #casabot-widget element");
  applyTheme(config);
  document.documentElement.classList.toggle("launcher-mode", launcher);

  const store = await openStore(config, launcher);
  const api = createApi(config.SerialNumber, store);
  const log = createLog(config);
  const composer = createComposer(config, {
    send: (text, images) => chat.sendText(text, images),
    record: () => void chat.toggleRecording(),
    notice: (text) => log.notice(text),
  });
  const chips = createChips(config.SuggestedMessages, (text) => chat.sendText(text, []));
  const chat = createChat({ config, store, api, log, composer, onChange: () => refresh() });

  const privacy =
    config.PrivacyPolicy && !store.state.accepted
      ? createPrivacyNotice(config.PrivacyPolicy, () => {
          store.state.accepted = true;
          store.save();
          refresh();
          composer.focus();
        })
      : null;
  const body = h("main", { class: "body" }, log.element, chips.element, privacy, composer.element);
  const handoff = config.TalkToHuman
    ? createHandoffDialog({ submit: api.handoff, background: () => [header.element, body], done: (reply) => chat.botSays(reply) })
    : null;
  const header = createHeader(config, {
    talk: handoff ? () => handoff.open() : undefined,
    close: launcher ? () => tellParent({ type: "casabot:close" }) : undefined,
  });
  mount.replaceChildren(header.element, body, ...(handoff ? [handoff.element] : []));

  function refresh() {
    const gated = chat.gated();
    composer.setDisabled(gated);
    chips.setVisible(!chat.hasVisitorMessage() && !chat.busy);
    chips.setDisabled(gated || chat.busy);
    if (header.talkButton) header.talkButton.disabled = gated;
  }

  if (config.WelcomeMessage) log.bot(config.WelcomeMessage).done();
  chat.renderHistory();
  refresh();

  if (launcher) {
    // Escape closes the panel as it does on the host page (the dialog stops its own Escape).
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && !event.defaultPrevented) tellParent({ type: "casabot:close" });
    });
    // The loader focuses the frame when it opens the panel: take the visitor to the message box.
    const focusComposer = () => {
      if (document.activeElement === document.body || document.activeElement === null) composer.focus();
    };
    addEventListener("focus", focusComposer);
    if (document.hasFocus()) focusComposer();
  }
  tellParent({ type: "casabot:ready" });
}

start().catch((error: unknown) => console.error("Casabot widget:", error));
