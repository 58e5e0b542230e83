"use client";

import { useController, useFormContext } from "react-hook-form";
import { AppearancePreview } from "./appearance-preview";
import { ColorSetting } from "./color-setting";
import { type SettingsValues, TextSetting } from "./fields";
import { ImageSetting } from "./image-setting";
import { SETTING_LABELS } from "./labels";
import { SettingsSection } from "./section";

const ALIGNMENTS = [
  { value: 0, label: "Right" },
  { value: 1, label: "Left" },
] as const;

function BubbleAlignSetting() {
  const { control } = useFormContext<SettingsValues>();
  const { field, fieldState } = useController({ control, name: "ChatBubbleAlign" });
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-medium text-slate-800">{SETTING_LABELS.ChatBubbleAlign}</legend>
      <div className="flex gap-4">
        {ALIGNMENTS.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={field.name}
              ref={index === 0 ? field.ref : undefined}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              className="h-4 w-4 accent-blue-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">The corner of the page where the chat bubble sits.</p>
      {fieldState.error?.message && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {fieldState.error.message}
        </p>
      )}
    </fieldset>
  );
}

/** `withPreview`: the preview sits under these controls (narrow screens); wide ones show it beside the whole form. */
export function AppearanceSection({ withPreview }: { withPreview: boolean }) {
  return (
    <SettingsSection id="appearance" description="How the chat looks on your site.">
      <ImageSetting name="ChatProfilePicture" hint="Shown beside the chatbot's messages. PNG, JPEG, WEBP or GIF." />
      <ImageSetting name="ChatIcon" hint="Shown on the chat bubble. PNG, JPEG, WEBP or GIF." />
      <ColorSetting name="ChatBubbleColor" />
      <ColorSetting name="UserMessageColor" />
      <BubbleAlignSetting />
      <TextSetting name="UserInputPlaceholder" hint="The grey text in the empty message box." />
      <TextSetting name="SuggestedMessage" rows={4} hint="Questions offered to the visitor, one suggestion per line." />
      {withPreview && <AppearancePreview />}
    </SettingsSection>
  );
}
