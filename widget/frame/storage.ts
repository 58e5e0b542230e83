import type { WidgetConfig, WidgetSession } from "@/lib/widget/types";

/** One message as kept in the visitor's browser and shown again on the next load. */
export interface StoredMessage {
  role: "visitor" | "bot";
  text: string;
  /** Public URLs of the images the visitor sent. */
  images?: string[];
  /** Public URL of the voice message the visitor sent. */
  audio?: string;
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

/**
 * The conversation, session token and privacy acceptance, under one key per chatbot:
 * in sessionStorage when the chatbot wants the log gone with the browser tab
 * (RemoveChatLogOnBrowserClose), else in localStorage. Where the browser refuses
 * storage (some third-party frames), it lives in memory for this page view.
 */
export function openStore(config: WidgetConfig): ChatStore {
  const key = `casabot:${config.SerialNumber}:chat`;
  let storage: Storage | null = null;
  try {
    storage = config.RemoveChatLogOnBrowserClose ? sessionStorage : localStorage;
    // The other kind may hold a log from before the owner changed the setting: it must not linger.
    (config.RemoveChatLogOnBrowserClose ? localStorage : sessionStorage).removeItem(key);
  } catch {
    storage = null;
  }
  let state: ChatState;
  try {
    state = parse(storage?.getItem(key) ?? null);
  } catch {
    state = emptyState();
  }
  return {
    state,
    save() {
      try {
        storage?.setItem(key, JSON.stringify(state));
      } catch {
        // Full or blocked: the conversation goes on, it just will not survive a reload.
      }
    },
  };
}
