import { CheckboxSetting, NumberSetting, TextSetting } from "./fields";
import { SettingsSection } from "./section";

export function SecuritySection() {
  return (
    <SettingsSection id="security" description="Where the chat may run, and how much it may be used.">
      <CheckboxSetting name="VerifyDomain" hint="Answer only on pages of the allowed domains below." />
      <TextSetting
        name="Domains"
        rows={4}
        hint="One host per line (commas work too), e.g. www.example.com or *.example.com. A pasted URL is cut to its host."
      />
      <TextSetting name="CustomDomain" hint="A host name of yours that serves the chat, e.g. chat.example.com, or empty." />
      <NumberSetting name="MessageLimit" hint="Questions per calendar month for this chatbot. -1 (or any negative number) = unlimited." />
      <NumberSetting name="RateLimitCount" hint="Questions one conversation may ask within the window. 0 (or less) turns the limit off." />
      <NumberSetting name="RateLimitTime" hint="The length of the window, in seconds. 0 (or less) turns the limit off." />
      <TextSetting name="RateLimitMessage" rows={2} hint="The reply a visitor gets who asks faster than that." />
    </SettingsSection>
  );
}

const EMAIL_LIST_HINT = "One address, or several separated by commas. Empty sends nothing.";

export function NotificationsSection() {
  return (
    <SettingsSection id="notifications" description="Daily e-mails about this chatbot.">
      <TextSetting name="EmailForDailyChatLogs" type="text" autoComplete="email" hint={EMAIL_LIST_HINT} />
      <TextSetting name="EmailForDailyLeads" type="text" autoComplete="email" hint={EMAIL_LIST_HINT} />
    </SettingsSection>
  );
}

export function HandoffSection() {
  return (
    <SettingsSection id="handoff" description="When a visitor asks for a person, the conversation is e-mailed to you.">
      <TextSetting name="TalkToHumanEmail" autoComplete="email" hint="Who gets the conversation: one address, or several separated by commas." />
      <TextSetting name="TalkToHumanResponseMessage" rows={2} hint="What the chatbot tells the visitor then." />
    </SettingsSection>
  );
}
