import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { ErrorMessage, Spinner, textLink } from "@/components/ui";
import { useAuth } from "@/features/auth";
import { CheckoutForm, CheckoutReceipt, type PaidCheckout } from "@/features/checkout";
import {
  DeliveryAddressFields,
  OrderSummary,
  useLastDeliveryAddress,
  useMyOrders,
  useOrder,
  useOrderNow,
  useOrdersNow,
} from "@/features/orders";
import { CardPayment } from "@/features/payments";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { isApiError } from "@/lib/api-client";
import { getConfig, type StripeConfig } from "@/lib/config";
import type { Order } from "@/types/order";

export const PAYMENT_COMPLETED_MESSAGE = "Congratulation! Your Payment is completed";
export const ORDER_EXPIRED_MESSAGE = "This order has expired. Please order again.";
export const PAYMENTS_UNAVAILABLE_MESSAGE = "Card payments are not available right now. Please try again later.";

function BackToOrders() {
  return (
    <Link to="/dashboard" className={textLink}>
      Back to My Order
    </Link>
  );
}

function TransactionId({ id }: { id: string | null | undefined }) {
  if (!id) return null;
  return (
    <p className="mt-2 text-sm text-ink-700">
      Transaction id:{" "}
      <code className="rounded bg-white/70 px-1.5 py-0.5 font-mono text-ink-950 [overflow-wrap:anywhere]">{id}</code>
    </p>
  );
}

/** A message that replaces what was there: it takes the focus (`focus`), or the page's first load leaves it be. */
function Notice({ children, focus = false }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-2xl border border-ink-200 bg-ink-50 px-5 py-4 text-ink-800 outline-none"
    >
      {children}
    </div>
  );
}

/** Just paid: the spec's words, the transaction id (focused: the checkout it replaces is gone), the receipt. */
function PaymentCompleted({ paid }: { paid: PaidCheckout }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        className="rounded-2xl bg-sage-100 px-5 py-4 text-sage-800 outline-none"
      >
        <p className="text-lg font-semibold">{PAYMENT_COMPLETED_MESSAGE}</p>
        <TransactionId id={paid.transactionId ?? paid.checkout?.transactionId} />
        <p className="mt-3">
          <BackToOrders />
        </p>
      </div>
      {paid.checkout ? <CheckoutReceipt checkoutId={paid.checkout._id} initial={paid.checkout} /> : null}
    </>
  );
}

function Shell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "max-w-6xl" : "max-w-2xl"}>
      <h1 className="font-serif text-3xl font-bold text-ink-950">Payment</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

type CheckoutStepProps = {
  order: Order;
  timeLeft: string | null;
  stripe: StripeConfig;
  onPaid: (paid: PaidCheckout) => void;
};

/** The checkout of `order` with the customer's other unpaid orders, their addresses and the card form. */
function CheckoutStep({ order, timeLeft, stripe, onPaid }: CheckoutStepProps) {
  const { user } = useAuth();
  const myOrders = useMyOrders(user?.email);
  const at = useOrdersNow(myOrders.data);
  const savedAddress = useLastDeliveryAddress();
  const others = myOrders.isError
    ? []
    : myOrders.data
        ?.filter((other) => other._id !== order._id && other.status === "pending" && other.payable)
        .map((other) => ({ order: other, payable: at(other).payable, timeLeft: at(other).timeLeft }));
  return (
    <CheckoutForm
      order={order}
      timeLeft={timeLeft}
      others={others}
      onRetryOthers={myOrders.isError ? () => void myOrders.refetch() : undefined}
      savedAddresses={[order.deliveryAddress, savedAddress.data, ...(others ?? []).map((o) => o.order.deliveryAddress)]}
      addressFields={<DeliveryAddressFields prefill={!order.deliveryAddress} />}
      card={(handlers) => <CardPayment config={stripe} {...handlers} />}
      onPaid={onPaid}
      buyerName={user?.name}
    />
  );
}

export function PaymentPage() {
  const { id } = useParams();
  const order = useOrder(id);
  const stripeConfig = getConfig().stripe;
  // Set when this page's payment succeeded (the orders then reload as paid).
  const [paid, setPaid] = useState<PaidCheckout | null>(null);
  // Once the checkout was shown, a notice replacing it takes the focus.
  const [checkedOut, setCheckedOut] = useState(false);
  const now = useOrderNow(order.data);
  useDocumentTitle("Payment");

  if (!order.data) {
    if (!order.isError)
      return (
        <Shell>
          <Spinner label="Loading your order…" />
        </Shell>
      );
    if (isApiError(order.error) && order.error.status === 404) {
      return (
        <Shell>
          <Notice>
            <p className="font-semibold text-ink-950">Order not found</p>
            <p className="mt-1">We couldn't find that order among yours.</p>
            <p className="mt-3">
              <BackToOrders />
            </p>
          </Notice>
        </Shell>
      );
    }
    return (
      <Shell>
        <ErrorMessage title="We couldn't load this order" error={order.error} onRetry={() => void order.refetch()} />
      </Shell>
    );
  }

  const current = order.data;
  const status = now?.status ?? current.status;
  const payable = status === "pending" && Boolean(now?.payable);
  if (!paid && payable && stripeConfig) {
    if (!checkedOut) setCheckedOut(true);
    return (
      <Shell wide>
        <CheckoutStep order={current} timeLeft={now?.timeLeft ?? null} stripe={stripeConfig} onPaid={setPaid} />
      </Shell>
    );
  }
  if (paid)
    return (
      <Shell>
        <PaymentCompleted paid={paid} />
      </Shell>
    );

  const paidStatus = status === "paid" || status === "shipped" || status === "delivered";
  let notice: ReactNode;
  if (paidStatus)
    notice = (
      <>
        <p className="font-semibold text-ink-950">This order is paid.</p>
        <TransactionId id={current.transactionId} />
      </>
    );
  else if (status === "refunded")
    notice = <p className="font-semibold text-ink-950">This order was refunded, so there is nothing to pay.</p>;
  else if (status === "cancelled")
    notice = <p className="font-semibold text-ink-950">This order was cancelled, so there is nothing to pay.</p>;
  // A pending order whose hold has ended (the server may not have marked it yet).
  const expired = !notice && !payable;
  if (expired) notice = <p className="font-semibold text-ink-950">{ORDER_EXPIRED_MESSAGE}</p>;

  return (
    <Shell>
      <OrderSummary order={current} status={status} />
      <Notice focus={checkedOut}>
        {notice ?? <p>{PAYMENTS_UNAVAILABLE_MESSAGE}</p>}
        {notice ? (
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
            {expired ? (
              <Link to={current.tool === null ? "/allproduct" : `/purchase/${current.tool}`} className={textLink}>
                Order again
              </Link>
            ) : null}
            <BackToOrders />
          </p>
        ) : null}
      </Notice>
      {paidStatus && current.checkout !== null ? <CheckoutReceipt checkoutId={current.checkout} /> : null}
    </Shell>
  );
}

// The router's lazy route takes this module's `Component`.
export { PaymentPage as Component };
