import { Link } from "react-router-dom";
import { button } from "@/components/ui";
import { reservedUntilText } from "../format";
import type { Painting, PaintingState } from "../types";
import { cn } from "@/lib/cn";

export const PAINTING_RESERVED_MESSAGE = "Someone is buying this painting right now";
export const PAINTING_SOLD_MESSAGE = "This painting has been sold";
export const SIGN_IN_FIRST_NOTE = "You'll sign in first; we'll bring you back here.";

type PaintingPurchaseProps = {
  painting: Pick<Painting, "_id" | "reservedUntil">;
  /** The state now (`usePaintingState`). */
  state: PaintingState;
  signedIn: boolean;
  /** The signed-in customer's unpaid order of this painting: they hold it. */
  ownOrderId?: number | null;
  /** Offer the buy link when available (not on the buy page itself). */
  offerToBuy?: boolean;
};

const NOTICE = "rounded-2xl px-5 py-4";

/** What can be done with the painting now: buy it, pay for one's own hold, or nothing (held by someone, sold). */
export function PaintingPurchase({ painting, state, signedIn, ownOrderId, offerToBuy = true }: PaintingPurchaseProps) {
  if (state === "available") {
    if (!offerToBuy) return null;
    return (
      <div>
        <Link to={`/paintings/${painting._id}/buy`} className={button("primary", "lg")}>
          Buy this painting
        </Link>
        {signedIn ? null : <p className="mt-2 text-sm text-ink-700">{SIGN_IN_FIRST_NOTE}</p>}
      </div>
    );
  }
  const until = reservedUntilText(painting.reservedUntil);
  if (state === "reserved" && ownOrderId) {
    return (
      <div className={`${NOTICE} bg-sage-100 text-sage-800`}>
        <p className="font-semibold text-ink-950">You're buying this painting</p>
        {until ? <p className="mt-1 text-sm">{`${until}: pay before then to make it yours.`}</p> : null}
        <Link to={`/dashboard/payment/${ownOrderId}`} className={cn(button(), "mt-3")}>
          Pay now
        </Link>
      </div>
    );
  }
  if (state === "reserved") {
    return (
      <div className={`${NOTICE} bg-ochre-50 text-ink-800`}>
        <p className="font-semibold text-ink-950">{PAINTING_RESERVED_MESSAGE}</p>
        {until ? <p className="mt-1 text-sm">{until}</p> : null}
      </div>
    );
  }
  return (
    <div className={`${NOTICE} bg-ink-100 text-ink-800`}>
      <p className="font-semibold text-ink-950">{PAINTING_SOLD_MESSAGE}</p>
    </div>
  );
}
