import type { ComponentProps } from "react";
import { errorMessage, isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";

/** A control's look, without its width (each field says its own: no class overrides another). */
const controlClass =
  "mt-1 block rounded-lg border border-ink-300 bg-white px-3 py-1.5 text-ink-950 focus:outline-3 focus:outline-offset-1 focus:outline-ultramarine-600";

type FieldProps = ComponentProps<"input"> & { label: string; labelClassName?: string; width?: string };

/** A labelled input of the shipping tables (full width unless `width` says otherwise). */
export function Field({ label, labelClassName, width = "w-full", ...input }: FieldProps) {
  return (
    <label className={cn("text-sm text-ink-700", labelClassName)}>
      {label}
      <input className={cn(controlClass, width)} {...input} />
    </label>
  );
}

type SelectProps = ComponentProps<"select"> & { label: string };

export function SelectField({ label, children, ...select }: SelectProps) {
  return (
    <label className="text-sm text-ink-700">
      {label}
      <select className={cn(controlClass, "w-full")} {...select}>
        {children}
      </select>
    </label>
  );
}

/** The first field error the API gave, or its detail. */
function changeError(error: unknown): string {
  if (isApiError(error)) {
    const first = Object.values(error.fields)[0]?.[0];
    if (first) return first;
  }
  return errorMessage(error);
}

type SaveStatusProps = { error: unknown; saved?: boolean; className?: string };

/** What became of a change, read out when it comes: why it was refused, or "Saved.". */
export function SaveStatus({ error, saved = false, className = "w-full" }: SaveStatusProps) {
  return (
    <p role="status" className={cn("text-sm", className)}>
      {error ? <span className="font-medium text-red-700">{changeError(error)}</span> : saved ? "Saved." : ""}
    </p>
  );
}
