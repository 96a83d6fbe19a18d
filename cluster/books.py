"""What the customers were told, against the database and Stripe: every accepted order
once and whole, every confirmed payment recorded, every unit of stock accounted for.
Reads the shared PostgreSQL with the shop's own models (Django is set up by __main__)."""

import threading
import time
from collections import Counter
from decimal import Decimal

HOLDING = {"pending", "paid", "shipped", "delivered"}
SOLD = {"paid", "shipped", "delivered"}


class Books:
    def __init__(self) -> None:
        self.starting: dict[int, int] = {}  # tool id -> its stock when the test set it
        self.orders: dict[int, tuple[int, int]] = {}  # order id -> (tool, quantity), from 201s
        self.doubled: list[int] = []
        self.paid: dict[int, str] = {}  # order id -> PaymentIntent, from confirmed payments
        self._lock = threading.Lock()

    def accepted(self, order: dict) -> None:
        with self._lock:
            if order["_id"] in self.orders:
                self.doubled.append(order["_id"])
            self.orders[order["_id"]] = (order["tool"], order["toolsQuantity"])

    def confirmed(self, order_id: int, intent: str) -> None:
        with self._lock:
            self.paid[order_id] = intent

    def problems(self, tools: list[int]) -> list[str]:
        """Everything wrong with these tools' orders and stock (nothing when it is right)."""
        from django.db import close_old_connections

        from orders.models import Order
        from shop.models import Tool

        close_old_connections()
        found = {order.pk: order for order in Order.objects.filter(tool_id__in=tools)}
        problems = [f"order #{pk} answered 201 twice" for pk in self.doubled]
        told = {pk: item for pk, item in self.orders.items() if item[0] in tools}
        for pk, (tool, quantity) in told.items():
            order = found.get(pk)
            if order is None:
                problems.append(f"accepted order #{pk} is missing")
            elif (order.tool_id, order.quantity) != (tool, quantity):
                problems.append(f"#{pk} is {order.quantity} x tool {order.tool_id}")
        for order in found.values():
            problems += _incomplete(order)
            intent = self.paid.get(order.pk)
            if intent and (order.status not in SOLD or order.transaction_id != intent):
                problems.append(f"#{order.pk} was paid ({intent}) but is {order.status}")
        stock = dict(Tool.objects.filter(pk__in=tools).values_list("pk", "available_quantity"))
        for tool in tools:
            held = sum(
                o.quantity for o in found.values() if o.tool_id == tool and o.status in HOLDING
            )
            if stock[tool] < 0 or stock[tool] + held != self.starting[tool]:
                problems.append(
                    f"tool {tool}: {stock[tool]} in stock + {held} held or sold "
                    f"!= {self.starting[tool]} at the start"
                )
        return problems

    def summary(self, tool: int) -> str:
        from orders.models import Order
        from shop.models import Tool

        statuses = Counter(Order.objects.filter(tool_id=tool).values_list("status", flat=True))
        stock = Tool.objects.get(pk=tool).available_quantity
        held = sum(
            Order.objects.filter(tool_id=tool, status="pending").values_list("quantity", flat=True)
        )
        sold = sum(
            Order.objects.filter(tool_id=tool, status__in=SOLD).values_list("quantity", flat=True)
        )
        unknown = len(
            set(Order.objects.filter(tool_id=tool).values_list("pk", flat=True)) - set(self.orders)
        )
        return (
            f"books: {stock} in stock + {held} held + {sold} sold = {stock + held + sold} "
            f"(start {self.starting[tool]}); orders {dict(statuses)}"
            + (f"; {unknown} never answered 201 (in flight at a failure)" if unknown else "")
        )


def _incomplete(order) -> list[str]:
    missing = [
        name
        for name in (
            "item_name",
            "delivery_full_name",
            "delivery_line1",
            "delivery_city",
            "delivery_postal_code",
            "delivery_country",
            "currency",
        )
        if not getattr(order, name)
    ]
    if order.status == "pending" and order.expires_at is None:
        missing.append("expires_at")
    if order.total != order.unit_price * order.quantity or order.total <= Decimal(0):
        missing.append(f"total {order.total}")
    return [f"order #{order.pk} is half-written: {', '.join(missing)}"] if missing else []


def payments_problems(stripe_url: str, timeout: float = 20) -> tuple[list[str], str]:
    """Every succeeded PaymentIntent at Stripe is a paid order's, once the webhooks came
    (polled until timeout); answers the problems and the numbers."""
    import stripe
    from django.db import close_old_connections

    from orders.models import Order

    stripe.api_key, stripe.api_base = "sk_test_localstripe", stripe_url
    deadline = time.monotonic() + timeout
    while True:
        close_old_connections()
        intents = [
            intent
            for intent in stripe.PaymentIntent.list(limit=100).auto_paging_iter()
            if intent.status == "succeeded"
        ]
        paid = dict(Order.objects.filter(status__in=SOLD).values_list("transaction_id", "pk"))
        lost = [
            f"{intent.id} (checkout {getattr(intent.metadata, 'checkout_id', '?')}) "
            "is not a paid order's"
            for intent in intents
            if intent.id not in paid
        ]
        if not lost or time.monotonic() > deadline:
            return lost, f"{len(intents)} succeeded PaymentIntents, {len(paid)} paid orders"
        time.sleep(0.5)
