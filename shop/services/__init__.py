"""The shop's state changes: the catalogue (catalogue.py) and the orders' life (orders.py)."""

from shop.services.catalogue import image_store, image_variants_make, tool_create, tool_update
from shop.services.orders import (
    ABOVE_AVAILABLE,
    BELOW_MINIMUM,
    ORDER_EXPIRED,
    TOO_LARGE,
    order_cancel,
    order_check_refundable,
    order_deliver,
    order_expire,
    order_mark_paid,
    order_mark_refunded,
    order_place,
    order_ship,
)

__all__ = [
    "ABOVE_AVAILABLE",
    "BELOW_MINIMUM",
    "ORDER_EXPIRED",
    "TOO_LARGE",
    "image_store",
    "image_variants_make",
    "order_cancel",
    "order_check_refundable",
    "order_deliver",
    "order_expire",
    "order_mark_paid",
    "order_mark_refunded",
    "order_place",
    "order_ship",
    "tool_create",
    "tool_update",
]
