import { useId, type ComponentProps, type ReactNode } from "react";

const controlClass =
  "mt-1.5 block w-full rounded-xl border px-4 py-2.5 placeholder:text-ink-400 focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600 disabled:cursor-not-allowed disabled:bg-ink-50";

/** Read-only text (e.g. who is ordering) looks set, not editable. (Not `read-only:`: file inputs match it.) */
const readOnlyClass = "cursor-default border-dashed bg-ink-50 text-ink-700 shadow-none";
const editableClass = "bg-white text-ink-950 shadow-sm";

type FieldFrameProps = {
  inputId: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
};

/** The hint and the error under a field, with the ids its aria-describedby names. */
function FieldMessages({ inputId, hint, error }: Pick<FieldFrameProps, "inputId" | "hint" | "error">) {
  return (
    <>
      {hint ? (
        <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

function FieldFrame({ inputId, label, hint, error, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}

function describedBy(inputId: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

type FieldProps = {
  label: string;
  /** Help shown under the field (and tied to it with aria-describedby). */
  hint?: ReactNode;
  /** The field's validation message, shown in red under it. */
  error?: string;
};

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). Works with react-hook-form's `register`. */
export function TextField({
  label,
  hint,
  error,
  id,
  className = "",
  ...inputProps
}: ComponentProps<"input"> & FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error}>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={`${controlClass} ${error ? "border-red-600" : "border-ink-300"} ${inputProps.readOnly ? readOnlyClass : editableClass} ${className}`}
        {...inputProps}
      />
    </FieldFrame>
  );
}

/** The multi-line sibling of `TextField`. */
export function TextAreaField({
  label,
  hint,
  error,
  id,
  className = "",
  ...textareaProps
}: ComponentProps<"textarea"> & FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error}>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={`${controlClass} ${error ? "border-red-600" : "border-ink-300"} ${editableClass} ${className}`}
        {...textareaProps}
      />
    </FieldFrame>
  );
}

/** The `<select>` sibling of `TextField`: pass the options as children. */
export function SelectField({
  label,
  hint,
  error,
  id,
  className = "",
  children,
  ...selectProps
}: ComponentProps<"select"> & FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error}>
      <select
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={`${controlClass} ${error ? "border-red-600" : "border-ink-300"} ${editableClass} ${className}`}
        {...selectProps}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled checkbox (the label beside the box), its hint and error under it, tied to it like `TextField`'s. */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  className = "",
  ...inputProps
}: Omit<ComponentProps<"input">, "type"> & FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div>
      <div className="flex items-center gap-3">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className={`size-5 shrink-0 accent-terracotta-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ultramarine-600 ${className}`}
          {...inputProps}
        />
        <label htmlFor={inputId} className="text-sm font-semibold text-ink-900">
          {label}
        </label>
      </div>
      <FieldMessages inputId={inputId} hint={hint} error={error} />
    </div>
  );
}
