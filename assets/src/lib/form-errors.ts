import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-client";

export type PlacedError<TValues extends FieldValues> = { field: FieldPath<TValues>; message: string };

/**
 * Shows the API's field errors (`{detail, code, fields: {name: [messages]}}`) under a
 * react-hook-form form's fields: each server field named in `fieldNames` (server name ->
 * form field) gets its first message, and the first one placed takes the focus. Answers
 * that first one, and the messages of server fields the form does not have (for the form
 * to show elsewhere, e.g. as `root.server`). Any other error places nothing.
 */
export function applyApiErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldNames: Partial<Record<string, FieldPath<TValues>>>,
): { first: PlacedError<TValues> | null; unplaced: string[] } {
  let first: PlacedError<TValues> | null = null;
  const unplaced: string[] = [];
  if (!isApiError(error)) return { first, unplaced };
  for (const [serverName, messages] of Object.entries(error.fields)) {
    const message = messages[0];
    if (!message) continue;
    const field = fieldNames[serverName];
    if (!field) {
      unplaced.push(message);
      continue;
    }
    setError(field, { type: "server", message }, { shouldFocus: first === null });
    first ??= { field, message };
  }
  return { first, unplaced };
}
