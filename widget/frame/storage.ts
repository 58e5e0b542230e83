import type { ListingCard } from "@/lib/chat/cards";
import type { AnswerSource } from "./sources";
import type { WidgetConfig, WidgetSession } from "@/lib/widget/types";
import type { FrameToLoader, LoaderToFrame, StorageArea } from "../shared/messages";

/** One message as kept in the visitor's browser and shown again on the next load. */
export interface StoredMessage {
  role: "visitor" | "bot";
  text: string;
  /** Public URLs of the images the visitor sent. */
  images?: string[];
  /** Public URL of the voice message the visitor sent. */
  audio?: string;
  /** The cards under a bot's answer (checked again when shown). */
  listings?: ListingCard[];
  /** The knowledge sources under a bot's answer (checked again when shown). */
  sources?: AnswerSource[];
}

export interface ChatState {
  messages: StoredMessage[];
  session: WidgetSession | null;
  /** The visitor accepted the privacy policy. */
  accepted: boolean;
}

export interface ChatStore {
  readonly state: ChatState;
  save(): void;
}

/** Where the state is kept: the frame's own Web Storage, the loader's (host page), or nowhere. */
interface Backend {
  get(key: string): Promise<string | null>;
  set(key: string, value: string | null): void;
}

/** How long the frame waits for the loader's answer before going on without storage. */
const RELAY_TIMEOUT_MS = 1500;

const emptyState = (): ChatState => ({ messages: [], session: null, accepted: false });

function parse(raw: string | null): ChatState {
  if (!raw) return emptyState();
  try {
    const value = JSON.parse(raw) as Partial<ChatState>;
    return {
      messages: Array.isArray(value.messages) ? value.messages.filter((m) => (m?.role === "visitor" || m?.role === "bot") && typeof m.text === "string") : [],
      session: value.session && typeof value.session.Token === "string" ? value.session : null,
      accepted: value.accepted === true,
    };
  } catch {
    return emptyState();
  }
}

/** The frame's own storage, or null where the browser refuses it to a third-party frame. */
function ownStorage(area: StorageArea): Backend | null {
  try {
    const storage = area === "session" ? sessionStorage : localStorage;
    storage.getItem("casabot");
    return {
      get: async (key) => storage.getItem(key),
      set: (key, value) => {
        try {
          if (value === null) storage.removeItem(key);
          else storage.setItem(key, value);
        } catch {
          // Full: the conversation goes on, it just will not survive a reload.
        }
      },
    };
  } catch {
    return null;
  }
}

/**
 * The loader's storage on the host page, over postMessage (widget/shared/messages.ts).
 * What the frame stores is posted to the host's origin only, learnt from the loader's
 * first answer; writes before it wait for it.
 */
function createRelay() {
  let nextId = 0;
  let hostOrigin: string | null = null;
  const waiting: FrameToLoader[] = [];
  const post = (message: FrameToLoader) => {
    if (hostOrigin) parent.postMessage(message, hostOrigin);
    else waiting.push(message);
  };
  const get = (area: StorageArea, key: string) =>
    new Promise<string | null>((resolve) => {
      const id = ++nextId;
      const done = (value: string | null) => {
        removeEventListener("message", listen);
        clearTimeout(timer);
        resolve(value);
      };
      const listen = (event: MessageEvent) => {
        const data = event.data as LoaderToFrame | null;
        if (event.source !== parent || data?.type !== "casabot:storage-value" || data.id !== id) return;
        hostOrigin = event.origin;
        for (const message of waiting.splice(0)) post(message);
        done(typeof data.value === "string" ? data.value : null);
      };
      const timer = setTimeout(() => done(null), RELAY_TIMEOUT_MS);
      addEventListener("message", listen);
      // Only a key goes out before the host is known.
      parent.postMessage({ type: "casabot:storage-get", id, area, key } satisfies FrameToLoader, "*");
    });
  return (area: StorageArea): Backend => ({ get: (key) => get(area, key), set: (key, value) => post({ type: "casabot:storage-set", area, key, value }) });
}

let relay: ReturnType<typeof createRelay> | null = null;

const memory = (): Backend => ({ get: async () => null, set: () => {} });

function backend(area: StorageArea, launcher: boolean): Backend {
  if (!launcher || parent === window) return ownStorage(area) ?? memory();
  return ownStorage(area) ?? (relay ??= createRelay())(area);
}

/**
 * The conversation, session token and privacy acceptance, under one key per chatbot:
 * in sessionStorage when the chatbot wants the log gone with the browser tab
 * (RemoveChatLogOnBrowserClose), else in localStorage. A frame the browser refuses
 * storage keeps it through the loader in the host page; a frame embedded without the
 * loader, in memory for this page view.
 */
export async function openStore(config: WidgetConfig, launcher: boolean): Promise<ChatStore> {
  const key = `casabot:${config.SerialNumber}:chat`;
  const area: StorageArea = config.RemoveChatLogOnBrowserClose ? "session" : "local";
  const storage = backend(area, launcher);
  // A log kept in the other area from before the owner changed the setting must not linger.
  backend(area === "session" ? "local" : "session", launcher).set(key, null);
  const state = parse(await storage.get(key).catch(() => null));
  return {
    state,
    save: () => storage.set(key, JSON.stringify(state)),
  };
}
