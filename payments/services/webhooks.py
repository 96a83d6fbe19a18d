"""What Stripe tells us on its own: webhook events, verified, recorded once, and turned into
news of a payment (orders.actions decides what it means for the order)."""

import logging
from dataclasses import dataclass
from enum import StrEnum

from django.db import IntegrityError, transaction

from payments import stripe_gateway as gateway
from payments.models import Payment, StripeEvent
from payments.services.paying import PaymentReport, record

logger = logging.getLogger(__name__)

PAYMENT_EVENTS = {"payment_intent.succeeded", "payment_intent.payment_failed"}
REFUND_EVENTS = {"charge.refunded", "charge.refund.updated"}


class WebhookOutcome(StrEnum):
    """What became of an event (the webhook answers it as "outcome")."""

    HANDLED = "handled"
    DUPLICATE = "duplicate"
    IGNORED = "ignored"
    UNKNOWN_PAYMENT = "unknown payment"
    PARTIAL_REFUND_IGNORED = "partial refund ignored"
    UNRECORDED_REFUND_IGNORED = "refund of an unrecorded payment ignored"


@dataclass(frozen=True)
class WebhookNews:
    """An event's outcome so far, and what it says for an order: a PaymentIntent's state
    (`payment`), or a payment whose whole amount went back at Stripe (`refunded`)."""

    outcome: WebhookOutcome
    payment: PaymentReport | None = None
    refunded: Payment | None = None


def _event_once(event: gateway.WebhookEvent) -> bool:
    """Records the event; False when it was handled before."""
    try:
        with transaction.atomic():
            StripeEvent.objects.create(event_id=event.id, type=event.type)
    except IntegrityError:
        return False
    return True


def _refund_seen(payment_intent_id: str) -> WebhookNews:
    """A refund Stripe made (ours or from its dashboard): news once its whole amount went
    back."""
    payment = Payment.objects.filter(payment_intent_id=payment_intent_id).first()
    if payment is None:
        return WebhookNews(WebhookOutcome.UNKNOWN_PAYMENT)
    refunds = [r for r in gateway.refunds_of(payment_intent_id) if r.status == "succeeded"]
    if sum(r.amount for r in refunds) < payment.amount:
        return WebhookNews(WebhookOutcome.PARTIAL_REFUND_IGNORED)
    Payment.objects.filter(pk=payment.pk).update(refund_id=refunds[0].id)
    return WebhookNews(WebhookOutcome.HANDLED, refunded=payment)


def webhook_receive(*, payload: bytes, signature: str) -> WebhookNews:
    """Verifies one webhook event and records it, once. What the event says is only a hint:
    Stripe is asked for its own current word. Every verified event is recorded, whatever it
    holds (unknown types and payments included), so Stripe is never asked to send it
    again; only an unreachable Stripe is (PaymentsUnavailable)."""
    event = gateway.webhook_event(payload, signature)  # raises on a bad signature or body
    if StripeEvent.objects.filter(event_id=event.id).exists():
        return WebhookNews(WebhookOutcome.DUPLICATE)
    if event.type in REFUND_EVENTS and event.object_id:
        try:
            intent_id = gateway.charge_payment_intent(event.object_id)
        except gateway.InvalidRequest:
            logger.warning("Webhook %s names an unknown charge %s", event.id, event.object_id)
            known = _event_once(event)
            return WebhookNews(
                WebhookOutcome.UNKNOWN_PAYMENT if known else WebhookOutcome.DUPLICATE
            )
        if not _event_once(event):
            return WebhookNews(WebhookOutcome.DUPLICATE)
        return _refund_seen(intent_id) if intent_id else WebhookNews(WebhookOutcome.IGNORED)
    intent = None
    if event.type in PAYMENT_EVENTS and event.object_id:
        try:
            intent = gateway.payment_intent_retrieve(event.object_id)
        except gateway.InvalidRequest:  # Stripe knows no such PaymentIntent (any more)
            logger.warning(
                "Webhook %s names an unknown PaymentIntent %s", event.id, event.object_id
            )
            known = _event_once(event)
            return WebhookNews(
                WebhookOutcome.UNKNOWN_PAYMENT if known else WebhookOutcome.DUPLICATE
            )
    if not _event_once(event):
        return WebhookNews(WebhookOutcome.DUPLICATE)
    if intent is None:
        return WebhookNews(WebhookOutcome.IGNORED)
    payment = Payment.objects.filter(payment_intent_id=intent.id).first()
    if payment is None:
        return WebhookNews(WebhookOutcome.UNKNOWN_PAYMENT)
    return WebhookNews(WebhookOutcome.HANDLED, payment=record(payment, intent))
