"""Money movements at Stripe for a checkout (paying.py), what can be charged (charges.py)
and what Stripe tells us on its own (webhooks.py). Nothing here changes an order: each
function answers what Stripe said, and orders.actions, the one door of the order's life,
acts on it. The Stripe gateway is private to payments: its errors are answered from here."""

from payments.services.charges import charge_amount
from payments.services.paying import (
    PaymentReport,
    PaymentStart,
    Voided,
    VoidOutcome,
    customer_forget,
    payment_confirm,
    payment_left,
    payment_of,
    payment_refresh,
    payment_refund,
    payment_return,
    payment_start,
    payment_void,
)
from payments.services.webhooks import WebhookNews, WebhookOutcome, webhook_receive
from payments.stripe_gateway import (
    InvalidSignature,
    MalformedEvent,
    PaymentsUnavailable,
    StripeRefused,
)

__all__ = [
    "InvalidSignature",
    "MalformedEvent",
    "PaymentsUnavailable",
    "StripeRefused",
    "PaymentReport",
    "PaymentStart",
    "VoidOutcome",
    "Voided",
    "WebhookNews",
    "WebhookOutcome",
    "charge_amount",
    "customer_forget",
    "payment_confirm",
    "payment_left",
    "payment_of",
    "payment_refresh",
    "payment_refund",
    "payment_return",
    "payment_start",
    "payment_void",
    "webhook_receive",
]
