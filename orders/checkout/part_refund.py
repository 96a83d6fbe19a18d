"""Part of a paid checkout's money given back by an admin, with a reason (PartRefund): an
amount off one kept order's line (the order stays as it is), or the parcel's shipping (what
a race or a refund made outside the shop left). Claimed under the checkout's row lock
before Stripe is asked, like every refund of the checkout (orders.checkout.refund), so
what goes back never passes what was paid. Private to the orders app: orders.actions is
the door."""

from datetime import timedelta
from decimal import ROUND_HALF_UP, Decimal

from django.db import transaction
from django.utils import timezone

from accounts.models import User
from core.errors import ApplicationError, Conflict
from core.money import to_minor_units
from orders import steps
from orders.emails import order_email_queue
from orders.invoicing import line_left, part_credit_note_issue
from orders.models import Checkout, Order, OrderEvent, PartRefund
from payments import services as payments

CENT = Decimal("0.01")
ASK_AGAIN_AFTER = timedelta(minutes=1)
NOT_PAID_BY_CARD = "This order was not paid by card in a checkout: nothing of it can go back."
SHIPPING_GONE = "The shipping of this parcel has gone back already."
NO_SHIPPING = "This parcel was shipped free: there is no shipping to give back."
ORDER_NOT_KEPT = "This order is {status}: nothing more of it can go back."
NOT_AT_STRIPE = (
    "Stripe has less than that left of this payment: some of it was refunded in Stripe's "
    "dashboard. Check the payment there."
)
REFUND_UNDER_WAY = "A refund of this order is under way: wait for it to finish."


def _paid_by_checkout(order: Order) -> bool:
    """Whether the order was paid by its checkout's payment (not an older shop's order paid
    on its own, nor late money)."""
    checkout = order.checkout
    return (
        checkout is not None
        and checkout.status == Checkout.Status.PAID
        and checkout.transaction_id == order.transaction_id
    )


def line_refundable(order: Order) -> Decimal | None:
    """At most how much of the order's line an admin can give back in part now (None:
    nothing; decided again under the lock when it is asked for)."""
    if not _paid_by_checkout(order):
        return None
    if order.status not in Order.KEPT_STATUSES or order.refund_started_at is not None:
        return None
    left = line_left(order.checkout.lines.get(order_id=order.pk)).gross
    return left if left > 0 else None


def shipping_refundable(checkout: Checkout) -> bool:
    """Whether the parcel's shipping can go back now: paid, not free, not given back yet."""
    return (
        checkout.status == Checkout.Status.PAID
        and checkout.shipping_gross > 0
        and not checkout.shipping_refunded
    )


def _shipping_claim(checkout: Checkout, *, admin: User, reason: str) -> PartRefund:
    if checkout.shipping_gross <= 0:
        raise Conflict(NO_SHIPPING, code="nothing_to_refund")
    if checkout.shipping_refunded:
        raise Conflict(SHIPPING_GONE, code="nothing_to_refund")
    Checkout.objects.filter(pk=checkout.pk).update(shipping_refunded=True)
    return PartRefund.objects.create(
        checkout=checkout,
        net=checkout.shipping_net,
        tax=checkout.shipping_tax,
        gross=checkout.shipping_gross,
        reason=reason,
        admin=admin,
    )


def _line_claim(
    checkout: Checkout, order_id: int, *, amount: Decimal, admin: User, reason: str
) -> PartRefund:
    order = Order.objects.get(pk=order_id)  # as it is now, under the checkout's lock
    if order.status not in Order.KEPT_STATUSES:
        raise Conflict(ORDER_NOT_KEPT.format(status=order.status), code="invalid_transition")
    if order.refund_started_at is not None:
        raise Conflict(REFUND_UNDER_WAY, code="refund_in_progress")
    line = checkout.lines.get(order_id=order_id)
    left = line_left(line)
    if amount is None or amount <= 0 or amount != amount.quantize(CENT):
        message = "Say how much goes back, in cents at most (12.50)."
        raise ApplicationError(message, code="too_little", fields={"amount": [message]})
    if amount > left.gross:
        message = f"At most {left.gross} can go back for this order."
        raise ApplicationError(message, code="too_much", fields={"amount": [message]})
    # Its VAT at the line's rate, in the line's proportion; the last of the line takes
    # exactly what is left, so the parts and the rest add up to the line to the cent.
    share = (line.tax * amount / line.gross).quantize(CENT, ROUND_HALF_UP)
    tax = left.tax if amount == left.gross else min(share, left.tax)
    return PartRefund.objects.create(
        checkout=checkout,
        order_id=order_id,
        net=amount - tax,
        tax=tax,
        gross=amount,
        reason=reason,
        admin=admin,
    )


def _ask_stripe(checkout: Checkout, part: PartRefund, *, again: bool = False) -> None:
    """Stripe gives the part back (its idempotency key is the part's), then its credit note.
    Stripe saying no takes the claim back; Stripe not answering leaves it waiting (the money
    may have gone): the next part asked of the checkout asks again with the same key."""
    try:
        cents = to_minor_units(part.gross, checkout.currency)
        # Refunds made in Stripe's dashboard count: asked first, Stripe must have it left
        # (asked again, it may be this very part that went, and the key answers it).
        if not again and cents > payments.payment_left(checkout_id=checkout.pk):
            raise Conflict(NOT_AT_STRIPE, code="refund_refused")
        refund_id = payments.payment_refund(
            order_id=part.order_id,
            checkout_id=checkout.pk,
            part_id=part.pk,
            amount=cents,
        )
    except payments.PaymentsUnavailable:
        raise
    except Exception:
        with transaction.atomic():
            PartRefund.objects.filter(pk=part.pk).delete()
            if part.is_shipping:
                Checkout.objects.filter(pk=checkout.pk).update(shipping_refunded=False)
        raise
    with transaction.atomic():
        PartRefund.objects.filter(pk=part.pk).update(refund_id=refund_id)
        part.refund_id = refund_id
        part_credit_note_issue(checkout, part)


def _finish_waiting(checkout: Checkout) -> None:
    """Parts Stripe did not answer for (older than a minute: not under way) are asked again."""
    waiting = checkout.part_refunds.filter(
        refund_id="", created_at__lt=timezone.now() - ASK_AGAIN_AFTER
    )
    for part in waiting:
        _ask_stripe(checkout, part, again=True)


def give_back(
    *, admin: User, order: Order, shipping: bool, amount: Decimal | None, reason: str
) -> PartRefund:
    """Gives back the parcel's shipping, or `amount` of the order's line, with its reason:
    claimed under the checkout's row lock (a PartRefund row; the shipping marked as gone
    back), then Stripe asked with no lock held, then the credit note; the order's history
    notes it (no change of status) and its customer is told."""
    checkout = order.checkout
    paid = checkout is not None and checkout.status == Checkout.Status.PAID
    if not (_paid_by_checkout(order) or (shipping and paid)):
        raise Conflict(NOT_PAID_BY_CARD, code="no_payment")
    _finish_waiting(checkout)
    with transaction.atomic():
        checkout = Checkout.objects.select_for_update().get(pk=checkout.pk)
        if shipping:
            part = _shipping_claim(checkout, admin=admin, reason=reason)
        else:
            part = _line_claim(checkout, order.pk, amount=amount, admin=admin, reason=reason)
    _ask_stripe(checkout, part)
    with transaction.atomic():
        what = "the parcel's shipping" if shipping else "part of the order"
        note = f"Refunded {part.gross} ({what}): {reason}"[:500]
        step = steps.record_step(
            steps.lock(order.pk), by=OrderEvent.By.STAFF, actor=admin, note=note, quiet=True
        )
        order_email_queue(order=step.order, kind="part_refunded", extra={"part": part})
    return part
