import { useState, type FormEvent } from "react";
import { Controller, useForm, type FieldPath } from "react-hook-form";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import { notify } from "@/lib/toast";
import { useCreateTool, useUpdateTool } from "../api/tools";
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
import { requiredImage, type ImageValue } from "../image-value";
import type { EditableTool, ToolFields } from "../types";
import { CreatedNotice, type Created } from "./created-notice";
import { FormFooter, productFormClass } from "./form-footer";
import { GroupSelect, type GroupChoices } from "./group-fields";
import { ImageUploadField } from "./image-upload-field";

export const PRODUCT_ADDED_MESSAGE = "You have successfully added a product";

type ToolValues = {
  name: string;
  price: string;
  availableQuantity: string;
  minimumOrderQuantity: string;
  description: string;
  image: ImageValue;
  /** An id as text; "" for none. */
  category: string;
  brand: string;
};

const EMPTY: ToolValues = {
  name: "",
  price: "",
  availableQuantity: "",
  minimumOrderQuantity: "",
  description: "",
  image: null,
  category: "",
  brand: "",
};

const LABELS: Record<FieldPath<ToolValues>, string> = {
  name: "Name",
  price: "Price",
  availableQuantity: "Available quantity",
  minimumOrderQuantity: "Minimum order quantity",
  description: "Description",
  image: "Image",
  category: "Category",
  brand: "Brand",
};

/** The server's field names (wire names) mapped to the form's. */
const SERVER_FIELDS: Record<string, FieldPath<ToolValues>> = {
  name: "name",
  price: "price",
  availableQuantity: "availableQuantity",
  minimumOrderQuantity: "minimumOrderQuantity",
  description: "description",
  img: "image",
  image: "image",
  category: "category",
  brand: "brand",
};

const WHOLE_NUMBER = /^\d+$/;

function wholeNumberError(value: string, label: string): string | true {
  const text = value.trim();
  if (!text) return `Enter the ${label}`;
  if (!WHOLE_NUMBER.test(text)) return `The ${label} must be a whole number, 0 or more`;
  return true;
}

function valuesOf(tool: EditableTool): ToolValues {
  return {
    name: tool.name,
    price: String(tool.price),
    availableQuantity: String(tool.availableQuantity),
    minimumOrderQuantity: String(tool.minimumOrderQuantity),
    description: tool.description,
    image: tool.img,
    // (A tool from before categories and brands has neither.)
    category: tool.category == null ? "" : String(tool.category),
    brand: tool.brand == null ? "" : String(tool.brand),
  };
}

const idOrNull = (value: string): number | null => (value ? Number(value) : null);

function fieldsOf(values: ToolValues, img: string): ToolFields {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: Number(values.price),
    availableQuantity: Number.parseInt(values.availableQuantity, 10),
    minimumOrderQuantity: Number.parseInt(values.minimumOrderQuantity, 10),
    img,
    category: idOrNull(values.category),
    brand: idOrNull(values.brand),
  };
}

type ToolFormProps = {
  /** Editing: the saved tool. Without it the form adds one. */
  tool?: EditableTool;
  /** The category's choices (each labelled with its path) and the brand's. */
  categories: GroupChoices;
  brands: GroupChoices;
};

/**
 * A tool's form: empty, it adds one (POST /api/tools); given a tool, it edits it (PATCH with
 * the changed fields only). A chosen image is uploaded first (POST /api/images).
 */
export function ToolForm({ tool, categories, brands }: ToolFormProps) {
  const create = useCreateTool();
  const update = useUpdateTool();
  const { upload, uploading } = useImageUploads();
  // What the server has now: the changes are measured against it.
  const [saved, setSaved] = useState<EditableTool | undefined>(tool);
  // Adding: the item the last submission made, linked above the emptied form.
  const [created, setCreated] = useState<Created | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ToolValues>({ defaultValues: tool ? valuesOf(tool) : EMPTY, shouldFocusError: false });

  const save = async (values: ToolValues) => {
    try {
      const img = values.image instanceof File ? await upload(values.image, "img") : (values.image ?? "");
      const fields = fieldsOf(values, img);
      if (!saved) {
        const made = await create.mutateAsync(fields);
        // Only now has the server accepted the product.
        void notify.success(PRODUCT_ADDED_MESSAGE);
        reset();
        setCreated({
          name: fields.name,
          viewTo: `/purchase/${made._id}`,
          viewLabel: "See its page",
          editTo: `/dashboard/editproduct/${made._id}`,
        });
        return;
      }
      const changes = changedFields(fieldsOf(valuesOf(saved), saved.img), fields);
      if (Object.keys(changes).length === 0) {
        void notify.info(NO_CHANGES_MESSAGE);
        return;
      }
      const answer = await update.mutateAsync({ id: saved._id, changes });
      setSaved(answer);
      reset(valuesOf(answer));
      void notify.success(CHANGES_SAVED_MESSAGE);
    } catch (error) {
      reportSaveError(error, {
        setError,
        serverFields: SERVER_FIELDS,
        labels: LABELS,
        failure: saved ? "The changes were not saved." : "The product was not added.",
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
        <TextField
          label="Name"
          type="text"
          autoComplete="off"
          required
          error={errors.name?.message}
          {...register("name", { validate: requiredText("Enter the product's name") })}
        />
        <div className="grid gap-5 sm:grid-cols-3">
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
          <TextField
            label="Available quantity"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            error={errors.availableQuantity?.message}
            {...register("availableQuantity", {
              validate: (value) => wholeNumberError(value, "available quantity"),
              deps: ["minimumOrderQuantity"],
            })}
          />
          <TextField
            label="Minimum order quantity"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            required
            error={errors.minimumOrderQuantity?.message}
            {...register("minimumOrderQuantity", {
              validate: (value) => {
                const valid = wholeNumberError(value, "minimum order quantity");
                if (valid !== true) return valid;
                const available = getValues("availableQuantity").trim();
                if (WHOLE_NUMBER.test(available) && Number(value) > Number(available)) {
                  return "The minimum order can't be more than the available quantity";
                }
                return true;
              },
            })}
          />
        </div>
        <TextAreaField
          label="Description"
          rows={4}
          required
          error={errors.description?.message}
          {...register("description", { validate: requiredText("Enter a description") })}
        />
        <Controller
          control={control}
          name="image"
          rules={{ validate: requiredImage("Choose an image of the product") }}
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
        <div className="grid gap-5 sm:grid-cols-2">
          <GroupSelect
            control={control}
            name="category"
            label="Category"
            none="No category"
            list={categories}
            plural="categories"
          />
          <GroupSelect control={control} name="brand" label="Brand" none="No brand" list={brands} plural="brands" />
        </div>
        <FormFooter
          serverError={errors.root?.server?.message}
          busy={isSubmitting}
          label={saved ? "Save changes" : "Add product"}
          busyLabel={saved ? "Saving…" : "Adding the product…"}
          busyStatus={uploading ? "Uploading the image…" : "Saving the product…"}
        />
      </form>
    </>
  );
}
