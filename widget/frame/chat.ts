import type { ListingCard } from "@/lib/chat/cards";
import type { WidgetConfig } from "@/lib/widget/types";
import type { AskInput, WidgetApi } from "./api";
import type { PickedImage } from "./attachments";
import type { ChatLog, VisitorView } from "./messages";
import type { Composer } from "./composer";
import { type Recording, startRecording } from "./recorder";
import { type AnswerSource, checkedSources } from "./sources";
import type { ChatStore, StoredMessage } from "./storage";
import { WidgetApiError } from "./stream";

/** Recordings shorter than this are a slip of the finger, not a message. */
const MIN_RECORDING_SECONDS = 0.3;
/** A voice message stops itself after this long (about 1.9 MB of WAV). */
const MAX_RECORDING_SECONDS = 60;

interface Exchange {
  /** What the visitor's bubble shows at once. */
  visitor: VisitorView;
  /** Uploads what must be, then gives the question and what to keep of it in the history. */
  prepare(): Promise<{ input: AskInput; stored: StoredMessage }>;
  /** A refused message goes back to the composer, to be sent again. */
  giveBack(): void;
}

/**
 * The conversation's behaviour: send a question (text, images or voice), stream its
 * answer into the log, keep both in the store, and show refusals (rate limit, bad input,
 * network) as a notice while the visitor's message goes back to the composer.
 */
export function createChat(parts: { config: WidgetConfig; store: ChatStore; api: WidgetApi; log: ChatLog; composer: Composer; onChange(): void }) {
  const { config, store, api, log, composer } = parts;
  let busy = false;
  let recording: Recording | null = null;
  let recordingStarting = false;
  let clock: ReturnType<typeof setInterval> | undefined;

  const gated = () => config.PrivacyPolicy !== null && !store.state.accepted;
  const describe = (error: unknown) => {
    if (error instanceof WidgetApiError) return error.status === 429 ? error.message || config.RateLimitMessage : error.message;
    return "Something went wrong. Please try again.";
  };
  const setBusy = (value: boolean) => {
    busy = value;
    composer.setBusy(value);
    parts.onChange();
  };

  async function exchange({ visitor, prepare, giveBack }: Exchange) {
    setBusy(true);
    const question = log.visitor(visitor);
    const answer = log.bot();
    let stored: StoredMessage | null = null;
    try {
      const prepared = await prepare();
      stored = prepared.stored;
      let listings: ListingCard[] = [];
      let sources: AnswerSource[] = [];
      const result = await api.ask(prepared.input, {
        onContent: (piece) => answer.append(piece),
        onListings: (given) => {
          listings = given;
          answer.cards(given);
        },
        onSources: (given) => {
          sources = checkedSources(given);
          answer.sources(sources);
        },
      });
      answer.set(result.Answer);
      store.state.messages.push(stored, {
        role: "bot",
        text: result.Answer,
        ...(listings.length > 0 ? { listings } : {}),
        ...(sources.length > 0 ? { sources } : {}),
      });
    } catch (error) {
      if (stored && answer.text) {
        // Cut off part-way: the server kept the question and what was said; so do we.
        store.state.messages.push(stored, { role: "bot", text: answer.text });
      } else {
        answer.element.remove();
        question.remove();
        giveBack();
      }
      log.notice(describe(error));
    } finally {
      answer.done();
      store.save();
      setBusy(false);
    }
  }

  const stopClock = () => clearInterval(clock);

  return {
    get busy() {
      return busy;
    },
    gated,
    hasVisitorMessage: () => store.state.messages.some((message) => message.role === "visitor"),

    renderHistory() {
      for (const message of store.state.messages) {
        if (message.role === "bot") {
          const bot = log.bot(message.text);
          bot.cards(message.listings);
          bot.sources(message.sources);
        } else log.visitor({ text: message.text, images: (message.images ?? []).map((url) => ({ url, name: "Attached image" })), audio: message.audio });
      }
    },

    /** A message from the chatbot that was not an answer (the handoff's reply). */
    botSays(text: string) {
      log.bot(text).done();
      store.state.messages.push({ role: "bot", text });
      store.save();
    },

    sendText(text: string, images: PickedImage[]) {
      if (busy || gated() || (!text && images.length === 0)) return;
      void exchange({
        visitor: { text, images: images.map((image) => ({ url: image.preview, name: image.file.name })) },
        async prepare() {
          for (const image of images) image.uploaded ??= await api.upload(image.file, image.file.name);
          const fileIds = images.map((image) => image.uploaded!.FileStoreId);
          return {
            input: images.length > 0 ? { content: text, chatAskType: "Image", fileIds } : { content: text, chatAskType: "Text" },
            stored: { role: "visitor", text, ...(images.length > 0 ? { images: images.map((image) => image.uploaded!.FileUrl) } : {}) },
          };
        },
        giveBack: () => composer.restore(text, images),
      });
    },

    /** Push-to-talk: the first press starts recording, the second sends it. */
    async toggleRecording() {
      if (recording) {
        const finished = recording;
        recording = null;
        stopClock();
        composer.setRecording(false);
        const { wav, seconds } = await finished.stop();
        if (seconds < MIN_RECORDING_SECONDS) return void log.notice("That recording was too short to send.");
        void exchange({
          visitor: { text: "", audio: URL.createObjectURL(wav) },
          async prepare() {
            const file = await api.upload(wav, "voice-message.wav");
            return { input: { content: "", chatAskType: "Audio", fileIds: [file.FileStoreId] }, stored: { role: "visitor", text: "", audio: file.FileUrl } };
          },
          giveBack: () => {},
        });
        return;
      }
      if (busy || gated() || recordingStarting) return;
      recordingStarting = true;
      try {
        recording = await startRecording();
        const started = Date.now();
        composer.setRecording(true, "Recording. Press the microphone button again to send.");
        composer.setRecordingClock(0);
        clock = setInterval(() => {
          const seconds = (Date.now() - started) / 1000;
          composer.setRecordingClock(seconds);
          if (seconds >= MAX_RECORDING_SECONDS) void this.toggleRecording();
        }, 250);
      } catch (error) {
        composer.setRecording(false);
        const denied = error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError");
        log.notice(denied ? "The microphone is blocked. Allow it in your browser to send a voice message." : "The microphone could not be started.");
      } finally {
        recordingStarting = false;
      }
    },
  };
}
