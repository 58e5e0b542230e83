"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, inputClass } from "@/components/ui/field";
import type { ListingFormValues } from "./listing-form-values";
import { useFieldError } from "./listing-inputs";

function ExtensionRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register } = useFormContext<ListingFormValues>();
  const keyError = useFieldError(`ExtensionColumn.${index}.Key`);
  const valueError = useFieldError(`ExtensionColumn.${index}.value`);
  return (
    <li className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
      <Field label={`Extra field ${index + 1} name`} error={keyError}>
        <input className={inputClass} placeholder="e.g. Pets" {...register(`ExtensionColumn.${index}.Key`)} />
      </Field>
      <Field label={`Extra field ${index + 1} value`} error={valueError}>
        <input className={inputClass} placeholder="e.g. Cats only" {...register(`ExtensionColumn.${index}.value`)} />
      </Field>
      <Button variant="danger-ghost" size="sm" className="sm:mt-6" onClick={onRemove} aria-label={`Remove extra field ${index + 1}`}>
        Remove
      </Button>
    </li>
  );
}

/** ExtensionColumn: any further facts as name/value pairs, which the chatbot can quote. */
export function ListingExtensionField() {
  const { control } = useFormContext<ListingFormValues>();
  const pairs = useFieldArray({ control, name: "ExtensionColumn" });
  const rootError = useFieldError("ExtensionColumn.root");
  const listError = useFieldError("ExtensionColumn") ?? rootError;
  return (
    <div>
      {pairs.fields.length === 0 ? (
        <p className="text-sm text-slate-700">No extra fields.</p>
      ) : (
        <ul className="space-y-3" aria-label="Extra fields">
          {pairs.fields.map((field, index) => (
            <ExtensionRow key={field.id} index={index} onRemove={() => pairs.remove(index)} />
          ))}
        </ul>
      )}
      {listError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Extra fields {listError}
        </p>
      )}
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => pairs.append({ Key: "", value: "" }, { shouldFocus: true })}>
        Add extra field
      </Button>
    </div>
  );
}
