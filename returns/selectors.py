"""Reads of returns: when an order's return period ends, the parcel it came in, what a
customer's order page and the staff's list show, what refunding a return gives back."""

from datetime import date, timedelta
from decimal import Decimal

from django.conf import settings
from django.db.models import Prefetch, Q, QuerySet, Sum
from django.utils import timezone

from orders.models import Checkout, Order, OrderEvent, PartRefund
from paperwork.formats import day_text
from returns.models import Return, ReturnItem

DELIVERIES = Prefetch(
    "events",
    queryset=OrderEvent.objects.filter(status=Order.Status.DELIVERED).order_by("id"),
    to_attr="deliveries",
)


def period_ended_text(deadline: date) -> str:
    return f"The return period for this order ended on {day_text(deadline)}."


def delivered_on(order: Order) -> date | None:
    """The day (shop time) the order was marked delivered, None if it was not."""
    deliveries = getattr(order, "deliveries", None)
    if deliveries is None:
        deliveries = list(order.events.filter(status=Order.Status.DELIVERED).order_by("id")[:1])
    return timezone.localdate(deliveries[0].created_at) if deliveries else None


def return_deadline(order: Order) -> date | None:
    """The last day a return may be asked for: RETURN_DAYS after delivery, to its end."""
    delivered = delivered_on(order)
    if delivered is None:
        return None
    return delivered + timedelta(days=settings.RETURN_DAYS)


def paid_checkout(order: Order) -> Checkout | None:
    """The checkout whose payment paid the order (None: paid by a PaymentIntent of its own)."""
    checkout = order.checkout
    if checkout is None or not order.transaction_id:
        return None
    return checkout if checkout.transaction_id == order.transaction_id else None


def currency_of(order: Order) -> str:
    checkout = paid_checkout(order)
    return checkout.currency if checkout is not None else order.currency


def parcel_orders(order: Order) -> list[Order]:
    """The orders that came in the order's parcel and can be or were returned: its paid
    checkout's delivered ones and those in a return (or the order alone)."""
    checkout = paid_checkout(order)
    if checkout is None:
        orders = Order.objects.filter(pk=order.pk)
    else:
        orders = Order.objects.filter(checkout_lines__checkout=checkout).filter(
            Q(pk=order.pk) | Q(status=Order.Status.DELIVERED) | Q(return_items__isnull=False)
        )
    return list(
        orders.select_related("checkout")
        .prefetch_related(DELIVERIES, "return_items", "checkout_lines")
        .distinct()
        .order_by("pk")
    )


def order_gross(order: Order) -> Decimal:
    """What the customer paid for the order: its checkout line's gross, or its total."""
    checkout = paid_checkout(order)
    if checkout is not None:
        for line in order.checkout_lines.all():
            if line.checkout_id == checkout.pk:
                return line.gross
    return order.total


def is_returnable(order: Order, today: date) -> bool:
    deadline = return_deadline(order)
    return (
        order.status == Order.Status.DELIVERED
        and not order.return_items.all()
        and deadline is not None
        and today <= deadline
    )


RETURN_READ = Prefetch(
    "items",
    queryset=ReturnItem.objects.select_related("order__checkout").prefetch_related(
        "order__checkout_lines"
    ),
)


def return_of_order(order_id: int) -> Return | None:
    return (
        Return.objects.filter(items__order_id=order_id)
        .select_related("customer", "checkout")
        .prefetch_related(RETURN_READ)
        .first()
    )


def return_view(*, order: Order) -> dict:
    """What My Order shows of the order's return: whether one can be asked for, until
    when, the parcel's orders, and the return asked for already."""
    today = timezone.localdate()
    deadline = return_deadline(order)
    ended = deadline is not None and today > deadline
    return {
        "returnable": is_returnable(order, today),
        "deadline": deadline,
        "endedText": period_ended_text(deadline) if ended else None,
        "currency": currency_of(order),
        "items": [
            {
                "order": item.pk,
                "item": item.item_name,
                "quantity": item.quantity,
                "gross": order_gross(item),
                "returnable": is_returnable(item, today),
            }
            for item in parcel_orders(order)
        ],
        "return": return_of_order(order.pk),
    }


def return_list_for_staff(*, status: str = "", order_id: int | None = None) -> QuerySet[Return]:
    """Every return, newest first; `status` one of Return.Status or "open" (on its way back
    or received)."""
    returns = Return.objects.all()
    if status == "open":
        returns = returns.filter(status__in=Return.OPEN_STATUSES)
    elif status:
        returns = returns.filter(status=status)
    if order_id is not None:
        returns = returns.filter(items__order_id=order_id)
    return returns.select_related("customer", "checkout").prefetch_related(RETURN_READ)


def refund_due(ret: Return) -> Decimal | None:
    """What refunding the return now gives back: the lines of its orders not refunded yet
    (less the parts of them given back before), and the parcel's shipping when no other
    order of the checkout is kept (as orders.checkout.refund.share has it). None once
    refunded."""
    if ret.status == Return.Status.REFUNDED:
        return None
    orders = [item.order for item in ret.items.all() if item.order.status != Order.Status.REFUNDED]
    due = sum((order_gross(order) for order in orders), Decimal("0"))
    given = PartRefund.objects.filter(order__in=orders).aggregate(gross=Sum("gross"))["gross"]
    due -= given or Decimal("0")  # parts of them an admin gave back before
    checkout = ret.checkout
    if checkout is None or not orders or checkout.shipping_refunded:
        return due
    returned = {order.pk for order in orders}
    others_kept = (
        Order.objects.filter(checkout_lines__checkout=checkout, status__in=Order.KEPT_STATUSES)
        .exclude(pk__in=returned)
        .exists()
    )
    return due if others_kept else due + checkout.shipping_gross
