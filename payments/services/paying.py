"""Paying an order: its PaymentIntent, the card, 3-D Secure, and recording what Stripe says."""

import functools
import logging

from django.db import IntegrityError

from accounts.models import User
from core.errors import ApplicationError, Conflict, NotFound, PaymentDeclined
from payments import stripe_gateway as gateway
from payments.models import Payment, StripeCustomer
from shop.models import Order, OrderEvent
from shop.services import ORDER_EXPIRED, order_mark_paid, order_mark_refunded

logger = logging.getLogger(__name__)

# PaymentIntent statuses in which the customer can still pay it.
REUSABLE = {"requires_payment_method", "requires_confirmation", "requires_action", "processing"}


def _own_order(*, user: User, order_id: int) -> Order:
    order = Order.objects.filter(pk=order_id, customer=user).first()
    if order is None:
        raise NotFound()
    return order


def _payable(order: Order) -> None:
    if order.is_overdue or order.status == Order.Status.EXPIRED:
        raise Conflict(ORDER_EXPIRED, code="order_expired")
    if order.status != Order.Status.PENDING:
        raise Conflict(
            f"This order is {order.status}: there is nothing to pay.", code="not_payable"
        )


def _amount(order: Order, currency: str) -> int:
    """What the order comes to in the currency's smallest unit, as Stripe takes it:
    refused before Stripe is asked when Stripe would refuse it."""
    amount = gateway.to_minor_units(order.total, currency)
    if amount > gateway.MAX_AMOUNT:
        raise Conflict("This order is too large to pay by card.", code="amount_too_large")
    least, least_text = gateway.minimum_charge(currency)
    if amount < least:
        raise Conflict(
            f"Orders under {least_text} cannot be paid by card.", code="amount_too_small"
        )
    return amount


def _customer_id(user: User, *, forget: bool = False) -> str:
    """The user's Stripe customer, with the user's e-mail as it is now (a customer who
    changed it gets Stripe's receipts at the new one); `forget` drops one Stripe no longer
    knows (the gateway's InvalidRequest for a missing customer)."""
    if forget:
        StripeCustomer.objects.filter(user=user).delete()
    known = StripeCustomer.objects.filter(user=user).first()
    if known:
        if known.email != user.email:
            try:
                gateway.customer_email_update(known.customer_id, email=user.email)
            except gateway.InvalidRequest as exc:
                if not exc.is_missing("id"):
                    raise
                return _customer_id(user, forget=True)  # deleted at Stripe: a new one
            StripeCustomer.objects.filter(pk=known.pk).update(email=user.email)
        return known.customer_id
    customer_id = gateway.customer_create(email=user.email, user_id=user.id)
    try:
        StripeCustomer.objects.create(user=user, customer_id=customer_id, email=user.email)
    except IntegrityError:  # a parallel request made one first
        return StripeCustomer.objects.get(user=user).customer_id
    return customer_id


def customer_forget(*, user: User) -> None:
    """The user's Stripe Customer (their e-mail and saved cards at Stripe) deleted, and the
    shop's record of it: for an account being deleted. Stripe first, so a Stripe that
    cannot be asked (PaymentsUnavailable) leaves everything as it was."""
    known = StripeCustomer.objects.filter(user=user).first()
    if known is None:
        return
    gateway.customer_delete(known.customer_id)
    known.delete()


def _intent_reusable(
    payment: Payment | None, *, amount: int, currency: str
) -> gateway.PaymentIntent | None:
    """The order's PaymentIntent if it is for this amount and can still be paid. One that
    already succeeded is recorded (and the order, now paid, refused); one whose last
    attempt failed is cancelled (localstripe cannot retry a failed one)."""
    if payment is None or payment.amount != amount or payment.currency != currency:
        return None
    try:
        intent = gateway.payment_intent_retrieve(payment.payment_intent_id)
    except gateway.InvalidRequest:  # e.g. localstripe was reset
        return None
    if intent.status == "succeeded":
        record(payment, intent)
        _payable(Order.objects.get(pk=payment.order_id))
    if intent.status not in REUSABLE:
        return None
    if intent.status == "requires_payment_method" and (
        payment.last_error or intent.last_error_message
    ):
        _intent_retire(intent.id)
        return None
    return intent


def _intent_create(
    *, user: User, order: Order, amount: int, currency: str, replaces: str
) -> gateway.PaymentIntent:
    """A new PaymentIntent for the order, for the user's Stripe customer (made again if
    Stripe no longer knows it)."""
    create = functools.partial(
        gateway.payment_intent_create,
        amount=amount,
        currency_code=currency,
        order_id=order.id,
        replaces=replaces,
    )
    try:
        return create(customer_id=_customer_id(user))
    except gateway.InvalidRequest as exc:
        if not exc.is_missing("customer"):  # only that means the customer was deleted at Stripe
            raise ApplicationError(
                exc.user_message or "The payment could not be started. Please try again.",
                code="payment_failed",
            ) from exc
        return create(customer_id=_customer_id(user, forget=True))


def _intent_retire(payment_intent_id: str) -> None:
    """Best effort: an old PaymentIntent (another amount, a failed attempt) is cancelled.
    Should it have taken money after all, the webhook or the reconcile job finds no order
    paying with it and nothing is lost: Stripe still holds the record."""
    try:
        gateway.payment_intent_cancel(payment_intent_id)
    except gateway.InvalidRequest:
        pass


def _payment_save(
    order: Order, intent: gateway.PaymentIntent, *, amount: int, currency: str
) -> Payment:
    payment, _ = Payment.objects.update_or_create(
        order=order,
        defaults={
            "payment_intent_id": intent.id,
            "amount": amount,
            "currency": currency,
            "status": intent.status,
            "last_error": "",
        },
    )
    return payment


def payment_start(*, user: User, order_id: int) -> tuple[Payment, str, str]:
    """The order's PaymentIntent (made once, for the amount the server computes) and a
    fresh SetupIntent for turning the card into a PaymentMethod.

    Answers (payment, payment intent client secret, setup intent client secret).
    """
    order = _own_order(user=user, order_id=order_id)
    _payable(order)
    currency = order.currency
    amount = _amount(order, currency)
    payment = Payment.objects.filter(order=order).first()
    intent = _intent_reusable(payment, amount=amount, currency=currency)
    if intent is None:
        if payment is not None:  # the one it replaces can never take money afterwards
            _intent_retire(payment.payment_intent_id)
        intent = _intent_create(
            user=user,
            order=order,
            amount=amount,
            currency=currency,
            replaces=payment.payment_intent_id if payment else "",
        )
    payment = _payment_save(order, intent, amount=amount, currency=currency)
    setup = gateway.setup_intent_create(customer_id=_customer_id(user))
    return payment, intent.client_secret, setup.client_secret


def _payment_of(*, user: User, order_id: int) -> Payment:
    order = _own_order(user=user, order_id=order_id)
    payment = Payment.objects.filter(order=order).select_related("order").first()
    if payment is None:
        raise Conflict("Start the payment first.", code="no_payment")
    return payment


def payment_confirm(
    *, user: User, order_id: int, payment_method: str
) -> tuple[Payment, gateway.PaymentIntent]:
    """Pays the order's PaymentIntent with the customer's card, on the server."""
    payment = _payment_of(user=user, order_id=order_id)
    _payable(payment.order)
    if payment.amount != _amount(payment.order, payment.currency):
        raise Conflict("Start the payment again.", code="no_payment")
    try:
        intent = gateway.payment_intent_pay(
            payment.payment_intent_id, payment_method=payment_method
        )
    except gateway.CardDeclined as exc:
        message = exc.user_message or "The card was declined."
        Payment.objects.filter(pk=payment.pk).update(
            status="requires_payment_method", last_error=message
        )
        raise PaymentDeclined(message, code="card_declined") from exc
    except gateway.InvalidRequest as exc:
        raise ApplicationError(
            exc.user_message or "The card could not be used. Please try again.",
            code="payment_failed",
        ) from exc
    return record(payment, intent), intent


def payment_refresh(*, user: User, order_id: int) -> tuple[Payment, gateway.PaymentIntent]:
    """Asks Stripe again (after 3-D Secure, say) and records the answer."""
    payment = _payment_of(user=user, order_id=order_id)
    intent = gateway.payment_intent_retrieve(payment.payment_intent_id)
    record(payment, intent)
    if intent.status != "succeeded":  # money that came is recorded whatever the hold
        order = Order.objects.get(pk=payment.order_id)
        if order.is_overdue or order.status == Order.Status.EXPIRED:
            raise Conflict(ORDER_EXPIRED, code="order_expired")
    return payment, intent


def record(payment: Payment, intent: gateway.PaymentIntent) -> Payment:
    """Stores what Stripe says about the PaymentIntent; pays the order only when Stripe
    says it succeeded, for the order's own amount and currency."""
    payment.status = intent.status
    payment.last_error = intent.last_error_message
    payment.save(update_fields=["status", "last_error", "updated_at"])
    if intent.status == "succeeded":
        _order_pay(payment, intent)
    return payment


def _order_pay(payment: Payment, intent: gateway.PaymentIntent) -> None:
    order = Order.objects.get(pk=payment.order_id)
    matches = (
        intent.id == payment.payment_intent_id
        and intent.metadata_order_id == payment.order_id  # made for this very order
        and intent.amount == payment.amount == gateway.to_minor_units(order.total, order.currency)
        and intent.currency == payment.currency == order.currency
    )
    if not matches:  # never kept: the customer gets it all back
        logger.error("PaymentIntent %s does not match payment %s", intent.id, payment.pk)
        refund = gateway.refund_create(intent.id, order_id=payment.order_id)
        Payment.objects.filter(pk=payment.pk).update(
            refund_id=refund.id,
            last_error="Succeeded for another amount, currency or order: refunded in full.",
        )
        return
    if order_mark_paid(order_id=payment.order_id, transaction_id=intent.id) == "refund":
        refund_late_payment(payment)


def refund_late_payment(payment: Payment) -> None:
    """Money for an order that ended (cancelled, expired) and whose stock is gone: all of
    it goes back, and the customer is told."""
    refund = gateway.refund_create(payment.payment_intent_id, order_id=payment.order_id)
    Payment.objects.filter(pk=payment.pk).update(refund_id=refund.id)
    logger.warning("Order %s was paid after it ended: refunded %s", payment.order_id, refund.id)
    order_mark_refunded(order_id=payment.order_id, by=OrderEvent.By.SYSTEM)
