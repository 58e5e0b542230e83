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
      <NumberSetting name="MessageLimit" hint="How many questions this chatbot answers in a calendar month. Enter -1 for no limit." />
      <NumberSetting
        name="RateLimitCount"
        hint="How many questions one visitor's conversation may ask in a short time, to stop floods. 0 means no such limit."
      />
      <NumberSetting name="RateLimitTime" hint="The time those questions are counted over, in seconds (60 is a minute). 0 means no such limit." />
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
      <TextSetting
        name="BookingUrl"
        type="url"
        hint="Your booking page (Cal.com, Calendly…), offered to visitors who ask to see a home. Empty: the chatbot takes their times and sends you a showing request."
      />
    </SettingsSection>
  );
}
