import { useId, type ComponentProps } from "react";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  /** The field's validation message, shown in red under it. */
  error?: string;
};

const inputClass =
  "mt-1.5 block w-full rounded-xl border bg-white px-4 py-2.5 text-ink-950 shadow-sm placeholder:text-ink-400 focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600";

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). Works with react-hook-form's `register`. */
export function TextField({ label, error, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass} ${error ? "border-red-600" : "border-ink-300"}`}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
