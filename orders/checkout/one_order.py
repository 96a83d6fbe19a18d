"""Paying one order on its own, as the payment page's calls do (POST
/api/create-payment-intent, /api/payments/confirm, /api/payments/refresh): a checkout of
that order alone, to its own delivery address by the cheapest method, at the total the
server quotes. Private to the orders app: orders.actions is the door."""

import logging

from django.conf import settings

from accounts.models import User
from core.errors import Conflict
from core.money import to_minor_units
from orders import steps
from orders.checkout import pay
from orders.checkout import quote as quoting
from orders.models import ADDRESS_FIELDS, Checkout, Order, OrderEvent
from orders.selectors import own_order
from payments import services as payments

logger = logging.getLogger(__name__)


def _check_not_expired(order: Order) -> None:
    """409 order_expired when the order's hold has ended (expired, or past it already)."""
    if order.effective_status == Order.Status.EXPIRED:
        raise Conflict(steps.ORDER_EXPIRED, code="order_expired")


def check_payable(order: Order) -> None:
    """409 when the order cannot be paid: its hold ended, or it is not unpaid."""
    _check_not_expired(order)
    if order.status != Order.Status.PENDING:
        raise Conflict(
            f"This order is {order.status}: there is nothing to pay.", code="not_payable"
        )


def start(*, customer: User, order_id: int) -> tuple[Order, Checkout, payments.PaymentStart]:
    """The order's checkout and its PaymentIntent, with a fresh SetupIntent for the card.
    Its open checkout of just this order at the quoted total is used again (its
    PaymentIntent reused); money that came for it already is recorded, then refused."""
    order = own_order(customer=customer, order_id=order_id)
    check_payable(order)
    address = {name: getattr(order, f"delivery_{name}") for name in ADDRESS_FIELDS}
    # An order placed before orders had addresses is sent, and taxed, as a sale at home.
    address["country"] = order.delivery_country or settings.SHOP_COUNTRY
    quote = quoting.checkout_quote(
        customer=customer, order_ids=[order.pk], country=address["country"]
    )
    checkout = pay.reusable(customer=customer, quote=quote)
    if checkout is not None:
        started = pay.restart(customer=customer, checkout=checkout)
        if started.succeeded is None:
            return order, checkout, started
        pay.reported(started.succeeded)
        order.refresh_from_db()
        check_payable(order)
    checkout, started = pay.start(customer=customer, quote=quote, address=address)
    return order, checkout, started


def checkout_of(*, customer: User, order_id: int) -> Checkout:
    """The checkout paying the customer's order (open) or that paid it; once the order
    ended, the last it was in (voided with it)."""
    order = own_order(customer=customer, order_id=order_id)
    checkout = order.checkout or (
        Checkout.objects.filter(customer=customer, lines__order=order).order_by("-pk").first()
    )
    if checkout is None:
        raise Conflict("Start the payment first.", code="no_payment")
    return checkout


def card_pay(*, customer: User, order_id: int, payment_method: str) -> payments.PaymentReport:
    """Pays the order's open checkout with the card (409 when the order cannot be paid)."""
    checkout = checkout_of(customer=customer, order_id=order_id)
    check_payable(Order.objects.get(pk=order_id))
    return pay.pay(customer=customer, checkout_id=checkout.pk, payment_method=payment_method)


def check(*, customer: User, order_id: int) -> payments.PaymentReport:
    """Asks Stripe again about the payment of the order's checkout and records the answer;
    409 order_expired when it did not take money and the order's hold has ended."""
    checkout = checkout_of(customer=customer, order_id=order_id)
    report = pay.check(customer=customer, checkout_id=checkout.pk)
    if not report.succeeded:  # money that came is recorded whatever the hold
        _check_not_expired(Order.objects.get(pk=order_id))
    return report


def own_payment_reported(report: payments.PaymentReport) -> steps.Paid | None:
    """An order's own PaymentIntent (made for one order, in a shop's data from before every
    payment was a checkout's): when it took money, it pays the order, but only for its own
    amount and currency. Money that cannot be kept goes back in full. Answers what became
    of the money (None: nothing came, or it went back)."""
    if not report.succeeded:
        return None
    order = Order.objects.get(pk=report.order_id)
    if not (
        report.as_recorded
        and report.intent.amount == to_minor_units(order.total, order.currency)
        and report.intent.currency == order.currency
    ):  # never kept: the customer gets it all back
        logger.error("PaymentIntent %s does not match order %s", report.intent.id, order.pk)
        payments.payment_return(
            report, why="Succeeded for another amount, currency or order: refunded in full."
        )
        return None
    paid = steps.record_payment(order_id=order.pk, transaction_id=report.intent.id)
    if paid == steps.Paid.REFUND:  # the order ended and its stock is gone
        refund_id = payments.payment_return(report)
        logger.warning("Order %s was paid after it ended: refunded %s", order.pk, refund_id)
        steps.record_refund(order_id=order.pk, by=OrderEvent.By.SYSTEM)
    return paid
