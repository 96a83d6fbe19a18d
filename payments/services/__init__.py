"""Payments: paying an order (paying.py), the steps that move money at Stripe
(order_life.py) and what Stripe tells us on its own (webhooks.py)."""

from payments.services.order_life import (
    order_cancel_for_customer,
    order_expire_with_payment,
    order_refund,
    orders_expire_due,
    painting_order_place,
)
from payments.services.paying import (
    customer_forget,
    payment_confirm,
    payment_refresh,
    payment_start,
    record,
)
from payments.services.webhooks import payments_reconcile, webhook_receive

__all__ = [
    "customer_forget",
    "order_cancel_for_customer",
    "order_expire_with_payment",
    "order_refund",
    "orders_expire_due",
    "painting_order_place",
    "payment_confirm",
    "payment_refresh",
    "payment_start",
    "payments_reconcile",
    "record",
    "webhook_receive",
]
