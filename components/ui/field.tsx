import { type ReactElement, cloneElement, useId } from "react";

export const inputClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 " +
  "aria-[invalid=true]:border-red-600 disabled:bg-slate-100";

/** "must be at most 100" → "Must be at most 100": zod's phrases, as a sentence beside the field. */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

interface FieldProps {
  label: string;
  /** The control: an input, select or textarea; its id and aria attributes are set here. */
  children: ReactElement<Record<string, unknown>>;
  error?: string;
  hint?: string;
  className?: string;
  /** Marks the label with an asterisk (hidden from screen readers, which hear aria-required). */
  required?: boolean;
}

/** A labelled control with its hint and error, wired for screen readers. */
export function Field({ label, children, error, hint, className = "", required = false }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      {required ? (
        // The asterisk stays outside the label, so that the label's text is the field's name alone.
        <div className="mb-1 text-sm font-medium text-slate-800">
          <label htmlFor={id}>{label}</label>
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </div>
      ) : (
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
          {label}
        </label>
      )}
      {cloneElement(children, {
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
        "aria-required": required || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {sentence(error)}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label to the right, and an optional hint below. */
export function CheckboxField({ label, hint, error, children }: Omit<FieldProps, "className" | "required">) {
  const id = useId();
  return (
    <div>
      <div className="flex items-center gap-2">
        {cloneElement(children, { id, "aria-describedby": hint ? `${id}-hint` : undefined, className: "h-4 w-4 rounded border-slate-400 accent-blue-700" })}
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="ml-6 mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p role="alert" className="ml-6 mt-1 text-sm text-red-700">
          {sentence(error)}
        </p>
      )}
    </div>
  );
}
