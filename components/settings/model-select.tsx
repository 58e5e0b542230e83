"use client";

import { useQuery } from "@tanstack/react-query";
import { useController, useFormContext, useFormState } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";
import { DEFAULT_MODEL_KEY } from "@/lib/ai/models";
import type { ModelOption } from "@/lib/client/api";
import { modelQueries } from "@/lib/client/queries";
import type { SettingsValues } from "./fields";
import { SETTING_LABELS } from "./labels";

function optionLabel(model: ModelOption) {
  if (model.Key === DEFAULT_MODEL_KEY) return `${model.Value} (built-in)`;
  return model.Status ? model.Value : `${model.Value} — not configured`;
}

/**
 * The models of ModelList. One whose provider has no key on this server is shown but
 * cannot be picked (a chatbot set to it would answer with the concierge), unless it is
 * the saved choice: that one stays, so opening the page never changes the model.
 */
export function ModelSetting() {
  const models = useQuery(modelQueries.list());
  const { control } = useFormContext<SettingsValues>();
  const { field, fieldState } = useController({ control, name: "Model" });
  const saved = useFormState({ control }).defaultValues?.Model;
  const list = models.data ?? [];
  const known = new Set(list.map((model) => model.Key));
  const extra = [saved, field.value].filter((key, index, all): key is string => !!key && !known.has(key) && all.indexOf(key) === index);
  const hint = models.isError
    ? `Could not load the model list: ${models.error.message}`
    : "Models marked “not configured” need their provider's API key on the server.";

  return (
    <Field label={SETTING_LABELS.Model} hint={hint} error={fieldState.error?.message}>
      <select
        className={inputClass}
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-busy={models.isPending || undefined}
      >
        {extra.map((key) => (
          <option key={key} value={key}>
            {models.isPending ? "Loading models…" : `${key} — not available on this server`}
          </option>
        ))}
        {list.map((model) => (
          <option key={model.Key} value={model.Key} disabled={!model.Status && model.Key !== saved}>
            {optionLabel(model)}
          </option>
        ))}
      </select>
    </Field>
  );
}
