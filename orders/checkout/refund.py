"""Money of a paid checkout going back: one order's share (what is left of its line, and
the shipping with the last order kept), the lines of late money whose orders' stock is
gone, and a refund of the whole made at Stripe. Each with its credit note. Private to the
orders app: orders.actions is the door."""

import logging
from dataclasses import dataclass
from decimal import Decimal

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from core.money import to_minor_units
from orders import steps
from orders.invoicing import credit_note_issue, line_left
from orders.models import Checkout, CheckoutLine, Order, OrderEvent
from payments import services as payments

logger = logging.getLogger(__name__)


def share(order: Order) -> tuple[Decimal, bool]:
    """What refunding this order of a checkout gives back: what is left of its line (less
    the parts given back before), and the shipping too when no other order of the parcel is
    kept (the whole checkout refunded). Answers the amount and whether the shipping is in
    it. Reads the checkout's lines and their orders as prefetched, if they are
    (orders.selectors' staff reads)."""
    checkout = order.checkout
    lines = list(checkout.lines.all())
    line = next(line for line in lines if line.order_id == order.pk)
    others_kept = any(
        other.order.status in Order.KEPT_STATUSES for other in lines if other.order_id != order.pk
    )
    with_shipping = not others_kept and not checkout.shipping_refunded
    left = line_left(line, list(checkout.part_refunds.all())).gross
    return left + (checkout.shipping_gross if with_shipping else Decimal("0")), with_shipping


@dataclass(frozen=True)
class _Taken:
    """What one order's refund takes back, decided under the checkout's row lock."""

    gross: Decimal
    with_shipping: bool
    claimed_here: bool


def _take(order: Order) -> _Taken:
    """What this order's refund gives back, decided under the checkout's row lock: what is
    left of its line, and the parcel's shipping too when no other order of it is kept (one
    claimed for its own refund does not count) and the shipping has not gone back. The
    order is claimed for its refund here if it was not (a return's), so no part of it can
    be given back meanwhile (part_refund); the shipping, when taken, is marked as gone back
    before Stripe is asked, so refunds of the last orders at once give it back once."""
    with transaction.atomic():
        checkout = Checkout.objects.select_for_update().get(pk=order.checkout_id)
        claimed_here = bool(
            Order.objects.filter(pk=order.pk, refund_started_at__isnull=True).update(
                refund_started_at=timezone.now()
            )
        )
        others = Order.objects.filter(checkout_lines__checkout=checkout).exclude(pk=order.pk)
        kept = others.filter(status__in=Order.KEPT_STATUSES, refund_started_at__isnull=True)
        taken = not checkout.shipping_refunded and not kept.exists()
        if taken:
            Checkout.objects.filter(pk=checkout.pk).update(shipping_refunded=True)
        left = line_left(checkout.lines.get(order_id=order.pk)).gross
    return _Taken(left + (checkout.shipping_gross if taken else Decimal("0")), taken, claimed_here)


def order_money_back(order: Order) -> Decimal:
    """The money of one order of a paid checkout goes back (a partial refund at Stripe): what
    is left of its line, and the shipping with the last order kept (_take), with its credit
    note. Answers the amount (0, and no call to Stripe, when parts took all of it)."""
    taken = _take(order)
    checkout = Checkout.objects.get(pk=order.checkout_id)
    try:
        if taken.gross:
            payments.payment_refund(
                order_id=order.pk,
                checkout_id=checkout.pk,
                amount=to_minor_units(taken.gross, checkout.currency),
            )
    except Exception:
        if taken.with_shipping:  # it did not go back: the next refund of the parcel takes it
            Checkout.objects.filter(pk=checkout.pk).update(shipping_refunded=False)
        if taken.claimed_here:
            steps.release_refund(order_id=order.pk)
        raise
    if taken.gross:
        credit_note_issue(checkout, order_id=order.pk, with_shipping=taken.with_shipping)
    return taken.gross


def _claimed(lines: list[CheckoutLine]) -> list[CheckoutLine]:
    """The lines this call gives back: each claimed with a conditional UPDATE before Stripe
    is asked, so that money Stripe's word is acted on twice for (the webhook, the payment
    page, the reconcile job) goes back once."""
    return [
        line
        for line in lines
        if CheckoutLine.objects.filter(pk=line.pk, returned=False).update(returned=True)
    ]


def lines_returned(
    report: payments.PaymentReport, checkout: Checkout, lines: list[CheckoutLine], *, everything
) -> None:
    """Late money for orders whose stock is gone goes back, once: their lines (or, when no
    order could be paid, all of it, the shipping too). A refund Stripe refuses lets the
    lines it did not give back go, for the next report of the payment to try again."""
    claimed = _claimed(lines)
    if everything and len(claimed) < len(lines):  # another report of it gives it back
        CheckoutLine.objects.filter(pk__in=[line.pk for line in claimed]).update(returned=False)
        return
    waiting = list(claimed)
    try:
        if everything:
            payments.payment_return(report)
            Checkout.objects.filter(pk=checkout.pk).update(shipping_refunded=True)
            waiting = []
        while waiting:
            line = waiting[0]
            payments.payment_refund(
                order_id=line.order_id,
                checkout_id=checkout.pk,
                amount=to_minor_units(line.gross, checkout.currency),
            )
            waiting.pop(0)
            credit_note_issue(checkout, order_id=line.order_id, with_shipping=False)
    except Exception:
        CheckoutLine.objects.filter(pk__in=[line.pk for line in waiting]).update(returned=False)
        raise
    ended = Order.objects.filter(
        pk__in=[line.order_id for line in claimed],
        status__in=[Order.Status.CANCELLED, Order.Status.EXPIRED],
    ).values_list("pk", flat=True)
    for order_id in list(ended):  # an order paid by another payment is left as it is
        logger.warning("Order %s was paid after it ended: its line refunded", order_id)
        steps.record_refund(order_id=order_id, by=OrderEvent.By.SYSTEM)


def refunded_at_stripe(checkout_id: int) -> bool:
    """All of a checkout's payment went back at Stripe (a refund made in its dashboard, or
    the last of ours): every order of it that was paid is refunded. Answers whether any
    order changed."""
    changed = False
    checkout = Checkout.objects.get(pk=checkout_id)
    kept = list(
        Order.objects.filter(
            Q(status__in=Order.KEPT_STATUSES) & Q(checkout_lines__checkout_id=checkout_id)
        ).values_list("pk", flat=True)
    )
    for order_id in kept:
        if steps.record_refund(order_id=order_id, by=OrderEvent.By.PAYMENT):
            changed = True
            with_shipping = order_id == kept[-1] and not checkout.shipping_refunded
            left = line_left(checkout.lines.get(order_id=order_id)).gross
            if left or with_shipping:  # parts given back before may have taken all of it
                credit_note_issue(checkout, order_id=order_id, with_shipping=with_shipping)
    Checkout.objects.filter(pk=checkout_id).update(shipping_refunded=True)
    return changed
