import { useEffect, useState } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { Alert, buttonPrimary } from "@/components/ui";
import { TextAreaField, TextField } from "@/components/ui/text-field";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api-client";
import { applyApiErrors } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { useAddProduct } from "@/features/catalogue";

export const PRODUCT_ADDED_MESSAGE = "You have successfully added a product";
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

type AddProductValues = {
  name: string;
  price: string;
  availableQuantity: string;
  minimumOrderQuantity: string;
  description: string;
  image: FileList | null;
};

const EMPTY: AddProductValues = {
  name: "",
  price: "",
  availableQuantity: "",
  minimumOrderQuantity: "",
  description: "",
  image: null,
};

const LABELS: Record<FieldPath<AddProductValues>, string> = {
  name: "Name",
  price: "Price",
  availableQuantity: "Available quantity",
  minimumOrderQuantity: "Minimum order quantity",
  description: "Description",
  image: "Image",
};

/** The server's field names (wire names) mapped to the form's. */
const SERVER_FIELDS: Record<string, FieldPath<AddProductValues>> = {
  name: "name",
  price: "price",
  availableQuantity: "availableQuantity",
  minimumOrderQuantity: "minimumOrderQuantity",
  description: "description",
  img: "image",
  image: "image",
};

const WHOLE_NUMBER = /^\d+$/;
const PRICE = /^\d+(\.\d{1,2})?$/;

function wholeNumberError(value: string, label: string): string | true {
  const text = value.trim();
  if (!text) return `Enter the ${label}`;
  if (!WHOLE_NUMBER.test(text)) return `The ${label} must be a whole number, 0 or more`;
  return true;
}

function priceError(value: string): string | true {
  const text = value.trim();
  if (!text) return "Enter the price";
  if (!PRICE.test(text)) return "Enter the price as a number, like 12.50";
  if (Number(text) <= 0) return "The price must be more than 0";
  return true;
}

function imageError(files: FileList | null): string | true {
  const file = files?.[0];
  if (!file) return "Choose an image of the product";
  if (file.type && !file.type.startsWith("image/")) return "Choose an image file (JPEG, PNG, WebP…)";
  if (file.size > MAX_IMAGE_BYTES) return "The image must be 5 MB or smaller";
  return true;
}

/** A preview of the chosen image (an object URL, released when it changes). */
function useImagePreview(files: FileList | null | undefined): string | null {
  const file = files?.[0];
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith("image/") || typeof URL.createObjectURL !== "function") {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- follows the object URL's life (an external resource), made and released here
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function AddProductPage() {
  useDocumentTitle("Add Product");
  const addProduct = useAddProduct();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AddProductValues>({ defaultValues: EMPTY });
  const preview = useImagePreview(useWatch({ control, name: "image" }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addProduct.mutateAsync({
        name: values.name.trim(),
        description: values.description.trim(),
        price: Number(values.price),
        availableQuantity: Number.parseInt(values.availableQuantity, 10),
        minimumOrderQuantity: Number.parseInt(values.minimumOrderQuantity, 10),
        image: (values.image as FileList)[0],
      });
    } catch (error) {
      const { first, unplaced } = applyApiErrors(error, setError, SERVER_FIELDS);
      const what = first ? `${LABELS[first.field]}: ${first.message}` : (unplaced[0] ?? errorMessage(error));
      if (unplaced.length || !first)
        setError("root.server", { type: "server", message: unplaced[0] ?? errorMessage(error) });
      void notify.error(`The product was not added. ${what}`);
      return;
    }
    // Only now has the server accepted the product.
    void notify.success(PRODUCT_ADDED_MESSAGE);
    reset(); // no values: it also resets the <form>, which clears the file input
  });

  const serverError = errors.root?.server?.message;

  return (
    <div>
      <h1 className="font-serif text-3xl font-bold text-ink-950">Add Product</h1>
      <p className="mt-2 text-ink-700">
        Add a tool to the shop. It shows on the home page and in the catalogue as soon as it is saved.
      </p>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={isSubmitting}
        className="mt-6 max-w-2xl space-y-5 rounded-3xl border border-ink-200 bg-white/80 p-6 shadow-sm"
      >
        <TextField
          label="Name"
          type="text"
          autoComplete="off"
          required
          error={errors.name?.message}
          {...register("name", { validate: (value) => value.trim() !== "" || "Enter the product's name" })}
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
          {...register("description", { validate: (value) => value.trim() !== "" || "Enter a description" })}
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="flex-1">
            <TextField
              label="Image"
              type="file"
              accept="image/*"
              required
              hint="JPEG, PNG or WebP, up to 5 MB."
              error={errors.image?.message}
              className="file:mr-3 file:rounded-full file:border-0 file:bg-ochre-100 file:px-3 file:py-1 file:font-semibold file:text-ink-900"
              {...register("image", { validate: imageError })}
            />
          </div>
          {preview ? (
            <img
              src={preview}
              alt="Preview of the chosen image"
              width={112}
              height={112}
              className="size-28 shrink-0 rounded-2xl border border-ink-200 object-cover"
            />
          ) : null}
        </div>
        {serverError ? <Alert>{serverError}</Alert> : null}
        <button type="submit" disabled={isSubmitting} className={`${buttonPrimary} w-full sm:w-auto`}>
          {isSubmitting ? "Adding the product…" : "Add product"}
        </button>
        <p role="status" className="sr-only">
          {isSubmitting ? "Uploading the image and saving the product…" : ""}
        </p>
      </form>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { AddProductPage as Component };
