/**
 * The public widget channel: what a visitor's browser may see and send. Shared by the
 * server (lib/widget, app/chat/Widget, app/widget) and the widget's own scripts (widget/).
 *
 * Every Widget endpoint names its chatbot in the query, `?serialNumber=<ID>`, so that a
 * browser's CORS preflight (which carries no body) can be answered for that chatbot.
 */

/** What a visitor's browser is told of a chatbot: its look and behaviour, never a secret. */
export interface WidgetConfig {
  SerialNumber: string;
  Name: string;
  /** Public URL of ChatProfilePicture, or "". */
  ProfilePictureUrl: string;
  /** Public URL of ChatIcon (the launcher's icon), or "". */
  IconUrl: string;
  /** ChatBubbleAlign: 0 is right, 1 is left. */
  BubbleAlign: "right" | "left";
  /** rgb(r,g,b) */
  BubbleColor: string;
  /** rgb(r,g,b) */
  UserMessageColor: string;
  WelcomeMessage: string;
  /** SuggestedMessage, one chip per non-empty line. */
  SuggestedMessages: string[];
  InputPlaceholder: string;
  /** ChatbotPopupOnce: the greeting pops up once per visitor (else on every page view). */
  PopupOnce: boolean;
  /** RemoveChatLogOnBrowserClose: history kept in sessionStorage instead of localStorage. */
  RemoveChatLogOnBrowserClose: boolean;
  EnableUploadImage: boolean;
  EnablePushToTalk: boolean;
  /** Shown before the first message when any of its parts is set. */
  PrivacyPolicy: { Name: string; Description: string; Url: string } | null;
  Social: { Facebook: string; Instagram: string; Whatsapp: string };
  /** TalkToHumanEmail is set: offer a "talk to a person" action (the address itself stays private). */
  TalkToHuman: boolean;
  /** Shown when a message is refused by the rate limit. */
  RateLimitMessage: string;
}

/** Widget/Session reply. */
export interface WidgetSession {
  SessionID: number;
  /** Short-lived bearer token bound to this chatbot and session: `Authorization: Bearer <Token>`. */
  Token: string;
  /** ISO time after which Token no longer asks; Widget/Session renews it with the old token. */
  ExpiresAt: string;
}

/** The original widget's Chatbot/GetConfig reply: Widget/Config's, and a new session. */
export interface OriginalWidgetConfig extends WidgetConfig {
  SessionID: number;
  /** The session's visitor token (as Widget/Session's Token): `chatrobot-sessionkey` of Chat/Ask. */
  SessionKey: string;
}

/**
 * Messages between the widget frame (/widget/<ID>) and the loader (/widget.js) on the host
 * page. Where a browser refuses storage to a third-party frame, the frame also asks the
 * loader to keep its history in the host page's storage: widget/shared/messages.ts.
 */
export type WidgetFrameMessage = { type: "casabot:ready" } | { type: "casabot:close" };
