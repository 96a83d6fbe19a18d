import { useForm } from "react-hook-form";
import { Alert, button } from "@/components/ui";
import { SelectField, TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { applyApiErrors } from "@/lib/form-errors";

export type GroupValues = { name: string; parent: string };

/** A parent to choose: a category's id as text, "" for the top level. */
export type ParentChoice = { value: string; label: string };

type GroupFormProps = {
  /** Names the form for screen readers, e.g. "Rename Brushes". */
  label: string;
  defaults: GroupValues;
  /** Shows the name field (adding, renaming). */
  withName: boolean;
  /** Shows the parent select with these choices (adding a category, moving one). */
  parents?: ParentChoice[];
  submitLabel: string;
  /** Resolves once saved; a refusal's field errors land on their fields. */
  onSave: (values: GroupValues) => Promise<unknown>;
  onCancel?: () => void;
  /** Empties the form once saved (adding). */
  resetOnSave?: boolean;
};

/** A category's or a brand's small form: its name, its parent, or both. */
export function GroupForm({
  label,
  defaults,
  withName,
  parents,
  submitLabel,
  onSave,
  onCancel,
  resetOnSave = false,
}: GroupFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GroupValues>({ defaultValues: defaults });

  const save = async (values: GroupValues) => {
    try {
      await onSave({ ...values, name: values.name.trim() });
      if (resetOnSave) reset(defaults);
    } catch (error) {
      const fields = withName ? { name: "name" as const } : {};
      const { first, unplaced } = applyApiErrors(error, setError, parents ? { ...fields, parent: "parent" } : fields);
      if (!first) setError("root.server", { type: "server", message: unplaced[0] ?? errorMessage(error) });
    }
  };

  return (
    <form
      noValidate
      aria-label={label}
      aria-busy={isSubmitting}
      onSubmit={(event) => void handleSubmit(save)(event)}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      {withName ? (
        <TextField
          label="Name"
          type="text"
          autoComplete="off"
          required
          error={errors.name?.message}
          {...register("name", { validate: (value) => value.trim() !== "" || "Enter a name" })}
        />
      ) : null}
      {parents ? (
        <SelectField label="Inside" error={errors.parent?.message} {...register("parent")}>
          <option value="">Top level</option>
          {parents.map((parent) => (
            <option key={parent.value} value={parent.value}>
              {parent.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:mt-7">
        <button type="submit" disabled={isSubmitting} className={button("primary", "sm")}>
          {isSubmitting ? "Saving…" : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={button("secondary", "sm")}>
            Cancel
          </button>
        ) : null}
      </div>
      {errors.root?.server?.message ? (
        <div className="sm:col-span-3">
          <Alert>{errors.root.server.message}</Alert>
        </div>
      ) : null}
    </form>
  );
}
