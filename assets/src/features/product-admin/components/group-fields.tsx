import { Controller, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { SelectField } from "@/components/ui/text-field";

/** One thing a tool can be filed under: a category (labelled with its path) or a brand. */
export type GroupChoice = { id: number; label: string };

/** A list of choices as the page has it: undefined while it loads. */
export type GroupChoices = { choices?: GroupChoice[]; failed: boolean };

type GroupSelectProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  /** The option for none, e.g. "No category". */
  none: string;
  list: GroupChoices;
  /** What the list is of, for its loading and failure words, e.g. "categories". */
  plural: string;
};

/**
 * An optional choice of a category or a brand: its value is the id as text, "" for none.
 * Controlled, so a saved choice shows as soon as the list arrives.
 */
export function GroupSelect<TValues extends FieldValues>({
  control,
  name,
  label,
  none,
  list,
  plural,
}: GroupSelectProps<TValues>) {
  let hint: string | undefined;
  if (list.failed) hint = `The ${plural} did not load: the saved choice stays as it is.`;
  else if (!list.choices) hint = `Loading the ${plural}…`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          hint={hint}
          error={fieldState.error?.message}
          disabled={!list.choices}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        >
          <option value="">{none}</option>
          {(list.choices ?? []).map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}
