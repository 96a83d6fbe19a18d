"""Every call to Stripe goes through here (the official `stripe` library), for real
Stripe and for localstripe alike."""

import functools
import logging
from collections.abc import Callable
from decimal import Decimal

import stripe
from django.conf import settings

from core.errors import ServiceUnavailable

logger = logging.getLogger(__name__)

CardError = stripe.CardError
StripeError = stripe.StripeError
InvalidRequestError = stripe.InvalidRequestError
SignatureVerificationError = stripe.SignatureVerificationError


class PaymentsUnavailable(ServiceUnavailable):
    def __init__(self) -> None:
        super().__init__(
            "Payments are unavailable just now. Please try again in a minute.",
            code="payments_unavailable",
        )


# Currencies without minor units (Stripe's list).
ZERO_DECIMAL = {
    "bif",
    "clp",
    "djf",
    "gnf",
    "jpy",
    "kmf",
    "krw",
    "mga",
    "pyg",
    "rwf",
    "ugx",
    "vnd",
    "vuv",
    "xaf",
    "xof",
    "xpf",
}


# Stripe takes amounts of at most eight digits (99999999 is $999,999.99).
MAX_AMOUNT = 99_999_999


def currency() -> str:
    return settings.SHOP_CURRENCY.lower()


def to_minor_units(amount: Decimal, currency_code: str) -> int:
    factor = 1 if currency_code.lower() in ZERO_DECIMAL else 100
    return int((amount * factor).quantize(Decimal("1")))


def _configure() -> None:
    stripe.api_key = settings.STRIPE_SECRET_KEY
    stripe.api_base = settings.LOCALSTRIPE_URL or "https://api.stripe.com"
    stripe.enable_telemetry = False
    # Bounded: a customer waits at most about two timeouts (one retry) for an answer.
    stripe.max_network_retries = 1
    timeout = settings.STRIPE_TIMEOUT_SECONDS
    if getattr(stripe.default_http_client, "_timeout", None) != timeout:
        stripe.default_http_client = stripe.RequestsClient(timeout=timeout)


def _guarded(call: Callable) -> Callable:
    """Stripe unreachable, too slow or failing on its side: a 503 that says try again."""

    @functools.wraps(call)
    def guarded(*args, **kwargs):
        _configure()
        try:
            return call(*args, **kwargs)
        except (stripe.APIConnectionError, stripe.RateLimitError) as exc:
            logger.warning("Stripe unreachable in %s: %s", call.__name__, exc)
            raise PaymentsUnavailable() from exc
        except stripe.APIError as exc:
            logger.error("Stripe failed in %s: %s", call.__name__, exc)
            raise PaymentsUnavailable() from exc

    return guarded


@_guarded
def customer_create(*, email: str, user_id: int) -> str:
    return stripe.Customer.create(email=email, metadata={"user_id": str(user_id)}).id


@_guarded
def setup_intent_secret(*, customer_id: str) -> str:
    return stripe.SetupIntent.create(
        customer=customer_id, payment_method_types=["card"]
    ).client_secret


@_guarded
def payment_intent_create(
    *, amount: int, currency_code: str, customer_id: str, order_id: int, replaces: str = ""
):
    """One PaymentIntent per order and attempt (the key names the one it replaces)."""
    return stripe.PaymentIntent.create(
        amount=amount,
        currency=currency_code,
        customer=customer_id,
        payment_method_types=["card"],
        metadata={"order_id": str(order_id)},
        idempotency_key=f"order-{order_id}-{amount}-{currency_code}-{replaces or 'first'}",
    )


@_guarded
def payment_intent_cancel(payment_intent_id: str) -> None:
    """Best effort: a PaymentIntent that will not be used again."""
    try:
        stripe.PaymentIntent.cancel(payment_intent_id)
    except StripeError as exc:
        logger.warning("Could not cancel %s: %s", payment_intent_id, exc)


@_guarded
def payment_intent_retrieve(payment_intent_id: str):
    return stripe.PaymentIntent.retrieve(payment_intent_id)


@_guarded
def payment_intent_pay(payment_intent_id: str, *, payment_method: str):
    """Attaches the card and confirms on the server. Raises CardError on a decline."""
    stripe.PaymentIntent.modify(payment_intent_id, payment_method=payment_method)
    try:
        return stripe.PaymentIntent.confirm(payment_intent_id)
    except CardError as exc:
        logger.info("Card declined for %s: %s", payment_intent_id, exc.user_message)
        raise


def webhook_event(payload: bytes, signature: str):
    """The verified event, or ValueError / SignatureVerificationError."""
    return stripe.Webhook.construct_event(payload, signature, settings.STRIPE_WEBHOOK_SECRET)
