import type { ConfirmedOwner } from "../setup/fixtures";
import { baseUrl, listingInput, newChatbot, newListing, ok, sessionCookieOf, signInUser, signUp, upload } from "../api/helpers";
import { tinyPng } from "../api/bytes";

/** One workspace of the fuzzer's own, with something of each kind in it for bodies to name. */
export interface FuzzWorld {
  apiKey: string;
  /** Headers of the signed-in owner, from this site's pages. */
  owner: Record<string, string>;
  bot: string;
  /** A chatbot the Remove samples may delete. */
  spareBot: string;
  listingMls: string;
  sessionID: number;
  fileId: string;
  widgetToken: string;
  /** The session of widgetToken. */
  widgetSessionID: number;
  /** A second sign-in of the owner, for SignOut to end. */
  signOutCookie: string;
  /** The owner's password, which ChangePassword's sample sets again. */
  password: string;
  /** A third sign-in of the owner, for SessionRevoke to end: its ID. */
  spareSessionId: string;
  /** A waiting invitation, for InviteRevoke. */
  invitationId: string;
  /** A lead of `bot`, left in `sessionID`. */
  leadId: number;
  /** A webhook endpoint of `bot`, and the delivery of that lead's lead.created to it. */
  webhookId: number;
  deliveryId: number;
  /**
   * The API key of a second, empty workspace: Chatbot/Add's fuzzing creates its thousand-odd
   * chatbots there, so that the endpoints read after it (List, Workspace/Insights, the inbox)
   * are not timed on a workspace that holds them all.
   */
  scratchApiKey: string;
}

/** The world of `account`, an owner whose address counts as confirmed, so that MemberInvite mails an invitation. */
export async function createWorld(account: ConfirmedOwner): Promise<FuzzWorld> {
  const owner = await signInUser(account);
  const ownerHeaders = { cookie: owner.cookie, origin: baseUrl };
  const { ApiKey } = await ok<{ ApiKey: string }>("/chat/Workspace/ApiKeyCreate", { Name: "fuzz" }, { headers: ownerHeaders });
  const apiKey = { apiKey: ApiKey };
  const bot = await newChatbot(apiKey);
  // So that the widget's handoff and uploads get past "turned off" to their input.
  await ok("/chat/Chatbot/Edit", { serialNumber: bot, TalkToHumanEmail: "agent@example.test", EnableUploadImage: true, EnablePushToTalk: true }, apiKey);
  const signIn = await fetch(`${baseUrl}/chat/User/SignIn`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ Email: owner.email, Password: owner.password }),
  });
  const signOutCookie = sessionCookieOf(signIn);
  const spareSignIn = await fetch(`${baseUrl}/chat/User/SignIn`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ Email: owner.email, Password: owner.password }),
  });
  // The cookie is `casabot_session=cbu_<id>_<secret>`: the ID is what User/Sessions lists.
  const spareSessionId = sessionCookieOf(spareSignIn).split("_")[2]!;
  const invitation = await ok<{ ID: string }>("/chat/Workspace/MemberInvite", { Email: `invitee-${spareSessionId}@example.test` }, { headers: ownerHeaders });
  const spareBot = await newChatbot(apiKey);
  const { input } = await newListing(bot, {}, apiKey);
  const { SessionID } = await ok<{ SessionID: number }>("/chat/Chatbot/GetSession", { serialNumber: bot }, apiKey);
  const file = await upload(tinyPng(), "house.png", apiKey);
  // A receiver whose name does not resolve: attempts fail at once, and nothing leaves the machine.
  const webhook = await ok<{ ID: number }>("/chat/Webhook/Create", { SerialNumber: bot, Url: "https://hooks.fuzz.example.com/casabot" }, apiKey);
  await ok("/chat/Chat/ClientAsk", { sessionID: SessionID, content: "I'm Robin, reach me at robin.buyer@example.com" }, apiKey);
  const deliveries = await ok<{ List: { DeliveryID: number }[] }>("/chat/Webhook/Deliveries", { ID: webhook.ID }, apiKey);
  const inbox = await ok<{ List: { LeadID: number }[] }>("/chat/Workspace/LeadInbox", { serialNumber: bot }, apiKey);
  const scratch = await signUp("Fuzz Scratch Realty");
  const scratchKey = await ok<{ ApiKey: string }>(
    "/chat/Workspace/ApiKeyCreate",
    { Name: "scratch" },
    { headers: { cookie: scratch.cookie, origin: baseUrl } },
  );
  const widget = await fetch(`${baseUrl}/chat/Widget/Session?serialNumber=${bot}`, { method: "POST", body: "{}" });
  const { Token, SessionID: widgetSessionID } = (await widget.json()).Data;
  return {
    apiKey: ApiKey,
    owner: ownerHeaders,
    bot,
    spareBot,
    listingMls: input.MLSNumber,
    sessionID: SessionID,
    fileId: file.id,
    widgetToken: Token,
    widgetSessionID,
    signOutCookie,
    password: owner.password,
    spareSessionId,
    invitationId: invitation.ID,
    leadId: inbox.List[0]!.LeadID,
    webhookId: webhook.ID,
    deliveryId: deliveries.List[0]!.DeliveryID,
    scratchApiKey: scratchKey.ApiKey,
  };
}

export type Sample = { body: Record<string, unknown>; headers: Record<string, string>; query?: string };

/**
 * A valid request for every endpoint: the fuzzer sends it broken in every way it can
 * think of. An endpoint without a sample fails the suite, so none escapes the fuzzer.
 */
export function samples(world: FuzzWorld): Record<string, Sample> {
  const key = { authorization: world.apiKey };
  const owner = world.owner;
  const visitor = { authorization: `Bearer ${world.widgetToken}` };
  const widgetQuery = `?serialNumber=${world.bot}`;
  const bot = world.bot;
  return {
    "/chat/Chat/Ask": {
      body: { sessionID: world.widgetSessionID, content: "Homes in Austin?", chatAskType: "Text", stream: false },
      headers: { "chatrobot-sessionkey": world.widgetToken },
    },
    "/chat/Chat/ClientAsk": { body: { sessionID: world.sessionID, content: "Homes in Austin?", chatAskType: "Text", stream: false }, headers: key },
    "/chat/Chatbot/Add": { body: { timeZone: "America/New_York", type: 0 }, headers: { authorization: world.scratchApiKey } },
    "/chat/Chatbot/ChatContentHistory": { body: { SerialNumber: bot, StartTime: "2025-01-01", EndTime: "2025-03-07" }, headers: key },
    "/chat/Chatbot/Edit": { body: { serialNumber: bot, Name: "Fuzzed", Temperature: 30, ChatBubbleColor: "rgb(1,2,3)", Domains: "a.example" }, headers: key },
    "/chat/Chatbot/Get": { body: { serialNumber: bot }, headers: key },
    "/chat/Chatbot/GetConfig": {
      body: { serialNumber: bot, clientTimeZone: "America/Chicago", clientCurrentTime: "2026-04-01 04:30:00" },
      headers: { origin: "https://homes.example.com" },
    },
    "/chat/Chatbot/GetMessageCountByChatbot": { body: { SerialNumber: bot }, headers: key },
    "/chat/Chatbot/GetMessageCreditsUsage": { body: { serialNumber: bot }, headers: key },
    "/chat/Chatbot/GetSession": { body: { serialNumber: bot }, headers: key },
    "/chat/Chatbot/ComplianceFlags": { body: { SerialNumber: bot, Kind: "listing", IDs: ["1"], PageNumber: 1, PageSize: 20 }, headers: key },
    "/chat/Chatbot/Insights": { body: { SerialNumber: bot, From: "2026-01-01", To: "2026-03-31" }, headers: key },
    "/chat/Chatbot/LeadList": { body: { serialNumber: bot, startTime: "2025-01-01", endTime: "2030-01-01", sessionID: world.sessionID }, headers: key },
    "/chat/Chatbot/List": { body: {}, headers: key },
    "/chat/Chatbot/MailList": { body: { serialNumber: bot, Status: "pending", PageNumber: 1, PageSize: 20 }, headers: key },
    "/chat/Chatbot/ModelList": { body: {}, headers: key },
    "/chat/Chatbot/RealEstateCreate": { body: listingInput(bot), headers: key },
    "/chat/Chatbot/RealEstateDelete": { body: { SerialNumber: bot, Keys: ["no-such-listing"], KeyType: "MLSNumber" }, headers: key },
    "/chat/Chatbot/RealEstateGet": { body: { SerialNumber: bot, Key: world.listingMls, KeyType: "MLSNumber" }, headers: key },
    "/chat/Chatbot/RealEstateImport": { body: { SerialNumber: bot, Csv: "MLS,Beds,Price\nFZ-1,3,$450000", DryRun: true }, headers: key },
    "/chat/Chatbot/RealEstateList": { body: { SerialNumber: bot, CityName: "Austin", SaleType: "for_sale", PageNumber: 1, PageSize: 20 }, headers: key },
    "/chat/Chatbot/RealEstateSetStatus": { body: { SerialNumber: bot, Keys: ["no-such-listing"], KeyType: "MLSNumber", Status: "Sold" }, headers: key },
    "/chat/Chatbot/RealEstateUpdate": { body: { SerialNumber: bot, Key: world.listingMls, KeyType: "MLSNumber", City: "Dallas", Bedrooms: 4 }, headers: key },
    "/chat/Chatbot/Remove": { body: { serialNumber: world.spareBot }, headers: key },
    "/chat/Chatbot/SessionList": { body: { serialNumber: bot, PageNumber: 1, PageSize: 20 }, headers: key },
    "/chat/Chatbot/SessionMessages": { body: { serialNumber: bot, sessionID: world.sessionID }, headers: key },
    "/chat/Knowledge/Add": { body: { SerialNumber: bot, Question: "What are your fees?", AlternativeQuestions: ["How much?"], Answer: "2.5%." }, headers: key },
    "/chat/Knowledge/Delete": { body: { SerialNumber: bot, IDs: ["999999999"] }, headers: key },
    "/chat/Knowledge/Get": { body: { SerialNumber: bot, ID: "1" }, headers: key },
    "/chat/Knowledge/Import": { body: { SerialNumber: bot, Csv: "Question,Answer\nDo you allow pets?,Yes.\n" }, headers: key },
    "/chat/Knowledge/List": { body: { SerialNumber: bot, Status: "ready", PageNumber: 1, PageSize: 20 }, headers: key },
    "/chat/Knowledge/Refetch": { body: { SerialNumber: bot, ID: "1" }, headers: key },
    "/chat/Knowledge/Search": { body: { SerialNumber: bot, Question: "What are your fees?", Limit: 5 }, headers: key },
    "/chat/Knowledge/Update": { body: { SerialNumber: bot, ID: "1", Answer: "3%." }, headers: key },
    "/chat/User/GetFile": { body: { fileId: world.fileId }, headers: key },
    "/chat/User/GetPreUploadUrl": { body: { fileName: "house.png" }, headers: key },
    "/chat/User/Me": { body: {}, headers: owner },
    "/chat/User/AcceptInvite": { body: { Token: `cbi_${"0".repeat(16)}_${"0".repeat(48)}`, Password: "a-long-password" }, headers: { origin: baseUrl } },
    // The same password again: the owner's sign-in keeps working for the samples after it.
    "/chat/User/ChangePassword": { body: { CurrentPassword: world.password, NewPassword: world.password }, headers: owner },
    "/chat/User/SessionRevoke": { body: { ID: world.spareSessionId }, headers: owner },
    "/chat/User/SessionRevokeOthers": { body: {}, headers: owner },
    "/chat/User/Sessions": { body: {}, headers: owner },
    "/chat/User/SignIn": { body: { Email: "nobody@example.test", Password: "wrong-password" }, headers: { origin: baseUrl } },
    // A sign-in of its own: signing out ends it, not the session the other samples use.
    "/chat/User/SignOut": { body: {}, headers: { cookie: world.signOutCookie, origin: baseUrl } },
    "/chat/User/SignUp": { body: { Email: "fuzz@example.test", Password: "a-long-password", WorkspaceName: "Fuzz" }, headers: { origin: baseUrl } },
    "/chat/User/ForgotPassword": { body: { Email: "fuzz@example.test" }, headers: { origin: baseUrl } },
    "/chat/User/ResendVerification": { body: { Email: "fuzz@example.test" }, headers: { origin: baseUrl } },
    "/chat/User/ResetPassword": { body: { Token: `cbr_${"0".repeat(16)}_${"0".repeat(48)}`, Password: "a-long-password" }, headers: { origin: baseUrl } },
    "/chat/User/VerifyEmail": { body: { Token: `cbv_${"0".repeat(16)}_${"0".repeat(48)}` }, headers: { origin: baseUrl } },
    "/chat/Widget/Ask": { body: { content: "Homes in Austin?" }, headers: visitor, query: widgetQuery },
    "/chat/Widget/Config": { body: {}, headers: { origin: "https://homes.example.com" }, query: widgetQuery },
    "/chat/Widget/Handoff": { body: { Name: "Sam", Email: "sam@example.com", Message: "Call me" }, headers: visitor, query: widgetQuery },
    "/chat/Widget/Session": { body: {}, headers: {}, query: widgetQuery },
    "/chat/Widget/UploadUrl": { body: { fileName: "house.png" }, headers: visitor, query: widgetQuery },
    "/chat/Workspace/ApiKeyCreate": { body: { Name: "fuzz" }, headers: owner },
    "/chat/Workspace/ApiKeyList": { body: {}, headers: owner },
    "/chat/Workspace/ApiKeyRevoke": { body: { ID: "00000000-0000-4000-8000-000000000000" }, headers: owner },
    "/chat/Workspace/Get": { body: {}, headers: owner },
    "/chat/Workspace/Insights": { body: {}, headers: key },
    "/chat/Chatbot/Onboarding": { body: { serialNumber: bot }, headers: key },
    "/chat/Workspace/LeadInbox": { body: { serialNumber: bot, Status: "new", Type: "Lead", PageNumber: 1, PageSize: 20 }, headers: key },
    "/chat/Workspace/LeadUpdate": { body: { LeadID: world.leadId, Status: "contacted", Notes: "Called back" }, headers: key },
    "/chat/Workspace/MailStatus": { body: {}, headers: key },
    "/chat/Workspace/ShowingList": { body: { serialNumber: bot, Status: "requested", PageNumber: 1, PageSize: 20 }, headers: key },
    "/chat/Workspace/ShowingRespond": {
      body: { ShowingID: 999999999, Action: "confirm", Start: "2026-12-05T14:00:00-06:00", End: "2026-12-05T15:00:00-06:00", Note: "fuzz" },
      headers: key,
    },
    "/chat/Workspace/MemberList": { body: {}, headers: owner },
    "/chat/Workspace/InviteList": { body: {}, headers: owner },
    "/chat/Workspace/InviteRevoke": { body: { ID: world.invitationId }, headers: owner },
    "/chat/Workspace/MemberInvite": { body: { Email: "agent@example.test", Role: "member" }, headers: owner },
    "/chat/Workspace/MemberRemove": { body: { Email: "agent@example.test" }, headers: owner },
    "/chat/Workspace/MemberRole": { body: { Email: "agent@example.test", Role: "owner" }, headers: owner },
    "/chat/Webhook/Create": {
      body: { SerialNumber: bot, Url: "https://hooks.fuzz.example.com/new", Events: ["lead.created"], Description: "fuzz" },
      headers: key,
    },
    "/chat/Webhook/List": { body: { SerialNumber: bot }, headers: key },
    "/chat/Webhook/Update": { body: { ID: String(world.webhookId), Description: "still fuzz", Enabled: true }, headers: key },
    "/chat/Webhook/Delete": { body: { ID: "999999999" }, headers: key },
    "/chat/Webhook/RotateSecret": { body: { ID: String(world.webhookId) }, headers: key },
    "/chat/Webhook/Test": { body: { ID: String(world.webhookId) }, headers: key },
    "/chat/Webhook/Deliveries": { body: { ID: String(world.webhookId), Status: "pending", PageNumber: 1, PageSize: 20 }, headers: key },
    "/chat/Webhook/Replay": { body: { DeliveryID: String(world.deliveryId) }, headers: key },
    "/chat/Webhook/FollowUpBoss": { body: { SerialNumber: bot, ApiKey: "fka_0123456789abcdef" }, headers: key },
    "/chat/Feed/Set": {
      body: {
        SerialNumber: bot,
        BaseUrl: "https://mls.fuzz.example.com/reso/odata",
        Auth: "oauth",
        TokenUrl: "https://mls.fuzz.example.com/oauth2/token",
        ClientId: "fuzz",
        Secret: "fuzz-secret",
        ListOfficeMlsId: "FZ1",
        Filter: "ListPrice gt 100000 and (City eq 'Austin' or City eq 'Round Rock')",
        IntervalMinutes: 60,
        Enabled: false,
      },
      headers: key,
    },
    "/chat/Feed/Get": { body: { SerialNumber: bot }, headers: key },
    "/chat/Feed/Owned": { body: { SerialNumber: bot, IDs: [1, 2, 3] }, headers: key },
    "/chat/Feed/SyncNow": { body: { SerialNumber: bot }, headers: key },
    "/chat/Feed/Delete": { body: { SerialNumber: bot }, headers: key },
    // Rotating it is harmless here: the fuzzer's workspace is its own.
    "/chat/Workspace/SessionKeyRotate": { body: {}, headers: owner },
  };
}
