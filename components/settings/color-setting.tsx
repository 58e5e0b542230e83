"use client";

import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";
import { normalizeRgb } from "@/lib/chatbots/formats";
import type { SettingsValues } from "./fields";
import { SETTING_LABELS } from "./labels";

/** [r, g, b] of a valid rgb(r,g,b) text, as the schema reads it; undefined while the text is not one. */
export function rgbChannels(text: string): [number, number, number] | undefined {
  const stored = normalizeRgb(text);
  if (!stored) return undefined;
  const [r, g, b] = stored.slice(4, -1).split(",").map(Number);
  return [r!, g!, b!];
}

const hex = (channels: readonly number[]) => `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;

function hexToRgb(value: string) {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(value.slice(start, start + 2), 16));
  return `rgb(${r},${g},${b})`;
}

/**
 * The colour as the setting stores it, rgb(r,g,b), in a text box, beside the browser's
 * colour picker; each follows the other.
 */
export function ColorSetting({ name, hint }: { name: "ChatBubbleColor" | "UserMessageColor"; hint?: string }) {
  const { control } = useFormContext<SettingsValues>();
  const { field, fieldState } = useController({ control, name });
  const channels = rgbChannels(field.value);
  const label = SETTING_LABELS[name];
  return (
    <Field label={label} hint={hint ?? "rgb(r,g,b), each from 0 to 255, or a hex colour such as #BF5700, or pick one."} error={fieldState.error?.message}>
      <ColorControls label={label} text={field.value} channels={channels} inputRef={field.ref} onText={field.onChange} onBlur={field.onBlur} />
    </Field>
  );
}

interface ColorControlsProps {
  id?: string;
  label: string;
  text: string;
  channels: [number, number, number] | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  onText: (text: string) => void;
  onBlur: () => void;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

function ColorControls({ id, label, text, channels, inputRef, onText, onBlur, ...aria }: ColorControlsProps) {
  // While the text is not a colour the picker stays on the last one it was, not black.
  const [pickerValue, setPickerValue] = useState(channels ? hex(channels) : "#000000");
  if (channels && hex(channels) !== pickerValue) setPickerValue(hex(channels));
  return (
    <div className="flex items-center gap-2">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={pickerValue}
        onChange={(event) => onText(hexToRgb(event.target.value))}
        onBlur={onBlur}
        className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
      />
      <input
        id={id}
        ref={inputRef}
        value={text}
        onChange={(event) => onText(event.target.value)}
        onBlur={onBlur}
        spellCheck={false}
        autoComplete="off"
        className={`${inputClass} min-w-0 font-mono`}
        {...aria}
      />
    </div>
  );
}
