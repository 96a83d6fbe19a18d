import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router-dom";
import { Alert, button, textLink } from "@/components/ui";
import { TextField } from "@/components/ui/text-field";
import { errorMessage, isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { applyApiErrors } from "@/lib/form-errors";
import { TaxedPrice } from "@/components/ui/tax-note";
import { formatPrice } from "@/lib/format";
import { notify } from "@/lib/toast";
import { HOLDING_LIMITS, usePlaceOrder } from "../api/place-order";
import { ADDRESS_ERROR_FIELDS, EMPTY_DELIVERY_ADDRESS, toDeliveryAddressInput } from "../delivery-address";
import type { DeliveryAddressInput } from "../types";
import { DeliveryAddressFields } from "./delivery-address-fields";

const ORDER_PLACED_MESSAGE = "Please checkout the product on My Item page";
const BELOW_MINIMUM_MESSAGE = "Please order atleast Minimum Quantity";
const ABOVE_AVAILABLE_MESSAGE = "You cannot order more than available quantity";

/** What the form needs of the tool (the catalogue's Tool has it). */
export type PurchasableTool = {
  _id: number;
  price: number;
  minimumOrderQuantity: number;
  availableQuantity: number;
};

type PurchaseValues = {
  name: string;
  email: string;
  quantity: number;
  deliveryAddress: DeliveryAddressInput;
};

/** The quantity's check, as the server makes it: a whole number from the minimum to what is available. */
function quantityError(
  quantity: number,
  tool: Pick<PurchasableTool, "minimumOrderQuantity" | "availableQuantity">,
): string | null {
  if (Number.isNaN(quantity)) return "Enter how many you want to order";
  if (!Number.isInteger(quantity)) return "Enter a whole number";
  if (quantity < tool.minimumOrderQuantity) return BELOW_MINIMUM_MESSAGE;
  if (quantity < 1) return "Order at least one";
  if (quantity > tool.availableQuantity) return ABOVE_AVAILABLE_MESSAGE;
  return null;
}

type PurchaseFormProps = {
  tool: PurchasableTool;
  /** Who is ordering (shown, not editable). */
  customer: { name?: string; email: string } | null;
};

/** A tool's order: how many (from its minimum to what is left), the total, the delivery address; then Pay now. */
export function PurchaseForm({ tool, customer }: PurchaseFormProps) {
  const placeOrder = usePlaceOrder();
  // The order just placed (its id: "Pay now" opens its payment page).
  const [placed, setPlaced] = useState<number | null>(null);
  const [tooManyUnpaid, setTooManyUnpaid] = useState(false);
  const defaultQuantity = Math.max(tool.minimumOrderQuantity, 1);
  const defaults: PurchaseValues = {
    name: customer?.name ?? "",
    email: customer?.email ?? "",
    quantity: defaultQuantity,
    deliveryAddress: EMPTY_DELIVERY_ADDRESS,
  };
  const form = useForm<PurchaseValues>({ defaultValues: defaults });
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;

  const quantity = useWatch({ control, name: "quantity" });
  // Only for a quantity that can be ordered; the server sets the real price.
  const total =
    quantityError(quantity, tool) === null ? formatPrice(Math.round(quantity * tool.price * 100) / 100) : "—";
  const outOfStock = tool.availableQuantity <= 0 || tool.availableQuantity < tool.minimumOrderQuantity;

  const onSubmit = handleSubmit(async (values) => {
    setPlaced(null);
    setTooManyUnpaid(false);
    clearErrors("root");
    const deliveryAddress = toDeliveryAddressInput(values.deliveryAddress);
    let order;
    try {
      order = await placeOrder.mutateAsync({ tool: tool._id, toolsQuantity: values.quantity, deliveryAddress });
    } catch (error) {
      const { first, unplaced } = applyApiErrors<PurchaseValues>(error, setError, {
        toolsQuantity: "quantity",
        ...ADDRESS_ERROR_FIELDS,
      });
      if (first) return;
      if (isApiError(error) && (error.code === "below_minimum" || error.code === "above_available")) {
        setError("quantity", { type: "server", message: error.detail }, { shouldFocus: true });
      } else {
        setTooManyUnpaid(isApiError(error) && HOLDING_LIMITS.includes(error.code));
        setError("root.server", { type: "server", message: unplaced[0] ?? errorMessage(error) });
      }
      return;
    }
    void notify.success(ORDER_PLACED_MESSAGE);
    // The address just used is the customer's last one: it stays for the next order.
    // (Placing it fetched the tool again: its stock, and so the form's limits, are fresh.)
    reset({ ...defaults, deliveryAddress });
    setPlaced(order._id);
  });

  const serverError = errors.root?.server?.message;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="purchase-form-heading"
        className="mt-8 space-y-5 rounded-3xl border border-ink-200 bg-white/80 p-6 shadow-sm"
      >
        <h2 id="purchase-form-heading" className="font-serif text-2xl font-bold text-ink-950">
          Your order
        </h2>
        <div className="grid gap-4">
          <TextField label="Name" type="text" readOnly autoComplete="off" {...register("name")} />
          <TextField label="Email" type="email" readOnly autoComplete="off" {...register("email")} />
        </div>
        {/* Each figure as wide as it needs: the next moves to a new row when they do not fit. */}
        <dl className="flex flex-wrap gap-x-8 gap-y-3 rounded-2xl bg-ochre-50 p-4 text-sm">
          <div>
            <dt className="text-ink-600">Minimum order</dt>
            <dd className="mt-0.5 text-lg font-bold text-ink-950">{tool.minimumOrderQuantity}</dd>
          </div>
          <div>
            <dt className="text-ink-600">Available</dt>
            <dd className="mt-0.5 text-lg font-bold text-ink-950">{tool.availableQuantity}</dd>
          </div>
          <div>
            <dt className="text-ink-600">Unit price</dt>
            <dd className="mt-0.5 text-lg font-bold text-ink-950">
              <TaxedPrice price={formatPrice(tool.price)} />
            </dd>
          </div>
        </dl>
        {outOfStock ? (
          <p className="rounded-2xl bg-ink-100 px-4 py-3 font-semibold text-ink-800">
            Out of stock
            {tool.availableQuantity > 0 ? (
              <span className="block text-sm font-normal text-ink-700">
                {`Only ${tool.availableQuantity} left, fewer than the minimum order of ${tool.minimumOrderQuantity}.`}
              </span>
            ) : null}
          </p>
        ) : null}
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={tool.minimumOrderQuantity}
          max={tool.availableQuantity}
          step={1}
          required
          disabled={outOfStock}
          error={errors.quantity?.message}
          hint={`From ${tool.minimumOrderQuantity} to ${tool.availableQuantity}.`}
          {...register("quantity", {
            valueAsNumber: true,
            validate: (value) => quantityError(value, tool) ?? true,
          })}
        />
        <p className="flex items-baseline justify-between border-t border-ink-200 pt-4">
          <span className="font-semibold text-ink-900">Total</span>
          <output aria-live="polite" className="text-2xl font-bold text-terracotta-800">
            {total}
          </output>
        </p>
        <DeliveryAddressFields disabled={outOfStock} />
        {serverError ? (
          <Alert>
            {serverError}
            {tooManyUnpaid ? (
              <>
                {" "}
                <Link to="/dashboard" className={textLink}>
                  See your orders on My Order
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <button type="submit" disabled={outOfStock || isSubmitting} className={cn(button(), "w-full")}>
          {isSubmitting ? "Placing your order…" : "Place order"}
        </button>
        <div role="status">
          {placed !== null ? (
            <p className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sage-100 px-4 py-3 text-sage-800">
              <span>
                Order placed.{" "}
                <Link to="/dashboard" className={textLink}>
                  See it on My Order
                </Link>
              </span>
              <Link to={`/dashboard/payment/${placed}`} className={button("primary", "sm")}>
                Pay now
              </Link>
            </p>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
