import type { RouteName } from "./openapi/contract";

/** Every endpoint under /chat, as its route folder (app/chat/<Area>/<Name>) spells it: chat-paths.mjs, generated from the contract's keys. */
export declare const CHAT_ROUTES: readonly `/chat/${RouteName}`[];
