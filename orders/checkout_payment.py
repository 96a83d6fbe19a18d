"""Paying several orders at once: a checkout (orders.models.Checkout) fixes the quote's
amounts (orders.checkout), gets one PaymentIntent, and is paid, voided (its PaymentIntent
cancelled first: an order ended, the total changed, a newer checkout) or partly refunded.
Each order is paid under its own lock and keeps its own hold: the checkout holds nothing.
Private to the orders app: orders.actions is the door, and calls these."""

import logging
from dataclasses import dataclass
from decimal import Decimal

from django.db import transaction
from django.db.models import Q

from accounts.models import User
from core.errors import Conflict, NotFound
from core.money import to_minor_units
from orders import checkout as quoting
from orders import steps
from orders.emails import checkout_email_queue
from orders.invoicing import credit_note_issue, invoice_issue
from orders.models import ADDRESS_FIELDS as ADDRESS
from orders.models import Checkout, CheckoutLine, Order
from payments import services as payments
from payments import stripe_gateway as gateway

logger = logging.getLogger(__name__)

S = Order.Status
C = Checkout.Status
CHECKOUT_CLOSED = "This checkout is no longer open. Please check the total and pay again."
# Orders that are still the customer's (their line and the shipping stay paid).
KEPT = {S.PAID, S.SHIPPED, S.DELIVERED}


class TotalChanged(Conflict):
    """What the customer saw is not what would be charged now: nothing is charged; the
    answer carries the new quote."""

    def __init__(self, quote: quoting.Quote) -> None:
        total = f"{quote.price.total} {quote.setup.currency.upper()}"
        super().__init__(
            f"The total changed to {total} since you opened this page. Check it and pay again.",
            code="total_changed",
        )
        self.quote = quote


def amount_of(total: Decimal, currency: str) -> int:
    """What Stripe is asked for, in the currency's smallest unit: refused before Stripe is
    asked when Stripe would refuse it."""
    amount = to_minor_units(total, currency)
    if amount > gateway.MAX_AMOUNT:
        raise Conflict("This order is too large to pay by card.", code="amount_too_large")
    least, least_text = gateway.minimum_charge(currency)
    if amount < least:
        raise Conflict(
            f"Orders under {least_text} cannot be paid by card.", code="amount_too_small"
        )
    return amount


# --- ending an open checkout ----------------------------------------------------------------


def _closed(checkout_id: int) -> None:
    """The checkout is void (unless the money came) and its orders free for another."""
    with transaction.atomic():
        Checkout.objects.filter(pk=checkout_id, status=C.OPEN).update(status=C.VOID)
        Order.objects.filter(checkout_id=checkout_id, status=S.PENDING).update(checkout=None)


def checkout_void(checkout_id: int) -> None:
    """Makes sure the checkout's PaymentIntent can never take money (cancelled at Stripe),
    then voids it. Money that came already is recorded (its orders become paid) and the
    answer is a Conflict; so is a payment Stripe is still working on."""
    voided = payments.payment_void(checkout_id=checkout_id)
    if voided.report is not None:
        checkout_reported(voided.report)
    void_refusal(voided)
    _closed(checkout_id)


def void_refusal(voided: payments.Voided) -> None:
    """Why an order cannot end now, after Stripe was asked to cancel its PaymentIntent: the
    money came already, or Stripe is still working on it (a Conflict); nothing otherwise."""
    if voided.outcome == payments.VoidOutcome.SUCCEEDED:
        raise Conflict(steps.ALREADY_PAID, code="already_paid")
    if voided.outcome == payments.VoidOutcome.IN_PROGRESS:
        raise Conflict(steps.PAYMENT_IN_PROGRESS, code="payment_in_progress")


def open_checkout_of(order: Order) -> int | None:
    """The open checkout paying this order, if any."""
    if order.checkout_id is None:
        return None
    is_open = Checkout.objects.filter(pk=order.checkout_id, status=C.OPEN).exists()
    return order.checkout_id if is_open else None


# --- starting ---------------------------------------------------------------------------------


def _created(customer: User, quote: quoting.Quote, address: dict[str, str], name: str) -> Checkout:
    """The checkout and its lines, its orders locked and checked once more (one could have
    ended, or joined another checkout, since the quote)."""
    price, method = quote.price, quote.method
    with transaction.atomic():
        for order in sorted(quote.orders, key=lambda order: order.pk):
            locked = steps.locked(order.pk, customer=customer)
            if not locked.is_payable:
                raise Conflict(
                    f"Order #{order.pk} is no longer held for you.",
                    code="order_expired" if locked.effective_status == S.EXPIRED else "not_payable",
                    fields={f"orders.{order.pk}": [f"This order is {locked.effective_status}."]},
                )
            if open_checkout_of(locked) is not None:
                raise Conflict(steps.PAYMENT_IN_PROGRESS, code="payment_in_progress")
        checkout = Checkout.objects.create(
            customer=customer,
            currency=quote.setup.currency,
            prices_include_tax=quote.setup.prices_include_tax,
            taxed_in=price.taxed_in or "",
            method_id=method.id,
            method_name=method.name,
            delivery_days_min=method.delivery_days_min,
            delivery_days_max=method.delivery_days_max,
            shipping_net=price.shipping.net,
            shipping_tax=price.shipping.tax,
            shipping_gross=price.shipping.gross,
            shipping_rate=price.shipping.rate,
            taxes=[
                {"rate": str(t.rate), "net": str(t.net), "tax": str(t.tax)} for t in price.taxes
            ],
            net=price.net,
            tax=price.tax,
            total=price.total,
            certificate_name=name,
            **{f"delivery_{part}": value for part, value in address.items()},
        )
        CheckoutLine.objects.bulk_create(
            CheckoutLine(
                checkout=checkout,
                order_id=key,
                net=line.net,
                tax=line.tax,
                gross=line.gross,
                rate=line.rate,
            )
            for key, line in price.lines.items()
        )
        Order.objects.filter(pk__in=price.lines.keys()).update(checkout=checkout)
    return checkout


def checkout_start(
    *,
    customer: User,
    order_ids: list[int],
    address: dict[str, str],
    method_id: int,
    total: Decimal,
    certificate_name: str = "",
) -> tuple[Checkout, payments.PaymentStart]:
    """A checkout of these orders to address by the method, at the total the customer saw
    (else TotalChanged, nothing made), with its PaymentIntent and a SetupIntent for the
    card. The customer's open checkouts of any of these orders are voided first."""
    quote = quoting.checkout_quote(
        customer=customer, order_ids=order_ids, country=address["country"], method_id=method_id
    )
    if quote.price.total != total:
        raise TotalChanged(quote)
    amount = amount_of(quote.price.total, quote.setup.currency)
    older = Checkout.objects.filter(status=C.OPEN, orders__in=quote.orders).distinct()
    for checkout_id in older.values_list("pk", flat=True):
        checkout_void(checkout_id)
    checkout = _created(customer, quote, address, certificate_name)
    try:
        started = payments.payment_start(
            user=customer, checkout_id=checkout.pk, amount=amount, currency=checkout.currency
        )
    except Exception:
        _closed(checkout.pk)
        raise
    return checkout, started


# --- paying -----------------------------------------------------------------------------------


def own_checkout(*, customer: User, checkout_id: int) -> Checkout:
    checkout = Checkout.objects.filter(pk=checkout_id, customer=customer).first()
    if checkout is None:
        raise NotFound("No such checkout.")
    return checkout


def _still_as_quoted(checkout: Checkout) -> None:
    """The checkout's orders are all still held and the quote is what it was; otherwise the
    checkout is voided (nothing can be charged) and the answer says what changed."""
    order_ids = list(checkout.lines.values_list("order_id", flat=True))
    try:
        quote = quoting.checkout_quote(
            customer=checkout.customer,
            order_ids=order_ids,
            country=checkout.delivery_country,
            method_id=checkout.method_id,
        )
    except Exception:
        checkout_void(checkout.pk)
        raise
    if quote.price.total != checkout.total:
        checkout_void(checkout.pk)
        raise TotalChanged(quote)


def checkout_pay(
    *, customer: User, checkout_id: int, payment_method: str
) -> payments.PaymentReport:
    """Pays the checkout's PaymentIntent with the customer's card, on the server, if its
    orders and total are still as the customer saw them."""
    checkout = own_checkout(customer=customer, checkout_id=checkout_id)
    if checkout.status != C.OPEN:
        raise Conflict(CHECKOUT_CLOSED, code="checkout_closed")
    _still_as_quoted(checkout)
    report = payments.payment_confirm(
        checkout_id=checkout.pk,
        amount=to_minor_units(checkout.total, checkout.currency),
        payment_method=payment_method,
    )
    checkout_reported(report)
    return report


def checkout_pay_check(*, customer: User, checkout_id: int) -> payments.PaymentReport:
    """Asks Stripe again (after 3-D Secure, say) and records the answer."""
    checkout = own_checkout(customer=customer, checkout_id=checkout_id)
    report = payments.payment_refresh(checkout_id=checkout.pk)
    checkout_reported(report)
    return report


@dataclass(frozen=True)
class Settled:
    """What the money that came for a checkout paid, and what went back."""

    paid: list[int]
    refunded: list[int]


def checkout_reported(report: payments.PaymentReport) -> Settled | None:
    """Acts on what Stripe said of a checkout's PaymentIntent: when it took money, each
    order is paid under its own lock; an order that ended and whose stock is gone gets its
    line back (a partial refund), and when none can be paid, all of it goes back. Money for
    another amount, currency or checkout is never kept. None: nothing came."""
    if not report.succeeded:
        return None
    checkout = Checkout.objects.get(pk=report.checkout_id)
    intent = report.intent
    if not (
        report.as_recorded
        and intent.amount == to_minor_units(checkout.total, checkout.currency)
        and intent.currency == checkout.currency
    ):
        logger.error("PaymentIntent %s does not match checkout %s", intent.id, checkout.pk)
        payments.payment_return(
            report, why="Succeeded for another amount, currency or checkout: refunded in full."
        )
        return None
    lines = list(checkout.lines.order_by("order_id"))
    for line in lines:
        steps.paid(order_id=line.order_id, transaction_id=intent.id, quiet=True)
    # Paid by this money, now or before; any other (ended and its stock gone, or paid by
    # another payment meanwhile) gets its line back.
    paid_by = dict(
        Order.objects.filter(pk__in=[line.order_id for line in lines]).values_list(
            "pk", "transaction_id"
        )
    )
    gone = [line for line in lines if paid_by[line.order_id] != intent.id]
    with transaction.atomic():
        first = (
            Checkout.objects.filter(pk=checkout.pk)
            .exclude(status=C.PAID)
            .update(status=C.PAID, transaction_id=intent.id)
        )
        paid_ids = [line.order_id for line in lines if line not in gone]
        # Its orders go where the checkout sends its parcel (the address typed at checkout).
        where = {f"delivery_{name}": getattr(checkout, f"delivery_{name}") for name in ADDRESS}
        Order.objects.filter(pk__in=paid_ids).update(checkout=checkout, **where)
        if first and paid_ids:  # its invoice, with the money (paperwork: a gapless series)
            checkout.refresh_from_db()  # paid, with its transaction
            invoice_issue(checkout)
    if gone:
        _lines_returned(report, checkout, gone, everything=len(gone) == len(lines))
    if first and paid_ids:
        checkout_email_queue(checkout=checkout, kind="paid")
    return Settled(paid=paid_ids, refunded=[line.order_id for line in gone])


def _lines_returned(
    report: payments.PaymentReport, checkout: Checkout, lines: list[CheckoutLine], *, everything
) -> None:
    """Late money for orders whose stock is gone goes back: their lines (or, when no order
    could be paid, all of it, the shipping too)."""
    if everything:
        payments.payment_return(report)
        Checkout.objects.filter(pk=checkout.pk).update(shipping_refunded=True)
    else:
        for line in lines:
            payments.payment_refund(
                order_id=line.order_id,
                checkout_id=checkout.pk,
                amount=to_minor_units(line.gross, checkout.currency),
            )
            credit_note_issue(checkout, order_id=line.order_id, with_shipping=False)
    ended = Order.objects.filter(
        pk__in=[line.order_id for line in lines], status__in=[S.CANCELLED, S.EXPIRED]
    ).values_list("pk", flat=True)
    for order_id in list(ended):  # an order paid by another payment is left as it is
        logger.warning("Order %s was paid after it ended: its line refunded", order_id)
        steps.refunded(order_id=order_id, by=steps.By.SYSTEM)


# --- after payment ------------------------------------------------------------------------------


def refund_share(order: Order) -> tuple[Decimal, bool]:
    """What refunding this order of a checkout gives back: its line, and the shipping too
    when no other order of the parcel is kept (the whole checkout refunded). Answers the
    amount and whether the shipping is in it. Reads the checkout's lines and their orders
    as prefetched, if they are (orders.selectors' staff reads)."""
    checkout = order.checkout
    lines = list(checkout.lines.all())
    line = next(line for line in lines if line.order_id == order.pk)
    others_kept = any(other.order.status in KEPT for other in lines if other.order_id != order.pk)
    with_shipping = not others_kept and not checkout.shipping_refunded
    return line.gross + (checkout.shipping_gross if with_shipping else Decimal("0")), with_shipping


def checkout_refund(*, order: Order) -> None:
    """The money of one order of a paid checkout goes back (a partial refund at Stripe)."""
    gross, with_shipping = refund_share(order)
    amount = to_minor_units(gross, order.checkout.currency)
    payments.payment_refund(order_id=order.pk, checkout_id=order.checkout_id, amount=amount)
    if with_shipping:
        Checkout.objects.filter(pk=order.checkout_id).update(shipping_refunded=True)
    credit_note_issue(order.checkout, order_id=order.pk, with_shipping=with_shipping)


def checkout_refund_reported(checkout_id: int) -> bool:
    """All of a checkout's payment went back at Stripe (a refund made in its dashboard, or
    the last of ours): every order of it that was paid is refunded. Answers whether any
    order changed."""
    changed = False
    checkout = Checkout.objects.get(pk=checkout_id)
    kept = list(
        Order.objects.filter(
            Q(status__in=KEPT) & Q(checkout_lines__checkout_id=checkout_id)
        ).values_list("pk", flat=True)
    )
    for order_id in kept:
        if steps.refunded(order_id=order_id, by=steps.By.PAYMENT):
            changed = True
            last = order_id == kept[-1]
            credit_note_issue(
                checkout, order_id=order_id, with_shipping=last and not checkout.shipping_refunded
            )
    Checkout.objects.filter(pk=checkout_id).update(shipping_refunded=True)
    return changed


def checkout_ship(
    *, admin: User, checkout_id: int, carrier: str, tracking_number: str, tracking_url: str = ""
) -> Checkout:
    """The checkout's paid orders leave as one parcel with one tracking number: all of them
    or, when one cannot (a refund under way), none."""
    checkout = Checkout.objects.filter(pk=checkout_id).first()
    if checkout is None:
        raise NotFound("No such checkout.")
    waiting = Order.objects.filter(checkout_lines__checkout=checkout, status=S.PAID)
    paid = list(waiting.order_by("pk").values_list("pk", flat=True))
    if not paid:
        raise Conflict(
            "Nothing in this checkout is paid and waiting to ship.", code="invalid_transition"
        )
    with transaction.atomic():
        for order_id in paid:
            steps.shipped(
                admin=admin,
                order_id=order_id,
                carrier=carrier,
                tracking_number=tracking_number,
                tracking_url=tracking_url,
                quiet=True,
            )
        checkout_email_queue(checkout=checkout, kind="shipped")
    return checkout
