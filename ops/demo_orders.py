"""The demo's order history: a month of tool orders by two demo shoppers, so that Admin
Orders' overview (its chart, the table of days) and the orders list show a shop at work on
a fresh `make run`. They are past orders: delivered, on their way, cancelled or expired,
each with the history its steps would have written. None is paid and waiting, because
paying, refunding and expiring go through Stripe, and these orders never did: the demo
customer pays an order of their own for that. The shoppers cannot sign in (no password; a
Firebase uid that no account has, so a sign-up with their address cannot claim them). No
e-mail is sent for these orders, and the tools' stock stays as the demo catalogue has it
(these orders were shipped from earlier stock)."""

import secrets
from datetime import timedelta

from django.utils import timezone

from accounts.models import User
from orders.models import Order, OrderEvent
from shop.models import Tool

S = Order.Status
By = OrderEvent.By

# Addresses on ".invalid" (RFC 2606: no one can receive mail there): no one can sign in as
# them, not even with an address the Auth emulator lets anyone "verify" (accounts.services).
SHOPPERS = {
    "mara@shoppers.invalid": (
        "Mara Lindqvist",
        {"line1": "12 Harbour Road", "city": "Portland", "region": "ME", "postal_code": "04101"},
    ),
    "tomas@shoppers.invalid": (
        "Tomás Ortega",
        {"line1": "48 Mesa Street", "city": "Santa Fe", "region": "NM", "postal_code": "87501"},
    ),
}

# The shoppers' addresses before they moved to ".invalid".
EARLIER_ADDRESSES = {
    "mara@example.com": "mara@shoppers.invalid",
    "tomas@example.com": "tomas@shoppers.invalid",
}

# shopper, tool (its name in the demo catalogue), quantity, days ago, where it ended
ORDERS = [
    ("mara@shoppers.invalid", "Round Sable Brush Set", 2, 27, S.DELIVERED),
    ("tomas@shoppers.invalid", "Flat Synthetic Brush", 3, 24, S.DELIVERED),
    ("mara@shoppers.invalid", "Flat Synthetic Brush", 2, 21, S.CANCELLED),
    ("tomas@shoppers.invalid", "Round Sable Brush Set", 4, 18, S.DELIVERED),
    ("mara@shoppers.invalid", "Flat Synthetic Brush", 5, 14, S.EXPIRED),
    ("tomas@shoppers.invalid", "Flat Synthetic Brush", 2, 11, S.DELIVERED),
    ("mara@shoppers.invalid", "Round Sable Brush Set", 3, 7, S.DELIVERED),
    ("tomas@shoppers.invalid", "Round Sable Brush Set", 2, 4, S.SHIPPED),
    ("mara@shoppers.invalid", "Flat Synthetic Brush", 4, 2, S.SHIPPED),
    ("tomas@shoppers.invalid", "Flat Synthetic Brush", 2, 1, S.CANCELLED),
]

# The order page says "No payment recorded" for these: the history says why.
DEMO_PAYMENT_NOTE = "A demo order: its payment is not in Stripe."

# Each ending's steps after the order was placed: (status, by whom, hours after placing).
STEPS = {
    S.DELIVERED: [
        (S.PAID, By.PAYMENT, 0.1),
        (S.SHIPPED, By.STAFF, 20),
        (S.DELIVERED, By.STAFF, 70),
    ],
    S.SHIPPED: [(S.PAID, By.PAYMENT, 0.1), (S.SHIPPED, By.STAFF, 18)],
    S.CANCELLED: [(S.CANCELLED, By.CUSTOMER, 0.5)],
    S.EXPIRED: [(S.EXPIRED, By.SYSTEM, 0.5)],
}


def demo_orders_seed(*, staff: User) -> int:
    """Adds the demo shoppers and their orders unless they have orders already (seed_demo
    runs again on every `make run`); answers how many orders it added."""
    for old, new in EARLIER_ADDRESSES.items():  # a database seeded before they moved
        User.objects.filter(email=old, firebase_uid__startswith="demo-shopper-").update(email=new)
    shoppers = {}
    for email, (name, _) in SHOPPERS.items():
        shopper, created = User.objects.get_or_create(email=email, defaults={"name": name})
        if created or not shopper.firebase_uid:  # also a shopper seeded before they had one
            # No password, and a sign-in account no one has: one made outside the shop
            # without it could be claimed by a sign-up with its address (accounts.services).
            shopper.set_unusable_password()
            shopper.firebase_uid = f"demo-shopper-{secrets.token_hex(16)}"
            shopper.save(update_fields=["password", "firebase_uid"])
        shoppers[email] = shopper
    if Order.objects.filter(customer__in=shoppers.values()).exists():
        return 0
    tools = {tool.name: tool for tool in Tool.objects.filter(name__in={o[1] for o in ORDERS})}
    now = timezone.now()
    added = 0
    for email, tool_name, quantity, days_ago, ending in ORDERS:
        tool = tools.get(tool_name)
        if tool is None:  # staff renamed or removed it: that order is left out
            continue
        placed_at = now - timedelta(days=days_ago, hours=3 * added % 9)
        _order_with_history(shoppers[email], tool, quantity, placed_at, ending, staff)
        added += 1
    return added


def _order_with_history(
    shopper: User, tool: Tool, quantity: int, placed_at, ending: str, staff: User
) -> Order:
    name, address = SHOPPERS[shopper.email]
    shipped = ending in {S.SHIPPED, S.DELIVERED}
    order = Order.objects.create(
        customer=shopper,
        tool=tool,
        item_name=tool.name,
        unit_price=tool.price,
        quantity=quantity,
        total=tool.price * quantity,
        status=ending,  # none pending: no hold left (expires_at empty, as each step leaves it)
        delivery_full_name=name,
        delivery_country="US",
        **{f"delivery_{field}": value for field, value in address.items()},
        carrier="USPS" if shipped else "",
    )
    steps = [(S.PENDING, By.CUSTOMER, 0.0), *STEPS[ending]]
    for status, by, hours in steps:
        actor = {By.CUSTOMER: shopper, By.STAFF: staff}.get(by)
        note = DEMO_PAYMENT_NOTE if status == S.PAID else ""
        event = OrderEvent.objects.create(order=order, status=status, by=by, actor=actor, note=note)
        # created_at is set on insert (auto_now_add): the step's own time goes in after.
        OrderEvent.objects.filter(pk=event.pk).update(created_at=placed_at + timedelta(hours=hours))
    last_step = placed_at + timedelta(hours=steps[-1][2])
    Order.objects.filter(pk=order.pk).update(
        created_at=placed_at,
        updated_at=last_step,
        tracking_number=f"9400 1000 0000 0000 {order.pk:06d}" if shipped else "",
    )
    return order
