"""The demo's order history: a month of tool orders by two demo shoppers, so that Admin
Orders' overview (its chart, the table of days) and the orders list show a shop at work on
a fresh `make run`. Each order lives its life through the orders' door (orders.actions):
placed, paid at a checkout with Stripe's test card (localstripe locally, which `make run`
starts first), shipped and delivered by the demo admin, cancelled by its shopper, or
expired when its hold ended; then its history is moved back to the days it happened
(orders.history_dates). None is left paid and waiting: the demo customer pays an order of
their own for that. The shoppers cannot sign in (no password; a Firebase uid that no
account has, so a sign-up with their address cannot claim them).

The orders come with the demo catalogue: seed_demo makes the two tools with what these
orders shipped on top of the catalogue's stock, and sells them singly until the orders are
placed (figures_before; the catalogue's minimum order is set after them), so each tool's
stock ends at the catalogue's figure by the orders' own steps. A shop whose demo tools were
there already gets no past orders. Their e-mails are queued as any order's, to the
shoppers' ".invalid" addresses, which no mail server delivers to: one "placed" a shopper
(unverified addresses get one an hour at most: orders.emails) and a receipt a checkout.
Only the orders' own rows are dated back: their payments at Stripe, their invoices
(paperwork, numbered in the order they are issued) and their e-mails are of the seed's day."""

import secrets
from datetime import datetime, timedelta

from django.utils import timezone

from accounts.models import User
from orders import actions
from orders.history_dates import order_history_backdate
from orders.models import Order
from shop.models import Tool

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
COUNTRY = "US"

# The shoppers' addresses before they moved to ".invalid".
EARLIER_ADDRESSES = {
    "mara@example.com": "mara@shoppers.invalid",
    "tomas@example.com": "tomas@shoppers.invalid",
}

# shopper, tool (its name in the demo catalogue), quantity, days ago, where it ended
ORDERS = [
    ("mara@shoppers.invalid", "Round Sable Brush Set", 2, 27, Order.Status.DELIVERED),
    ("tomas@shoppers.invalid", "Flat Synthetic Brush", 3, 24, Order.Status.DELIVERED),
    ("mara@shoppers.invalid", "Flat Synthetic Brush", 2, 21, Order.Status.CANCELLED),
    ("tomas@shoppers.invalid", "Round Sable Brush Set", 4, 18, Order.Status.DELIVERED),
    ("mara@shoppers.invalid", "Flat Synthetic Brush", 5, 14, Order.Status.EXPIRED),
    ("tomas@shoppers.invalid", "Flat Synthetic Brush", 2, 11, Order.Status.DELIVERED),
    ("mara@shoppers.invalid", "Round Sable Brush Set", 3, 7, Order.Status.DELIVERED),
    ("tomas@shoppers.invalid", "Round Sable Brush Set", 2, 4, Order.Status.SHIPPED),
    ("mara@shoppers.invalid", "Flat Synthetic Brush", 4, 2, Order.Status.SHIPPED),
    ("tomas@shoppers.invalid", "Flat Synthetic Brush", 2, 1, Order.Status.CANCELLED),
]

# Each ending's steps after the order was placed, in hours after placing.
STEP_HOURS = {
    Order.Status.DELIVERED: [0.1, 20, 70],  # paid, shipped, delivered
    Order.Status.SHIPPED: [0.1, 18],  # paid, shipped
    Order.Status.CANCELLED: [0.5],
    Order.Status.EXPIRED: [0.5],
}
CARRIER = "USPS"

# Stripe's test Visa (4242 4242 4242 4242) as a PaymentMethod that Stripe's test mode and
# localstripe both know by this id: no card is made at Stripe for it.
TEST_CARD = "pm_card_visa"


def figures_before(tool_name: str, minimum: int, available: int) -> tuple[int, int]:
    """A demo tool's minimum order and stock before its past orders, from the catalogue's
    (demo_data.TOOLS): sold singly then, with what the orders shipped on top of the stock."""
    ended = [(quantity, ending) for _, name, quantity, _, ending in ORDERS if name == tool_name]
    if not ended:
        return minimum, available
    sold = sum(
        quantity
        for quantity, ending in ended
        if ending in {Order.Status.SHIPPED, Order.Status.DELIVERED}
    )
    return 1, available + sold


def demo_shoppers_seed() -> dict[str, User]:
    """The demo shoppers, made unless they exist; answers {e-mail: user}."""
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
    return shoppers


def demo_orders_seed(*, staff: User, shoppers: dict[str, User], tools: list[Tool]) -> int:
    """Places the past orders of tools (the demo tools made in this run, at the stock and
    minimum they had a month ago), unless the shoppers have orders already (seed_demo runs
    again on every `make run`); answers how many it added. Calls Stripe: not inside a
    transaction."""
    if Order.objects.filter(customer__in=shoppers.values()).exists():
        return 0
    by_name = {tool.name: tool for tool in tools}
    now = timezone.now()
    added = 0
    for email, tool_name, quantity, days_ago, ending in ORDERS:
        tool = by_name.get(tool_name)
        if tool is None:  # not made in this run: that order is left out
            continue
        placed_at = now - timedelta(days=days_ago, hours=3 * added % 9)
        _order_lived(shoppers[email], tool, quantity, placed_at, ending, staff)
        added += 1
    return added


def _order_lived(
    shopper: User, tool: Tool, quantity: int, placed_at: datetime, ending: str, staff: User
) -> None:
    """The order placed and taken to its ending through orders.actions, then dated."""
    name, address = SHOPPERS[shopper.email]
    address = {"full_name": name, **address, "country": COUNTRY}
    order = actions.order_place(
        customer=shopper, tool_id=tool.pk, quantity=quantity, address=address
    )
    if ending in {Order.Status.SHIPPED, Order.Status.DELIVERED}:
        # A checkout of this order alone, to its address by the cheapest method, at the
        # total the server quotes (the payment page's), paid with the card.
        _, checkout, _ = actions.order_checkout_start(customer=shopper, order_id=order.pk)
        report = actions.checkout_pay(
            customer=shopper, checkout_id=checkout.pk, payment_method=TEST_CARD
        )
        if not report.succeeded:
            raise RuntimeError(f"Stripe did not take the test card for demo order {order.pk}")
        actions.order_ship(
            admin=staff,
            order_id=order.pk,
            carrier=CARRIER,
            tracking_number=f"9400 1000 0000 0000 {order.pk:06d}",
        )
        if ending == Order.Status.DELIVERED:
            actions.order_deliver(admin=staff, order_id=order.pk)
    elif ending == Order.Status.CANCELLED:
        actions.order_cancel(customer=shopper, order_id=order.pk)
    else:  # its hold ended long ago (placed_at's): the expiry job's step
        order_history_backdate(order_id=order.pk, placed_at=placed_at, step_hours=[])
        if not actions.order_expire(order_id=order.pk):
            raise RuntimeError(f"Demo order {order.pk} did not expire")
    order_history_backdate(order_id=order.pk, placed_at=placed_at, step_hours=STEP_HOURS[ending])
