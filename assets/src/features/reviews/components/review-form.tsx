import { useForm } from "react-hook-form";
import { Alert, button } from "@/components/ui";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import { errorMessage } from "@/lib/api-client";
import { applyApiErrors } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { usePostReview } from "../api/my-reviews";
import type { NewReview } from "../types";
import { cn } from "@/lib/cn";

export const REVIEW_ADDED_MESSAGE = "Your review added";
export const NAME_REQUIRED_MESSAGE = "name is required";
export const REVIEW_REQUIRED_MESSAGE = "Review is required";
export const MAX_NAME_LENGTH = 100;
export const MAX_REVIEW_LENGTH = 2000;
export const NAME_TOO_LONG_MESSAGE = `Your name can be at most ${MAX_NAME_LENGTH} characters`;
export const REVIEW_TOO_LONG_MESSAGE = "Your review can be at most 2,000 characters";

type ReviewValues = NewReview;

function lengthOf(text: string): number {
  // Characters as the server counts them (code points), not UTF-16 units.
  return Array.from(text).length;
}

/** The review form of /dashboard/review: posts `{name, review}` and refreshes every review list. */
export function ReviewForm({ defaultName }: { defaultName: string }) {
  const postReview = usePostReview();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues>({ defaultValues: { name: defaultName, review: "" } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await postReview.mutateAsync({ name: values.name.trim(), review: values.review.trim() });
    } catch (error) {
      // What was typed stays; the server's reasons go under their fields.
      const { unplaced } = applyApiErrors(error, setError, { name: "name", review: "review" });
      if (unplaced[0]) setError("root.server", { type: "server", message: unplaced[0] });
      void notify.error(errorMessage(error));
      return;
    }
    void notify.success(REVIEW_ADDED_MESSAGE, { position: "bottom-right" });
    reset({ name: defaultName, review: "" });
  });

  const serverError = errors.root?.server?.message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={isSubmitting}
      className="mt-6 max-w-2xl space-y-5 rounded-3xl border border-ink-200 bg-white/80 p-6 shadow-sm"
    >
      <TextField
        label="Name"
        type="text"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register("name", {
          validate: (value) => {
            const name = value.trim();
            if (!name) return NAME_REQUIRED_MESSAGE;
            return lengthOf(name) <= MAX_NAME_LENGTH || NAME_TOO_LONG_MESSAGE;
          },
        })}
      />
      <TextAreaField
        label="Review"
        rows={5}
        required
        hint="Up to 2,000 characters."
        error={errors.review?.message}
        {...register("review", {
          validate: (value) => {
            const review = value.trim();
            if (!review) return REVIEW_REQUIRED_MESSAGE;
            return lengthOf(review) <= MAX_REVIEW_LENGTH || REVIEW_TOO_LONG_MESSAGE;
          },
        })}
      />
      {serverError ? <Alert>{serverError}</Alert> : null}
      <button type="submit" disabled={isSubmitting} className={cn(button(), "w-full sm:w-auto")}>
        Add a Review
      </button>
      <p role="status" className="sr-only">
        {isSubmitting ? "Posting your review…" : ""}
      </p>
    </form>
  );
}
