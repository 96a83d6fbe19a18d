"""What Stripe tells us on its own: webhook events, and the periodic re-check that finds
what a lost webhook would have said."""

import logging

from django.db import IntegrityError, transaction

from payments import stripe_gateway as gateway
from payments.models import Payment, StripeEvent
from payments.services.paying import record
from shop.models import Order, OrderEvent
from shop.services import order_mark_refunded

logger = logging.getLogger(__name__)

PAYMENT_EVENTS = {"payment_intent.succeeded", "payment_intent.payment_failed"}
REFUND_EVENTS = {"charge.refunded", "charge.refund.updated"}


def _event_once(event: gateway.WebhookEvent) -> bool:
    """Records the event; False when it was handled before."""
    try:
        with transaction.atomic():
            StripeEvent.objects.create(event_id=event.id, type=event.type)
    except IntegrityError:
        return False
    return True


def _refund_seen(payment_intent_id: str) -> str:
    """A refund Stripe made (ours or from its dashboard): the order becomes refunded once
    its whole amount went back."""
    payment = Payment.objects.filter(payment_intent_id=payment_intent_id).first()
    if payment is None:
        return "unknown payment"
    refunds = [r for r in gateway.refunds_of(payment_intent_id) if r.status == "succeeded"]
    if sum(r.amount for r in refunds) < payment.amount:
        return "partial refund ignored"
    Payment.objects.filter(pk=payment.pk).update(refund_id=refunds[0].id)
    if Order.objects.filter(pk=payment.order_id, status=Order.Status.PENDING).exists():
        # Stripe's events come in any order: the payment's own may not have come yet.
        record(payment, gateway.payment_intent_retrieve(payment_intent_id))
        if Order.objects.filter(pk=payment.order_id, status=Order.Status.PENDING).exists():
            return "refund of an unrecorded payment ignored"
    changed = order_mark_refunded(order_id=payment.order_id, by=OrderEvent.By.PAYMENT)
    return "handled" if changed else "duplicate"


def webhook_receive(*, payload: bytes, signature: str) -> str:
    """Verifies and handles one webhook event, once. Answers what was done. What the event
    says is only a hint: Stripe is asked for its own current word. Every verified event is
    recorded, whatever it holds (unknown types and payments included), so Stripe is never
    asked to send it again; only an unreachable Stripe is (PaymentsUnavailable)."""
    event = gateway.webhook_event(payload, signature)  # raises on a bad signature or body
    if StripeEvent.objects.filter(event_id=event.id).exists():
        return "duplicate"
    if event.type in REFUND_EVENTS and event.object_id:
        try:
            intent_id = gateway.charge_payment_intent(event.object_id)
        except gateway.InvalidRequest:
            logger.warning("Webhook %s names an unknown charge %s", event.id, event.object_id)
            return "unknown payment" if _event_once(event) else "duplicate"
        if not _event_once(event):
            return "duplicate"
        return _refund_seen(intent_id) if intent_id else "ignored"
    intent = None
    if event.type in PAYMENT_EVENTS and event.object_id:
        try:
            intent = gateway.payment_intent_retrieve(event.object_id)
        except gateway.InvalidRequest:  # Stripe knows no such PaymentIntent (any more)
            logger.warning(
                "Webhook %s names an unknown PaymentIntent %s", event.id, event.object_id
            )
            return "unknown payment" if _event_once(event) else "duplicate"
    if not _event_once(event):
        return "duplicate"
    if intent is None:
        return "ignored"
    payment = Payment.objects.filter(payment_intent_id=intent.id).first()
    if payment is None:
        return "unknown payment"
    record(payment, intent)
    return "handled"


def payments_reconcile() -> dict[str, int]:
    """Asks Stripe about every order that has a PaymentIntent and could still take money
    (pending, or ended while a payment was under way) and records what it says, so a
    lost webhook loses no payment. Answers counts of what happened."""
    counts = {"checked": 0, "paid": 0, "failed": 0}
    payments = Payment.objects.filter(
        order__status__in=[Order.Status.PENDING, Order.Status.CANCELLED, Order.Status.EXPIRED]
    ).exclude(status__in=["succeeded", "canceled"])
    for payment in payments.select_related("order").iterator():
        counts["checked"] += 1
        try:
            intent = gateway.payment_intent_retrieve(payment.payment_intent_id)
        except (gateway.StripeRefused, gateway.PaymentsUnavailable) as exc:
            logger.warning("Could not re-check %s: %s", payment.payment_intent_id, exc)
            counts["failed"] += 1
            continue
        record(payment, intent)
        payment.order.refresh_from_db(fields=["status"])
        counts["paid"] += payment.order.status == Order.Status.PAID
    return counts
