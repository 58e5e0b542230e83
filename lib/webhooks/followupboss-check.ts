import type { WebhookEndpoint } from "@/db/schema-integrations";
import { AppError } from "@/lib/errors";
import { postGuarded } from "@/lib/net/post";
import { unseal } from "@/lib/secrets/sealed";
import { followUpBossBase, followUpBossHeaders } from "./followupboss";
import { secretContext } from "./secret";

/** The test-connection button: `GET /v1/identity` with the stored key, which creates nothing in FUB. */
export async function checkFollowUpBoss(endpoint: WebhookEndpoint) {
  const apiKey = unseal(endpoint.secretSealed, secretContext(endpoint.chatbotId));
  if (apiKey === null) return { Ok: false, Status: null, Message: "The stored API key cannot be opened: was SECRETS_KEY changed? Connect again with the key" };
  try {
    const response = await postGuarded(`${followUpBossBase()}/v1/identity`, {
      method: "GET",
      headers: { accept: "application/json", ...followUpBossHeaders(apiKey) },
    });
    if (response.status === 200) {
      const account = (() => {
        try {
          return JSON.parse(response.bytes.toString("utf8")) as { account?: { name?: string }; user?: { name?: string } };
        } catch {
          return {};
        }
      })();
      const who = [account.user?.name, account.account?.name].filter(Boolean).join(", ");
      return { Ok: true, Status: 200, Message: who ? `Connected as ${who}` : "Connected" };
    }
    const reason = response.status === 401 || response.status === 403 ? "the API key was refused" : `Follow Up Boss answered ${response.status}`;
    return { Ok: false, Status: response.status, Message: `Not connected: ${reason}` };
  } catch (error) {
    return { Ok: false, Status: null, Message: `Not connected: ${error instanceof AppError ? error.message : "the request failed"}` };
  }
}
