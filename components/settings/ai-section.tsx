"use client";

import { useId } from "react";
import { useController, useFormContext } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";
import { RESPONSE_LANGUAGES } from "@/lib/chatbots/languages";
import { SelectSetting, type SettingsValues, TextSetting } from "./fields";
import { SETTING_LABELS } from "./labels";
import { ModelSetting } from "./model-select";
import { SettingsSection } from "./section";

/** A slider for quick changes and a number box for an exact value, both on the one setting. */
function TemperatureSetting() {
  const id = useId();
  const { control } = useFormContext<SettingsValues>();
  const { field, fieldState } = useController({ control, name: "Temperature" });
  const shown = Number.isFinite(field.value) ? field.value : "";
  return (
    <Field
      label={SETTING_LABELS.Temperature}
      hint="How freely a provider's model words its answers: low keeps them focused and the same each time; high makes them more varied. The built-in concierge does not use it."
      error={fieldState.error?.message}
    >
      {/* Field labels and describes its one child; the number box gets its own label. */}
      <TemperatureControls numberId={id} value={shown} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
    </Field>
  );
}

interface TemperatureControlsProps {
  id?: string;
  numberId: string;
  value: number | "";
  onChange: (value: number) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

function TemperatureControls({ id, numberId, value, onChange, onBlur, inputRef, ...aria }: TemperatureControlsProps) {
  return (
    <div className="flex items-center gap-3">
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value === "" ? 0 : value}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
        className="h-2 min-w-0 flex-1 accent-blue-700"
        {...aria}
      />
      <label htmlFor={numberId} className="sr-only">
        Temperature value
      </label>
      <div className="w-20 shrink-0">
        <input
          id={numberId}
          ref={inputRef}
          type="number"
          inputMode="numeric"
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value === "" ? Number.NaN : Number(event.target.value))}
          onBlur={onBlur}
          {...aria}
          className={inputClass}
        />
      </div>
    </div>
  );
}

export function AiSection() {
  return (
    <SettingsSection id="ai" description="Which model answers, and how.">
      <ModelSetting />
      <SelectSetting name="AIResponseLanguage" options={RESPONSE_LANGUAGES} empty="The visitor's language" />
      <TextSetting name="SystemMessage" rows={8} hint="The instructions the model follows in every conversation." />
      <TemperatureSetting />
      <TextSetting name="AnswerSuffix" hint="Added to the end of every answer, e.g. a disclaimer." />
    </SettingsSection>
  );
}
