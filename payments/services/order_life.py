"""The steps of an order's life that involve its money at Stripe: cancelling and expiring
(the PaymentIntent is cancelled at Stripe first, so that it can never take money for an
order that is gone) and refunding. The database side is shop.services.orders."""

import logging

from django.utils import timezone

from accounts.models import User
from core.errors import Conflict, NotFound
from payments import stripe_gateway as gateway
from payments.models import Payment
from payments.services.paying import record
from shop.models import Order, OrderEvent
from shop.services import (
    PaintingHoldEnded,
    order_cancel,
    order_check_refundable,
    order_expire,
    order_mark_refunded,
    order_place_painting,
)

logger = logging.getLogger(__name__)

ALREADY_PAID = "This order has already been paid, so it cannot be cancelled."
PAYMENT_IN_PROGRESS = "A payment for this order is in progress. Please try again in a minute."


def _payment_void(order: Order) -> str:
    """Makes sure the order's PaymentIntent can never take money: cancelled at Stripe.
    When Stripe says the money came already, records it (the order becomes paid) and
    raises Conflict. Answers the PaymentIntent's id ("" when the order has none)."""
    payment = Payment.objects.filter(order=order).first()
    if payment is None:
        return ""
    try:
        intent = gateway.payment_intent_cancel(payment.payment_intent_id)
    except gateway.InvalidRequest as exc:
        if exc.is_missing():  # Stripe does not know it (a reset localstripe): it cannot pay
            return payment.payment_intent_id
        intent = gateway.payment_intent_retrieve(payment.payment_intent_id)
    record(payment, intent)
    if intent.status == "succeeded":
        raise Conflict(ALREADY_PAID, code="already_paid")
    if intent.status != "canceled":
        raise Conflict(PAYMENT_IN_PROGRESS, code="payment_in_progress")
    return payment.payment_intent_id


def _payment_void_newer(order: Order, voided: str) -> None:
    """A PaymentIntent started while the order was being ended is cancelled too (or, if it
    took money, paid or refunded like any late payment)."""
    payment = Payment.objects.filter(order=order).first()
    if payment is not None and payment.payment_intent_id != voided:
        try:
            _payment_void(order)
        except Conflict:
            logger.warning("Order %s: a payment came while it was ending", order.pk)


def order_cancel_for_customer(*, customer: User, order_id: int) -> Order:
    """The customer cancels an unpaid order: its PaymentIntent first, then the order."""
    order = Order.objects.filter(pk=order_id, customer=customer).first()
    if order is None:
        raise NotFound()
    if order.is_overdue:  # it reads as expired already: it ends as expired
        order_expire_with_payment(order_id=order.pk)
        raise Conflict("This order has expired and cannot be cancelled.", code="not_cancellable")
    if order.status != Order.Status.PENDING:
        return order_cancel(customer=customer, order_id=order.pk)  # refuses it clearly
    voided = _payment_void(order)
    order = order_cancel(customer=customer, order_id=order.pk)
    _payment_void_newer(order, voided)
    return order


def order_expire_with_payment(*, order_id: int) -> bool:
    """Ends an unpaid order's hold: its PaymentIntent cancelled at Stripe, then the order
    expired and its stock back. Answers whether it expired (not when the money came in
    time, nor while Stripe cannot be asked: the next run tries again)."""
    order = Order.objects.filter(pk=order_id).first()
    if order is None or not order.is_overdue:
        return False
    try:
        voided = _payment_void(order)
    except Conflict:
        return False
    except gateway.PaymentsUnavailable:
        logger.warning("Order %s: Stripe unavailable, it expires on the next run", order_id)
        return False
    expired = order_expire(order_id=order_id)
    if expired:
        _payment_void_newer(order, voided)
    return expired


def _holds_ended():
    """The unpaid orders whose hold has ended (Order.is_overdue), expired or not yet."""
    return Order.objects.filter(status=Order.Status.PENDING, expires_at__lte=timezone.now())


def painting_order_place(*, customer: User, painting_id: int, address: dict[str, str]) -> Order:
    """Orders a painting (shop.services.order_place_painting). When an unpaid order past its
    hold still has it (the periodic job has not come by yet), that order is expired first,
    its PaymentIntent cancelled at Stripe, and the painting ordered again: free, unless
    Stripe says that order was paid after all."""
    try:
        return order_place_painting(customer=customer, painting_id=painting_id, address=address)
    except PaintingHoldEnded:
        for order_id in _holds_ended().filter(painting_id=painting_id).values_list("id", flat=True):
            order_expire_with_payment(order_id=order_id)
    return order_place_painting(customer=customer, painting_id=painting_id, address=address)


def orders_expire_due(*, limit: int = 500) -> int:
    """Expires the unpaid orders whose hold has ended (the periodic job). Answers how many."""
    ids = list(_holds_ended().order_by("expires_at").values_list("id", flat=True)[:limit])
    return sum(order_expire_with_payment(order_id=order_id) for order_id in ids)


def order_refund(*, admin: User, order_id: int) -> Order:
    """An admin gives a paid, not yet shipped order's money back in full through Stripe;
    the stock returns and the customer is told."""
    order = Order.objects.filter(pk=order_id).first()
    if order is None:
        raise NotFound()
    order_check_refundable(order)
    payment = Payment.objects.filter(order=order).first()
    if payment is None:
        raise Conflict("This order has no card payment to refund.", code="no_payment")
    try:
        refund = gateway.refund_create(payment.payment_intent_id, order_id=order.pk)
    except gateway.InvalidRequest as exc:
        raise Conflict(
            exc.user_message or "Stripe would not refund this payment.", code="refund_refused"
        ) from exc
    Payment.objects.filter(pk=payment.pk).update(refund_id=refund.id)
    order_mark_refunded(order_id=order.pk, by=OrderEvent.By.STAFF, actor=admin)
    order.refresh_from_db()
    return order
