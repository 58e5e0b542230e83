import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import type { WebhookEndpoint } from "@/db/schema-integrations";
import { seal, unseal } from "@/lib/secrets/sealed";

/** A new signing secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

/** What the dashboard may show of a secret: its first characters. */
export const secretHint = (secret: string) => `${secret.slice(0, secret.startsWith("whsec_") ? 10 : 4)}…`;

/** The additional data a chatbot's endpoint secrets are sealed with: a sealed value moved to another chatbot's row does not open. */
export const secretContext = (chatbotId: string) => `endpoint:${chatbotId}`;

export const sealSecret = (secret: string, chatbotId: string) => seal(secret, secretContext(chatbotId));

/**
 * The secrets an attempt is signed with at `now`: the current one, and the previous one while its
 * grace period after a rotation lasts. Null when the current one does not open (SECRETS_KEY changed).
 */
export function signingSecrets(endpoint: WebhookEndpoint, now: Date): string[] | null {
  const current = unseal(endpoint.secretSealed, secretContext(endpoint.chatbotId));
  if (current === null) return null;
  const previous =
    endpoint.previousSecretSealed && endpoint.previousUntil && endpoint.previousUntil > now
      ? unseal(endpoint.previousSecretSealed, secretContext(endpoint.chatbotId))
      : null;
  return previous ? [current, previous] : [current];
}

/**
 * The three Standard Webhooks headers of one attempt, signed by the maintained `standardwebhooks`
 * package: HMAC-SHA256 of `id.timestamp.body`, one `v1,` signature per secret, space-separated.
 */
export function signatureHeaders(messageId: string, body: string, secrets: string[], now: Date) {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(messageId, now, body)).join(" "),
  };
}
