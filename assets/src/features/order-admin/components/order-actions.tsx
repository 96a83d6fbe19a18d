import { useRef, useState } from "react";
import { button } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { orderNumber } from "../format";
import type { AdminOrderDetail } from "../types";
import { ShipForm } from "./ship-form";

type OrderActionsProps = {
  order: AdminOrderDetail;
  /** Delivering or refunding is under way: the buttons wait. */
  busy: boolean;
  delivering: boolean;
  /** The ship form opens (what the page said last goes). */
  onShipStart: () => void;
  onShipped: () => void;
  onShipFailed: (error: unknown) => void;
  onDeliver: () => void;
  /** Refund was chosen: the page asks first. */
  onRefund: () => void;
};

/**
 * What staff can do next: ship or refund a paid order (shipping asks for the tracking),
 * deliver a shipped one (after a confirmation: the customer is told, the return period starts).
 */
export function OrderActions({
  order,
  busy,
  delivering,
  onShipStart,
  onShipped,
  onShipFailed,
  onDeliver,
  onRefund,
}: OrderActionsProps) {
  const [shipping, setShipping] = useState(false);
  const [confirmDeliver, setConfirmDeliver] = useState(false);
  const shipButtonRef = useRef<HTMLButtonElement>(null);
  if (order.status !== "paid" && order.status !== "shipped") return null;

  return (
    <section aria-label="Actions" className="mt-6 space-y-4">
      {order.status === "paid" && !shipping ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            ref={shipButtonRef}
            type="button"
            onClick={() => {
              onShipStart();
              setShipping(true);
            }}
            disabled={busy}
            className={button()}
          >
            Mark shipped
          </button>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onRefund}
            disabled={busy}
            className={button("secondary")}
          >
            Refund
          </button>
        </div>
      ) : null}
      {order.status === "paid" && shipping ? (
        <ShipForm
          orderId={order._id}
          parcel={order.parcel}
          onShipped={() => {
            setShipping(false);
            onShipped();
          }}
          onFailed={onShipFailed}
          onCancel={() => {
            setShipping(false);
            // The form's button is gone: back to the button that opened it.
            setTimeout(() => shipButtonRef.current?.focus(), 0);
          }}
        />
      ) : null}
      {order.status === "shipped" ? (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setConfirmDeliver(true)}
          disabled={busy}
          className={button()}
        >
          {delivering ? "Marking delivered…" : "Mark delivered"}
        </button>
      ) : null}
      <ConfirmDialog
        open={confirmDeliver && order.status === "shipped"}
        title={`Mark order ${orderNumber(order)} delivered?`}
        description="The customer gets an e-mail saying it arrived, and the time to return it starts today."
        confirmLabel="Mark delivered"
        cancelLabel="Not yet"
        onConfirm={() => {
          setConfirmDeliver(false);
          onDeliver();
        }}
        onCancel={() => setConfirmDeliver(false)}
      />
    </section>
  );
}
