import { useForm } from "react-hook-form";
import { Alert, button } from "@/components/ui";
import { TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { applyApiErrors } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useUpdateMe } from "../api/me";
import type { Me } from "../types";

export const NAME_SAVED = "Your name is saved.";
export const NAME_MAX_LENGTH = 150;

type NameValues = { name: string };

export function NameForm({ me }: { me: Me }) {
  const update = useUpdateMe();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<NameValues>({ defaultValues: { name: me.name } });

  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const saved = await update.mutateAsync({ name: name.trim() });
      reset({ name: saved.name });
    } catch (error) {
      const { first, unplaced } = applyApiErrors<NameValues>(error, setError, { name: "name" });
      if (!first) setError("root.server", { type: "server", message: unplaced[0] ?? errorMessage(error) });
      return;
    }
    void notify.success(NAME_SAVED, { toastId: "name-saved" });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={isSubmitting}>
      <TextField
        label="Name"
        type="text"
        autoComplete="name"
        error={errors.name?.message}
        {...register("name", {
          validate: (value) => {
            const text = value.trim();
            if (!text) return "Name is required";
            if (text.length > NAME_MAX_LENGTH) return `Use at most ${NAME_MAX_LENGTH} characters`;
            return true;
          },
        })}
      />
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <button type="submit" disabled={isSubmitting || !isDirty} className={button()}>
        {isSubmitting ? "Saving…" : "Save name"}
      </button>
    </form>
  );
}
