import { CheckboxSetting, TextSetting } from "./fields";
import { SettingsSection } from "./section";

export function BehaviourSection() {
  return (
    <SettingsSection id="behaviour" description="What the chat window does for each visitor.">
      <CheckboxSetting name="ChatbotPopupOnce" hint="Otherwise it opens on every visit." />
      <CheckboxSetting name="RemoveChatLogOnBrowserClose" hint="Visitors start afresh each time they come back." />
      <CheckboxSetting name="EnableUploadImage" hint="Visitors can attach photos to a question; models that see images look at them." />
      <CheckboxSetting name="EnablePushToTalk" hint="Visitors can hold a button and speak their question." />
    </SettingsSection>
  );
}

export function PrivacySection() {
  return (
    <SettingsSection id="privacy" description="The privacy policy the chat window names and links to.">
      <TextSetting name="ChatbotPrivacyPolicyName" />
      <TextSetting name="ChatbotPrivacyPolicyUrl" type="url" hint="An http(s) link to the full policy." />
      <TextSetting name="ChatbotPrivacyPolicyDescription" rows={3} />
    </SettingsSection>
  );
}

export function SocialSection() {
  return (
    <SettingsSection id="social" description="Your pages, for the chat window to link to. Leave one empty for none.">
      <TextSetting name="FacebookUrl" type="url" hint="e.g. https://facebook.com/yourpage" />
      <TextSetting name="InstagramUrl" type="url" hint="e.g. https://instagram.com/yourprofile" />
      <TextSetting name="WhatsappUrl" type="url" hint="e.g. https://wa.me/15551234567" />
    </SettingsSection>
  );
}
