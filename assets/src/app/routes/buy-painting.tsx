import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Alert, ErrorMessage, Spinner, button, textLink } from "@/components/ui";
import { useAuth } from "@/features/auth";
import {
  ADDRESS_ERROR_FIELDS,
  DeliveryAddressFields,
  EMPTY_DELIVERY_ADDRESS,
  HOLDING_LIMITS,
  PAINTING_REFUSALS,
  toDeliveryAddressInput,
  usePaintingHold,
  usePlaceOrder,
  type DeliveryAddressFormValues,
} from "@/features/orders";
import {
  PaintingPurchase,
  PaintingSummary,
  paintingIdOf,
  usePainting,
  usePaintingState,
  type Painting,
} from "@/features/paintings";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage, isApiError } from "@/lib/api-client";
import { applyApiErrors } from "@/lib/form-errors";
import { notify } from "@/lib/toast";
import { NotFoundPage } from "./not-found";
import { cn } from "@/lib/cn";

export const PAINTING_ORDER_PLACED_MESSAGE = "Your order is placed: the painting is held for you while you pay.";

/** What a refused order shows: the server's words, and where to go from there. */
type Refusal = { message: string; next: "painting" | "orders" | null };

function BackToPainting({ id }: { id: number }) {
  return (
    <Link to={`/paintings/${id}`} className={textLink}>
      Back to the painting
    </Link>
  );
}

function BuyForm({ painting }: { painting: Painting }) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const form = useForm<DeliveryAddressFormValues>({ defaultValues: { deliveryAddress: EMPTY_DELIVERY_ADDRESS } });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    const deliveryAddress = toDeliveryAddressInput(values.deliveryAddress);
    let orderId: number;
    try {
      orderId = (await placeOrder.mutateAsync({ painting: painting._id, deliveryAddress }))._id;
    } catch (error) {
      const { first, unplaced } = applyApiErrors<DeliveryAddressFormValues>(error, setError, ADDRESS_ERROR_FIELDS);
      if (first) return;
      const code = isApiError(error) ? error.code : "";
      setRefusal({
        message: unplaced[0] ?? errorMessage(error),
        next: PAINTING_REFUSALS.includes(code) ? "painting" : HOLDING_LIMITS.includes(code) ? "orders" : null,
      });
      return;
    }
    void notify.success(PAINTING_ORDER_PLACED_MESSAGE);
    // Paying is the next step: the painting is held while the order is unpaid.
    await navigate(`/dashboard/payment/${orderId}`);
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="buy-form-heading"
        className="space-y-5 rounded-3xl border border-ink-200 bg-white/80 p-6 shadow-sm"
      >
        <h2 id="buy-form-heading" className="font-serif text-2xl font-bold text-ink-950">
          Where should we send it?
        </h2>
        <DeliveryAddressFields />
        {refusal ? (
          <Alert>
            {refusal.message}
            {refusal.next === "painting" ? (
              <>
                {" "}
                <BackToPainting id={painting._id} />
              </>
            ) : null}
            {refusal.next === "orders" ? (
              <>
                {" "}
                <Link to="/dashboard" className={textLink}>
                  See your orders on My Order
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <button type="submit" disabled={isSubmitting} className={cn(button(), "w-full")}>
          {isSubmitting ? "Placing your order…" : "Place order"}
        </button>
        <p className="text-sm text-ink-700">You'll pay on the next page; the painting is held for you meanwhile.</p>
      </form>
    </FormProvider>
  );
}

function BuyView({ painting }: { painting: Painting }) {
  useDocumentTitle(`Buy ${painting.title}`);
  const { user } = useAuth();
  const state = usePaintingState(painting) ?? painting.state;
  // The form shows once the painting is for sale, and stays (a refusal is shown in it).
  const [formShown, setFormShown] = useState(false);
  if (state === "available" && !formShown) setFormShown(true);
  const hold = usePaintingHold(!formShown && state === "reserved" ? user?.email : undefined, painting._id);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <p className="text-sm">
        <BackToPainting id={painting._id} />
      </p>
      <h1 className="mt-3 mb-8 font-serif text-4xl font-bold text-ink-950">Buy this painting</h1>
      <div className="grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
        <PaintingSummary painting={painting} />
        {formShown ? (
          <BuyForm painting={painting} />
        ) : (
          <div className="space-y-4">
            <PaintingPurchase
              painting={painting}
              state={state}
              signedIn={Boolean(user)}
              ownOrderId={hold?._id}
              offerToBuy={false}
            />
            <p>
              <BackToPainting id={painting._id} />
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

export function BuyPaintingPage() {
  const id = paintingIdOf(useParams().paintingId);
  const query = usePainting(id);

  if (!id || (isApiError(query.error) && query.error.status === 404)) return <NotFoundPage />;
  if (query.data) return <BuyView painting={query.data} />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <ErrorMessage title="We couldn't load this painting" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return <Spinner label="Loading the painting…" className="min-h-[40vh]" />;
}

// The router's lazy route takes this module's `Component`.
export { BuyPaintingPage as Component };
