"""bench/load's checks of the books: orders, stock, payments, refunds, webhooks, e-mails."""

from collections import Counter
from decimal import Decimal

from core.money import to_minor_units

# The orders that hold stock, and those whose money came (and stays or went back).
HOLDING = {"pending", "paid", "shipped", "delivered"}
MONEY_CAME = {"paid", "shipped", "delivered", "refunded"}


def check_books(
    starting: dict[int, int], seen: dict, earlier: set[int]
) -> list[tuple[str, list[str]]]:
    """Each check of the books with its problems (none when it passes). earlier: the orders
    there before the run (the demo's past orders), left out with their payments: their
    stock left the shelf before the starting stock was counted."""
    import stripe
    from django.conf import settings
    from django.utils import timezone

    from notifications.models import OutgoingEmail
    from orders.models import Checkout, Order
    from payments.models import StripeEvent
    from shop.models import Tool

    accepted = {int(pk): order for pk, order in seen["accepted"].items()}
    orders = {order.pk: order for order in Order.objects.exclude(pk__in=earlier)}
    stock = dict(Tool.objects.values_list("pk", "available_quantity"))
    stripe.api_key, stripe.api_base = settings.STRIPE_SECRET_KEY, settings.LOCALSTRIPE_URL
    intents = {
        intent.id: intent for intent in stripe.PaymentIntent.list(limit=100).auto_paging_iter()
    }
    refunds = {refund.id: refund for refund in stripe.Refund.list(limit=100).auto_paging_iter()}

    placed = [f"#{pk} answered 201 twice" for pk in seen["duplicates"]]
    for pk, order in accepted.items():
        if pk not in orders:
            placed.append(f"#{pk} is missing")
        elif (orders[pk].tool_id, orders[pk].quantity) != (order["tool"], order["quantity"]):
            placed.append(f"#{pk} is {orders[pk].quantity} x tool {orders[pk].tool_id}")
    unknown = [f"#{pk} ({orders[pk].status})" for pk in sorted(set(orders) - set(accepted))]

    negative = [f"tool {pk}: {quantity}" for pk, quantity in stock.items() if quantity < 0]
    held: Counter = Counter()
    for order in orders.values():
        if order.status in HOLDING and order.tool_id:
            held[order.tool_id] += order.quantity
    unbalanced = [
        f"tool {pk}: {stock.get(pk)} on the shelf + {held[pk]} in orders != {quantity}"
        for pk, quantity in starting.items()
        if stock.get(pk, 0) + held[pk] != quantity
    ] + [f"tool {pk} is new" for pk in set(stock) - set(starting)]

    def status_of(pk) -> str | None:
        order = orders.get(int(pk))
        return order.status if order else None

    as_told = []
    for pk, intent_id in seen["paid"].items():
        order = orders.get(int(pk))
        if order and (order.status not in MONEY_CAME or order.transaction_id != intent_id):
            as_told.append(f"#{pk} is {order.status} {order.transaction_id}, not paid {intent_id}")
    expected = [
        ("cancelled", {"cancelled"}),
        ("shipped", {"shipped", "delivered"}),
        ("delivered", {"delivered"}),
        ("refunded", {"refunded"}),
    ]
    for told, statuses in expected:
        for pk in seen[told]:
            if pk in orders and status_of(pk) not in statuses:
                as_told.append(f"#{pk} is {status_of(pk)}, not {told}")
    now = timezone.now()
    overdue = [
        f"#{order.pk} (hold ended {order.expires_at:%H:%M:%S})"
        for order in orders.values()
        if order.status == Order.Status.PENDING and order.expires_at <= now
    ]

    money_came = [order for order in orders.values() if order.status in MONEY_CAME]
    checkouts = {
        checkout.pk: checkout
        for checkout in Checkout.objects.filter(
            pk__in={order.checkout_id for order in money_came}
        ).prefetch_related("lines__order")
    }
    unpaid_for = []
    for order in money_came:  # each paid by its checkout's PaymentIntent
        intent = intents.get(order.transaction_id)
        checkout = checkouts.get(order.checkout_id)
        expected_intent = checkout and (
            "succeeded",
            to_minor_units(checkout.total, checkout.currency),
            checkout.currency,
            str(checkout.pk),
        )
        found = intent and (
            intent.status,
            intent.amount,
            intent.currency,
            getattr(intent.metadata, "checkout_id", None),
        )
        if not checkout or found != expected_intent:
            unpaid_for.append(
                f"#{order.pk} ({order.status}): {order.transaction_id!r} is {found}, "
                f"not {expected_intent}"
            )
    before = set(Order.objects.filter(pk__in=earlier).values_list("transaction_id", flat=True))
    succeeded = {
        pk for pk, intent in intents.items() if intent.status == "succeeded" and pk not in before
    }
    stray = [
        f"{pk} (checkout {getattr(intents[pk].metadata, 'checkout_id', None)})"
        for pk in sorted(succeeded - {order.transaction_id for order in money_came})
    ]
    given_back: Counter = Counter()
    for refund in refunds.values():
        if refund.status == "succeeded":
            given_back[refund.payment_intent] += refund.amount
    refunded_back = []
    for checkout in checkouts.values():  # the refunded orders' lines, the shipping with the last
        lines = [line for line in checkout.lines.all() if line.order.status == "refunded"]
        owed = sum(line.gross for line in lines) + (
            checkout.shipping_gross if checkout.shipping_refunded else 0
        )
        amount = to_minor_units(Decimal(owed), checkout.currency)
        if given_back[checkout.transaction_id] != amount:
            refunded_back.append(
                f"checkout #{checkout.pk}: {given_back[checkout.transaction_id]} back, not {amount}"
            )
    events = StripeEvent.objects.filter(type="payment_intent.succeeded").count()
    webhooks = [] if events == len(succeeded) else [f"{events} for {len(succeeded)} payments"]
    unsent = [
        f"{count} {status}"
        for status, count in Counter(
            OutgoingEmail.objects.exclude(status=OutgoingEmail.Status.SENT).values_list(
                "status", flat=True
            )
        ).items()
    ]

    return [
        ("every accepted order exists once, as placed", placed),
        ("the database holds no order the customers were not told about", unknown),
        ("no tool's stock is negative", negative),
        (
            "shelf + pending/paid/shipped/delivered orders == starting stock, for every tool",
            unbalanced,
        ),
        ("orders are paid, cancelled, shipped, delivered, refunded as told", as_told),
        ("no order is still pending after its hold ended", overdue),
        (
            "every paid/shipped/delivered/refunded order has its checkout's succeeded "
            "PaymentIntent, for the checkout's total and currency",
            unpaid_for,
        ),
        ("every succeeded PaymentIntent is a paid/shipped/delivered/refunded order's", stray),
        ("every refunded order's share of its checkout went back at Stripe, once", refunded_back),
        ("the shop took in every payment_intent.succeeded webhook", webhooks),
        ("the worker sent every e-mail (none waiting or failed)", unsent),
    ]


def summarize(items: list[str], shown: int = 5) -> str:
    """The first few problems on one line, and how many more there are."""
    more = f" (and {len(items) - shown} more)" if len(items) > shown else ""
    return "; ".join(items[:shown]) + more
