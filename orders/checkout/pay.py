"""Paying a checkout: it fixes the quote's amounts (checkout.quote), gets one
PaymentIntent, and is paid or voided (its PaymentIntent cancelled first: an order ended, the
total changed, a newer checkout). Each order is paid under its own lock and keeps its own
hold: the checkout holds nothing. Private to the orders app: orders.actions is the door."""

import logging
from dataclasses import dataclass

from django.db import transaction

from accounts.models import User
from core.errors import Conflict, NotFound
from core.money import to_minor_units
from orders import steps
from orders.checkout import quote as quoting
from orders.checkout.refund import lines_returned
from orders.emails import checkout_email_queue
from orders.invoicing import invoice_issue
from orders.models import ADDRESS_FIELDS, Checkout, CheckoutLine, Order
from payments import services as payments

logger = logging.getLogger(__name__)

CHECKOUT_CLOSED = "This checkout is no longer open. Please check the total and pay again."


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


@dataclass(frozen=True)
class Settled:
    """What the money that came for a checkout paid, and what went back."""

    paid: list[int]
    refunded: list[int]


# --- ending an open checkout ----------------------------------------------------------------


def _close(checkout_id: int) -> None:
    """The checkout is void (unless the money came) and its orders free for another."""
    with transaction.atomic():
        Checkout.objects.filter(pk=checkout_id, status=Checkout.Status.OPEN).update(
            status=Checkout.Status.VOID
        )
        Order.objects.filter(checkout_id=checkout_id, status=Order.Status.PENDING).update(
            checkout=None
        )


def void(checkout_id: int) -> None:
    """Voids the checkout, then makes sure its PaymentIntent can never take money (cancelled
    at Stripe): in that order, so that a PaymentIntent its start makes meanwhile is either
    seen here or sees the checkout void and is cancelled by the start itself (start). Money
    that came already is recorded (the checkout and its orders become paid) and the answer
    is a Conflict; so is a payment Stripe is still working on."""
    Checkout.objects.filter(pk=checkout_id, status=Checkout.Status.OPEN).update(
        status=Checkout.Status.VOID
    )
    voided = payments.payment_void(checkout_id=checkout_id)
    if voided.report is not None:
        reported(voided.report)
    void_refusal(voided)
    _close(checkout_id)


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
    is_open = Checkout.objects.filter(pk=order.checkout_id, status=Checkout.Status.OPEN).exists()
    return order.checkout_id if is_open else None


# --- starting ---------------------------------------------------------------------------------


def _create(customer: User, quote: quoting.Quote, address: dict[str, str], name: str) -> Checkout:
    """The checkout and its lines, its orders locked and checked once more (one could have
    ended, or joined another checkout, since the quote)."""
    price, method = quote.price, quote.method
    with transaction.atomic():
        for order in sorted(quote.orders, key=lambda order: order.pk):
            locked = steps.lock(order.pk, customer=customer)
            if not locked.is_payable:
                status = locked.effective_status
                raise Conflict(
                    f"Order #{order.pk} is no longer held for you.",
                    code="order_expired" if status == Order.Status.EXPIRED else "not_payable",
                    fields={f"orders.{order.pk}": [f"This order is {status}."]},
                )
            if open_checkout_of(locked) is not None:
                raise Conflict(steps.PAYMENT_IN_PROGRESS, code="payment_in_progress")
        checkout = Checkout.objects.create(
            customer=customer,
            currency=quote.setup.currency,
            prices_include_tax=quote.setup.prices_include_tax,
            taxed_in=price.taxed_in or "",
            method_id=method.id if method else None,
            method_name=method.name if method else quoting.NO_SHIPPING,
            delivery_days_min=method.delivery_days_min if method else 0,
            delivery_days_max=method.delivery_days_max if method else 0,
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


def start(
    *,
    customer: User,
    quote: quoting.Quote,
    address: dict[str, str],
    certificate_name: str = "",
) -> tuple[Checkout, payments.PaymentStart]:
    """A checkout of the quote's orders to address, with its PaymentIntent and a
    SetupIntent for the card. The customer's open checkouts of any of these orders are
    voided first."""
    amount = payments.charge_amount(total=quote.price.total, currency=quote.setup.currency)
    older = Checkout.objects.filter(status=Checkout.Status.OPEN, orders__in=quote.orders)
    for checkout_id in older.distinct().values_list("pk", flat=True):
        void(checkout_id)
    checkout = _create(customer, quote, address, certificate_name)
    try:
        started = payments.payment_start(
            user=customer, checkout_id=checkout.pk, amount=amount, currency=checkout.currency
        )
    except Exception:
        _close(checkout.pk)
        raise
    if not Checkout.objects.filter(pk=checkout.pk, status=Checkout.Status.OPEN).exists():
        # A newer checkout of these orders voided this one meanwhile (two starts at once):
        # its PaymentIntent, made for a void checkout, is cancelled before its secret leaves.
        payments.payment_void(checkout_id=checkout.pk)
        raise Conflict(CHECKOUT_CLOSED, code="checkout_closed")
    return checkout, started


def reusable(*, customer: User, quote: quoting.Quote) -> Checkout | None:
    """The customer's open checkout of exactly the quote's orders at the quote's total, if
    there is one: paying it again reuses its PaymentIntent."""
    order_ids = sorted(order.pk for order in quote.orders)
    for checkout in Checkout.objects.filter(
        customer=customer, status=Checkout.Status.OPEN, total=quote.price.total
    ).order_by("-pk"):
        if sorted(checkout.lines.values_list("order_id", flat=True)) == order_ids:
            return checkout
    return None


def restart(*, customer: User, checkout: Checkout) -> payments.PaymentStart:
    """The open checkout's PaymentIntent again (reused while it can be paid) with a fresh
    SetupIntent for the card."""
    return payments.payment_start(
        user=customer,
        checkout_id=checkout.pk,
        amount=payments.charge_amount(total=checkout.total, currency=checkout.currency),
        currency=checkout.currency,
    )


# --- paying -----------------------------------------------------------------------------------


def own_checkout(*, customer: User, checkout_id: int) -> Checkout:
    checkout = Checkout.objects.filter(pk=checkout_id, customer=customer).first()
    if checkout is None:
        raise NotFound("No such checkout.")
    return checkout


def _check_still_as_quoted(checkout: Checkout) -> None:
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
        void(checkout.pk)
        raise
    if quote.price.total != checkout.total:
        void(checkout.pk)
        raise TotalChanged(quote)


def pay(*, customer: User, checkout_id: int, payment_method: str) -> payments.PaymentReport:
    """Pays the checkout's PaymentIntent with the customer's card, on the server, if its
    orders and total are still as the customer saw them."""
    checkout = own_checkout(customer=customer, checkout_id=checkout_id)
    if checkout.status != Checkout.Status.OPEN:
        raise Conflict(CHECKOUT_CLOSED, code="checkout_closed")
    _check_still_as_quoted(checkout)
    report = payments.payment_confirm(
        checkout_id=checkout.pk,
        amount=to_minor_units(checkout.total, checkout.currency),
        payment_method=payment_method,
    )
    reported(report)
    return report


def check(*, customer: User, checkout_id: int) -> payments.PaymentReport:
    """Asks Stripe again (after 3-D Secure, say) and records the answer."""
    checkout = own_checkout(customer=customer, checkout_id=checkout_id)
    report = payments.payment_refresh(checkout_id=checkout.pk)
    reported(report)
    return report


def reported(report: payments.PaymentReport) -> Settled | None:
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
        steps.record_payment(order_id=line.order_id, transaction_id=intent.id, quiet=True)
    # Paid by this money, now or before; any other (ended and its stock gone, or paid by
    # another payment meanwhile) gets its line back, once.
    paid_by = dict(
        Order.objects.filter(pk__in=[line.order_id for line in lines]).values_list(
            "pk", "transaction_id"
        )
    )
    gone = [line for line in lines if paid_by[line.order_id] != intent.id and not line.returned]
    with transaction.atomic():
        first = (
            Checkout.objects.filter(pk=checkout.pk)
            .exclude(status=Checkout.Status.PAID)
            .update(status=Checkout.Status.PAID, transaction_id=intent.id)
        )
        paid_ids = [line.order_id for line in lines if line not in gone]
        # Its orders go where the checkout sends its parcel (the address typed at checkout).
        where = {
            f"delivery_{name}": getattr(checkout, f"delivery_{name}") for name in ADDRESS_FIELDS
        }
        Order.objects.filter(pk__in=paid_ids).update(checkout=checkout, **where)
        if first and paid_ids:  # its invoice, with the money (paperwork: a gapless series)
            checkout.refresh_from_db()  # paid, with its transaction
            invoice_issue(checkout)
    if gone:
        lines_returned(report, checkout, gone, everything=len(gone) == len(lines))
    if first and paid_ids:
        checkout_email_queue(checkout=checkout, kind="paid")
    return Settled(paid=paid_ids, refunded=[line.order_id for line in gone])
