import type { WidgetFrameMessage } from "@/lib/widget/types";

/**
 * The frame's storage, relayed through the loader. Browsers that block third-party
 * storage (Chrome without third-party cookies, private windows) refuse the frame both
 * localStorage and sessionStorage; the loader runs in the host page, first-party, and
 * keeps the frame's keys there (only keys under `casabot:<ID>:`, only for its own frame).
 */
export type StorageArea = "local" | "session";

/** What the frame may post to the loader: the public contract's messages, and storage requests. */
export type FrameToLoader =
  | WidgetFrameMessage
  | { type: "casabot:storage-get"; id: number; area: StorageArea; key: string }
  | { type: "casabot:storage-set"; area: StorageArea; key: string; value: string | null };

/** The loader's answer to a storage-get, posted to the frame's origin only. */
export type LoaderToFrame = { type: "casabot:storage-value"; id: number; value: string | null };
