import type { WidgetConfig } from "@/lib/widget/types";
import { createAttachments, MAX_IMAGES, type PickedImage } from "./attachments";
import { h, icon, visuallyHidden } from "./dom";
import { ICONS } from "./icons";

export interface ComposerHandlers {
  send(text: string, images: PickedImage[]): void;
  /** The record toggle was pressed (start or stop). */
  record(): void;
  notice(text: string): void;
}

const MAX_TEXTAREA_PX = 120;

/** The message box: text, attached images, push-to-talk and Send, as the chatbot's settings allow. */
export function createComposer(config: WidgetConfig, handlers: ComposerHandlers) {
  const textarea = h("textarea", {
    id: "message",
    class: "input",
    rows: "1",
    placeholder: config.InputPlaceholder || "Type your message…",
    autocomplete: "off",
  });
  const send = h("button", { type: "submit", class: "send-button", "aria-label": "Send", title: "Send" }, icon(ICONS.send));
  const attachments = config.EnableUploadImage
    ? createAttachments(
        () => sync(),
        () => handlers.notice(`You can attach up to ${MAX_IMAGES} images to one message.`),
      )
    : null;
  const record = config.EnablePushToTalk
    ? h(
        "button",
        { type: "button", class: "icon-button record-button", "aria-pressed": "false", title: "Record voice message" },
        icon(ICONS.mic, "icon icon-mic"),
        icon(ICONS.stop, "icon icon-stop"),
        visuallyHidden("Record voice message"),
      )
    : null;
  // Announced once when recording starts or stops; the running clock beside it is not read out.
  const recordingText = h("span");
  const recordingClock = h("span", { class: "recording-clock", "aria-hidden": "true" });
  const recordingStatus = h("p", { class: "recording-status", role: "status" }, recordingText, recordingClock);

  const form = h(
    "form",
    { class: "composer" },
    attachments?.strip,
    recordingStatus,
    h(
      "div",
      { class: "composer-row" },
      attachments?.input,
      attachments?.label,
      h("label", { for: "message", class: "sr-only" }, "Message"),
      textarea,
      record,
      send,
    ),
  );

  let disabled = false;
  let busy = false;
  let recording = false;
  const sync = () => {
    const empty = textarea.value.trim() === "" && (attachments?.images.length ?? 0) === 0;
    textarea.disabled = disabled;
    send.disabled = disabled || busy || recording || empty;
    attachments?.setDisabled(disabled || recording);
    if (record) record.disabled = disabled || busy;
  };
  // Grows with what is typed (an empty box is one line, however long its placeholder).
  const grow = () => {
    textarea.style.removeProperty("height");
    if (textarea.value === "") return;
    const borders = textarea.offsetHeight - textarea.clientHeight;
    textarea.style.setProperty("height", `${Math.min(textarea.scrollHeight + borders, MAX_TEXTAREA_PX)}px`);
  };

  textarea.addEventListener("input", () => {
    grow();
    sync();
  });
  textarea.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (send.disabled) return;
    const text = textarea.value.trim();
    textarea.value = "";
    grow();
    handlers.send(text, attachments?.take() ?? []);
    sync();
  });
  record?.addEventListener("click", () => handlers.record());
  sync();

  return {
    element: form,
    focus: () => textarea.focus(),
    /** Until the privacy policy is accepted nothing can be written. */
    setDisabled(value: boolean) {
      disabled = value;
      sync();
    },
    /** While an answer comes, another message waits (the visitor may already type it). */
    setBusy(value: boolean) {
      busy = value;
      sync();
    },
    setRecording(value: boolean, status = "") {
      recording = value;
      record?.setAttribute("aria-pressed", String(value));
      record?.classList.toggle("recording", value);
      recordingText.textContent = status;
      recordingClock.textContent = "";
      sync();
    },
    setRecordingClock(seconds: number) {
      recordingClock.textContent = `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;
    },
    /** Gives a refused message back to the visitor to send again. */
    restore(text: string, images: PickedImage[]) {
      if (!textarea.value.trim()) textarea.value = text;
      attachments?.restore(images);
      grow();
      sync();
    },
  };
}

export type Composer = ReturnType<typeof createComposer>;
