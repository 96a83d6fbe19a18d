import { useState, type FormEvent } from "react";
import { Controller, useForm } from "react-hook-form";
import { CheckboxField, TextAreaField, TextField } from "@/components/ui/text-field";
import { notify } from "@/lib/toast";
import { useCreatePainting, useUpdatePainting } from "../api/paintings";
import { useImageUploads } from "../api/upload-image";
import {
  CHANGES_SAVED_MESSAGE,
  NO_CHANGES_MESSAGE,
  changedFields,
  focusFirstError,
  priceError,
  reportSaveError,
  requiredText,
} from "../form-helpers";
import { imageListError, requiredImage } from "../image-value";
import {
  EMPTY_PAINTING,
  PAINTING_ADDED_MESSAGE,
  PAINTING_LABELS,
  PAINTING_SERVER_FIELDS,
  paintingFieldsOf,
  paintingValuesOf,
  savedPaintingFields,
  sizeError,
  yearError,
  type PaintingValues,
} from "../painting-values";
import type { EditablePainting } from "../types";
import { CreatedNotice, type Created } from "./created-notice";
import { FormFooter, productFormClass } from "./form-footer";
import { ImageListField } from "./image-list-field";
import { ImageUploadField } from "./image-upload-field";
import { MediumField, type MediaQuery } from "./medium-field";

export const FRAMED_HINT = "The size is the size as it hangs: with the frame when framed.";

type PaintingFormProps = {
  /** Editing: the saved painting. Without it the form adds one. */
  painting?: EditablePainting;
  /** GET /api/paintings/media: the medium's choices. */
  media: MediaQuery;
};

/**
 * A painting's form: empty, it adds one (POST /api/paintings); given a painting, it edits it
 * (PATCH with the changed fields only). Chosen images are uploaded first, in order.
 */
export function PaintingForm({ painting, media }: PaintingFormProps) {
  const create = useCreatePainting();
  const update = useUpdatePainting();
  const { upload, uploading } = useImageUploads();
  // What the server has now: the changes are measured against it.
  const [saved, setSaved] = useState<EditablePainting | undefined>(painting);
  // Adding: the item the last submission made, linked above the emptied form.
  const [created, setCreated] = useState<Created | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PaintingValues>({
    defaultValues: painting ? paintingValuesOf(painting) : EMPTY_PAINTING,
    shouldFocusError: false,
  });

  const save = async (values: PaintingValues) => {
    try {
      const img = values.img instanceof File ? await upload(values.img, "img") : (values.img ?? "");
      const images: string[] = [];
      for (const item of values.images) images.push(typeof item === "string" ? item : await upload(item, "images"));
      const fields = paintingFieldsOf(values, { img, images });
      if (!saved) {
        const made = await create.mutateAsync(fields);
        void notify.success(PAINTING_ADDED_MESSAGE);
        reset();
        setCreated({
          name: fields.title,
          viewTo: `/paintings/${made._id}`,
          viewLabel: "See it in the gallery",
          editTo: `/dashboard/editpainting/${made._id}`,
        });
        return;
      }
      const changes = changedFields(savedPaintingFields(saved), fields);
      if (Object.keys(changes).length === 0) {
        void notify.info(NO_CHANGES_MESSAGE);
        return;
      }
      const answer = await update.mutateAsync({ id: saved._id, changes });
      setSaved(answer);
      reset(paintingValuesOf(answer));
      void notify.success(CHANGES_SAVED_MESSAGE);
    } catch (error) {
      reportSaveError(error, {
        setError,
        serverFields: PAINTING_SERVER_FIELDS,
        labels: PAINTING_LABELS,
        failure: saved ? "The changes were not saved." : "The painting was not added.",
      });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    return handleSubmit(save, (invalid) => focusFirstError(form, invalid))(event);
  };

  return (
    <>
      {created ? <CreatedNotice created={created} /> : null}
      <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className={productFormClass}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Title"
            type="text"
            autoComplete="off"
            required
            error={errors.title?.message}
            {...register("title", { validate: requiredText("Enter the painting's title") })}
          />
          <TextField
            label="Artist"
            type="text"
            autoComplete="off"
            required
            error={errors.artist?.message}
            {...register("artist", { validate: requiredText("Enter the artist's name") })}
          />
        </div>
        <TextAreaField
          label="Description"
          rows={4}
          required
          error={errors.description?.message}
          {...register("description", { validate: requiredText("Enter a description") })}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Price"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            required
            error={errors.price?.message}
            {...register("price", { validate: priceError })}
          />
          <MediumField control={control} media={media} />
        </div>
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-ink-900">Size</legend>
          <div className="grid grid-cols-2 gap-4 sm:gap-5">
            <TextField
              label="Width (cm)"
              type="number"
              inputMode="decimal"
              min={0.01}
              max={1000}
              step={0.01}
              required
              error={errors.widthCm?.message}
              {...register("widthCm", { validate: sizeError("width") })}
            />
            <TextField
              label="Height (cm)"
              type="number"
              inputMode="decimal"
              min={0.01}
              max={1000}
              step={0.01}
              required
              error={errors.heightCm?.message}
              {...register("heightCm", { validate: sizeError("height") })}
            />
          </div>
          <CheckboxField label="Framed" hint={FRAMED_HINT} error={errors.framed?.message} {...register("framed")} />
        </fieldset>
        <TextField
          label="Year"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          hint="Optional: the year it was painted."
          error={errors.year?.message}
          className="sm:max-w-40"
          {...register("year", { validate: yearError })}
        />
        <Controller
          control={control}
          name="img"
          rules={{ validate: requiredImage("Choose an image of the painting") }}
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Image"
              required={!saved}
              saved={saved?.img}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={fieldState.error?.message}
              uploading={uploading !== null && uploading === field.value}
            />
          )}
        />
        <Controller
          control={control}
          name="images"
          rules={{ validate: imageListError }}
          render={({ field, fieldState }) => (
            <ImageListField
              label="More images"
              hint="Optional: details or other views, shown after the main image in this order."
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={fieldState.error?.message}
              uploading={uploading}
            />
          )}
        />
        <FormFooter
          serverError={errors.root?.server?.message}
          busy={isSubmitting}
          label={saved ? "Save changes" : "Add painting"}
          busyLabel="Saving…"
          busyStatus={uploading ? "Uploading the images…" : "Saving the painting…"}
        />
      </form>
    </>
  );
}
