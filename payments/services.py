import functools
import logging

from django.db import IntegrityError, transaction

from accounts.models import User
from core.errors import ApplicationError, Conflict, NotFound, PaymentDeclined
from payments import stripe_gateway as gateway
from payments.models import Payment, StripeCustomer, StripeEvent
from shop.models import Order
from shop.services import order_mark_paid

logger = logging.getLogger(__name__)

# PaymentIntent statuses in which the customer can still pay it.
REUSABLE = {"requires_payment_method", "requires_confirmation", "requires_action", "processing"}
PAYMENT_EVENTS = {"payment_intent.succeeded", "payment_intent.payment_failed"}


def _own_order(*, user: User, order_id: int) -> Order:
    order = Order.objects.filter(pk=order_id, customer=user).first()
    if order is None:
        raise NotFound()
    return order


def _payable(order: Order) -> None:
    if order.status != Order.Status.PENDING:
        raise Conflict(
            f"This order is {order.status}: there is nothing to pay.", code="not_payable"
        )


def _amount(order: Order, currency: str) -> int:
    """What the order comes to in the currency's smallest unit, as Stripe takes it."""
    amount = gateway.to_minor_units(order.total, currency)
    if amount > gateway.MAX_AMOUNT:
        raise Conflict("This order is too large to pay by card.", code="amount_too_large")
    return amount


def _customer_id(user: User, *, forget: bool = False) -> str:
    """The user's Stripe customer; `forget` drops one Stripe no longer knows."""
    if forget:
        StripeCustomer.objects.filter(user=user).delete()
    known = StripeCustomer.objects.filter(user=user).first()
    if known:
        return known.customer_id
    customer_id = gateway.customer_create(email=user.email, user_id=user.id)
    try:
        StripeCustomer.objects.create(user=user, customer_id=customer_id)
    except IntegrityError:  # a parallel request made one first
        return StripeCustomer.objects.get(user=user).customer_id
    return customer_id


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
        _record(payment, intent)
        _payable(Order.objects.get(pk=payment.order_id))
    if intent.status not in REUSABLE:
        return None
    if intent.status == "requires_payment_method" and (
        payment.last_error or intent.last_error_message
    ):
        gateway.payment_intent_cancel(intent.id)
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
    except gateway.InvalidRequest:  # the customer was deleted at Stripe
        return create(customer_id=_customer_id(user, forget=True))


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
    currency = gateway.currency()
    amount = _amount(order, currency)
    payment = Payment.objects.filter(order=order).first()
    intent = _intent_reusable(payment, amount=amount, currency=currency) or _intent_create(
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
    return _record(payment, intent), intent


def payment_refresh(*, user: User, order_id: int) -> tuple[Payment, gateway.PaymentIntent]:
    """Asks Stripe again (after 3-D Secure, say) and records the answer."""
    payment = _payment_of(user=user, order_id=order_id)
    intent = gateway.payment_intent_retrieve(payment.payment_intent_id)
    return _record(payment, intent), intent


def _record(payment: Payment, intent: gateway.PaymentIntent) -> Payment:
    """Stores what Stripe says about the PaymentIntent; marks the order paid only when
    Stripe says it succeeded, for the order's own amount."""
    payment.status = intent.status
    payment.last_error = intent.last_error_message
    payment.save(update_fields=["status", "last_error", "updated_at"])
    if intent.status == "succeeded":
        _order_pay(payment, intent)
    return payment


def _order_pay(payment: Payment, intent: gateway.PaymentIntent) -> None:
    matches = (
        intent.id == payment.payment_intent_id
        and intent.amount == payment.amount
        and intent.metadata_order_id == payment.order_id  # made for this very order
    )
    if not matches:
        logger.error("PaymentIntent %s does not match payment %s", intent.id, payment.pk)
        return
    try:
        order_mark_paid(order_id=payment.order_id, transaction_id=intent.id)
    except Conflict:  # cancelled while the customer was paying
        logger.error(
            "Order %s was paid after it was cancelled: refund %s", payment.order_id, intent.id
        )
        Payment.objects.filter(pk=payment.pk).update(
            last_error="Paid after cancellation: refund it."
        )


def webhook_receive(*, payload: bytes, signature: str) -> str:
    """Verifies and handles one webhook event, once. Answers what was done."""
    event = gateway.webhook_event(payload, signature)  # raises on a bad signature
    if StripeEvent.objects.filter(event_id=event.id).exists():
        return "duplicate"
    intent = None
    if event.type in PAYMENT_EVENTS and event.object_id:
        # Stripe's own current word on the PaymentIntent (asked before any lock is held).
        try:
            intent = gateway.payment_intent_retrieve(event.object_id)
        except gateway.InvalidRequest:  # Stripe knows no such PaymentIntent (any more)
            logger.warning(
                "Webhook %s names an unknown PaymentIntent %s", event.id, event.object_id
            )
            return "unknown payment"
    with transaction.atomic():
        try:
            with transaction.atomic():
                StripeEvent.objects.create(event_id=event.id, type=event.type)
        except IntegrityError:
            return "duplicate"
        if intent is None:
            return "ignored"
        payment = Payment.objects.filter(payment_intent_id=intent.id).first()
        if payment is None:
            return "unknown payment"
        _record(payment, intent)
    return "handled"


def payments_reconcile() -> dict[str, int]:
    """Asks Stripe about every unpaid order that has a PaymentIntent and records what it
    says, so a lost webhook loses no payment. Answers counts of what happened."""
    counts = {"checked": 0, "paid": 0, "failed": 0}
    payments = Payment.objects.filter(order__status=Order.Status.PENDING).select_related("order")
    for payment in payments.iterator():
        counts["checked"] += 1
        try:
            intent = gateway.payment_intent_retrieve(payment.payment_intent_id)
        except (gateway.StripeRefused, gateway.PaymentsUnavailable) as exc:
            logger.warning("Could not re-check %s: %s", payment.payment_intent_id, exc)
            counts["failed"] += 1
            continue
        _record(payment, intent)
        payment.order.refresh_from_db(fields=["status"])
        counts["paid"] += payment.order.status == Order.Status.PAID
    return counts
