"use client";

import { useFormContext, useFormState, useWatch } from "react-hook-form";
import { CheckboxField, Field, inputClass } from "@/components/ui/field";
import type { ChatbotSettings } from "@/lib/chatbots/schema";
import { SETTING_LABELS, type SettingName } from "./labels";

/** The form's values: the settings as Chatbot/Get returns them (and the schema puts out). */
export type SettingsValues = ChatbotSettings;

type TextName = { [K in SettingName]: SettingsValues[K] extends string ? K : never }[SettingName];
type NumberName = { [K in SettingName]: SettingsValues[K] extends number ? K : never }[SettingName];
type BooleanName = { [K in SettingName]: SettingsValues[K] extends boolean ? K : never }[SettingName];

/** The error the schema (or the server) gives this setting. */
export function useSettingError(name: SettingName): string | undefined {
  const { errors } = useFormState<SettingsValues>({ name });
  return errors[name]?.message;
}

interface TextSettingProps {
  name: TextName;
  hint?: string;
  rows?: number;
  type?: "text" | "url" | "email";
  wide?: boolean;
  autoComplete?: string;
}

/** A text setting: an input, or a textarea when given rows. */
export function TextSetting({ name, hint, rows, type = "text", wide = false, autoComplete = "off" }: TextSettingProps) {
  const { register } = useFormContext<SettingsValues>();
  const error = useSettingError(name);
  return (
    <Field label={SETTING_LABELS[name]} hint={hint} error={error} className={wide || rows ? "sm:col-span-2" : ""}>
      {rows ? (
        <textarea rows={rows} className={inputClass} {...register(name)} />
      ) : (
        <input type={type} className={inputClass} autoComplete={autoComplete} spellCheck={type === "text"} {...register(name)} />
      )}
    </Field>
  );
}

export function NumberSetting({ name, hint }: { name: NumberName; hint?: string }) {
  const { register } = useFormContext<SettingsValues>();
  const error = useSettingError(name);
  return (
    <Field label={SETTING_LABELS[name]} hint={hint} error={error}>
      <input type="number" inputMode="numeric" step={1} className={inputClass} {...register(name, { valueAsNumber: true })} />
    </Field>
  );
}

export function CheckboxSetting({ name, hint }: { name: BooleanName; hint?: string }) {
  const { register } = useFormContext<SettingsValues>();
  const error = useSettingError(name);
  return (
    <div className="sm:col-span-2">
      <CheckboxField label={SETTING_LABELS[name]} hint={hint} error={error}>
        <input type="checkbox" {...register(name)} />
      </CheckboxField>
    </div>
  );
}

interface SelectSettingProps {
  name: TextName;
  options: readonly string[];
  /** An option for "" (no value), with this text. */
  empty?: string;
  hint?: string;
}

/** A text setting chosen from a list; the saved value stays selectable even when the list lacks it. */
export function SelectSetting({ name, options, empty, hint }: SelectSettingProps) {
  const { register } = useFormContext<SettingsValues>();
  const current = useWatch<SettingsValues>({ name }) as string;
  const error = useSettingError(name);
  const missing = current !== "" && !options.includes(current);
  return (
    <Field label={SETTING_LABELS[name]} hint={hint} error={error}>
      <select className={inputClass} {...register(name)}>
        {empty !== undefined && <option value="">{empty}</option>}
        {missing && <option>{current}</option>}
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </Field>
  );
}
