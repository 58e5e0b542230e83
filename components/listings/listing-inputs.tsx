"use client";

import { get, type FieldPath, useFormContext, useFormState } from "react-hook-form";
import { Field, inputClass } from "@/components/ui/field";
import { ENUM_CHOICES, FIELD_LABELS, type ListingFieldName, REQUIRED_FIELDS } from "./listing-fields";
import type { ListingFormValues } from "./listing-form-values";

type ScalarField = Exclude<ListingFieldName, "Images" | "ExtensionColumn">;

interface InputProps {
  name: ScalarField;
  hint?: string;
  className?: string;
}

/** The error of one field, or of a list's root ("Images.root"); re-renders only with it. */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<ListingFormValues>({ name: name.replace(/\.root$/, "") as FieldPath<ListingFormValues> });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/** A labelled text input bound to one listing field; numbers are typed as text and judged by the schema. */
export function ListingInput({
  name,
  hint,
  className,
  inputMode,
  placeholder,
}: InputProps & { inputMode?: "numeric" | "decimal" | "url"; placeholder?: string }) {
  const { register } = useFormContext<ListingFormValues>();
  return (
    <Field label={FIELD_LABELS[name]} required={REQUIRED_FIELDS.has(name)} error={useFieldError(name)} hint={hint} className={className}>
      <input className={inputClass} inputMode={inputMode} placeholder={placeholder} {...register(name)} />
    </Field>
  );
}

/** A select of an enum field's values; optional enums offer "None". */
export function ListingSelect({ name, hint, className }: InputProps) {
  const { register } = useFormContext<ListingFormValues>();
  const required = REQUIRED_FIELDS.has(name);
  return (
    <Field label={FIELD_LABELS[name]} required={required} error={useFieldError(name)} hint={hint} className={className}>
      <select className={inputClass} {...register(name)}>
        {!required && <option value="">None</option>}
        {(ENUM_CHOICES[name] ?? []).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function ListingTextarea({ name, hint, className }: InputProps) {
  const { register } = useFormContext<ListingFormValues>();
  return (
    <Field label={FIELD_LABELS[name]} required={REQUIRED_FIELDS.has(name)} error={useFieldError(name)} hint={hint} className={className}>
      <textarea rows={5} className={inputClass} {...register(name)} />
    </Field>
  );
}

export { useFieldError };
