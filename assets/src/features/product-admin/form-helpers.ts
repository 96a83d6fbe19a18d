import type { FieldErrors, FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { errorMessage } from "@/lib/api-client";
import { applyApiErrors } from "@/lib/form-errors";
import { notify } from "@/lib/toast";

const PRICE = /^\d+(\.\d{1,2})?$/;

export function priceError(value: string): string | true {
  const text = value.trim();
  if (!text) return "Enter the price";
  if (!PRICE.test(text)) return "Enter the price as a number, like 12.50";
  if (Number(text) <= 0) return "The price must be more than 0";
  return true;
}

/** A required text field's validator. */
export function requiredText(missing: string) {
  return (value: string): string | true => value.trim() !== "" || missing;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `after` that differ from `before`: what a PATCH sends. */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (!sameValue(before[key], after[key])) changes[key] = after[key];
  }
  return changes;
}

type SaveErrorOptions<TValues extends FieldValues> = {
  setError: UseFormSetError<TValues>;
  /** The server's field names (wire names) mapped to the form's. */
  serverFields: Partial<Record<string, FieldPath<TValues>>>;
  labels: Partial<Record<FieldPath<TValues>, string>>;
  /** The toast's first words, e.g. "The product was not added." */
  failure: string;
};

/**
 * A refused save: the server's field errors go under their fields (the first one takes the
 * focus), anything else above the button (`root.server`), and an error toast names the problem.
 */
export function reportSaveError<TValues extends FieldValues>(
  error: unknown,
  { setError, serverFields, labels, failure }: SaveErrorOptions<TValues>,
): void {
  const { first, unplaced } = applyApiErrors(error, setError, serverFields);
  const elsewhere = unplaced[0] ?? errorMessage(error);
  const what = first ? `${labels[first.field] ?? first.field}: ${first.message}` : elsewhere;
  if (unplaced.length || !first) setError("root.server", { type: "server", message: elsewhere });
  void notify.error(`${failure} ${what}`);
}

/** The toast after an admin's changes to a product are saved. */
export const CHANGES_SAVED_MESSAGE = "Changes saved";

/** The toast when a product form is sent unchanged. */
export const NO_CHANGES_MESSAGE = "There are no changes to save.";

/**
 * Focuses the first field with an error in the page's order (by its input's `name`). The
 * forms use this, not react-hook-form's own focus, which follows the order the fields
 * registered in: a Controller in a child component registers after the fields around it.
 */
export function focusFirstError<TValues extends FieldValues>(
  form: HTMLFormElement | null,
  errors: FieldErrors<TValues>,
): void {
  const names = new Set(Object.keys(errors));
  const first = Array.from(form?.elements ?? []).find((element): element is HTMLInputElement =>
    names.has((element as HTMLInputElement).name ?? ""),
  );
  first?.focus();
}
