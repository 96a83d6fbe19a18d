"""Money movements at Stripe for an order (paying.py) and what Stripe tells us on its own
(webhooks.py). Nothing here changes an order: each function answers what Stripe said, and
orders.actions, the one door of the order's life, acts on it."""

from payments.services.paying import (
    PaymentReport,
    PaymentStart,
    Voided,
    VoidOutcome,
    customer_forget,
    payment_confirm,
    payment_of,
    payment_refresh,
    payment_refund,
    payment_return,
    payment_start,
    payment_void,
)
from payments.services.webhooks import WebhookNews, WebhookOutcome, webhook_receive

__all__ = [
    "PaymentReport",
    "PaymentStart",
    "VoidOutcome",
    "Voided",
    "WebhookNews",
    "WebhookOutcome",
    "customer_forget",
    "payment_confirm",
    "payment_of",
    "payment_refresh",
    "payment_refund",
    "payment_return",
    "payment_start",
    "payment_void",
    "webhook_receive",
]
