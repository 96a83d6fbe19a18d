"""Reads of orders: a customer's, the admins' lists and overview, delivery addresses."""

from datetime import datetime, time, timedelta
from decimal import Decimal

from django.conf import settings
from django.db.models import Count, Prefetch, Q, QuerySet, Sum
from django.db.models.functions import TruncDate
from django.utils import timezone

from core.errors import NotFound
from orders.models import Order, OrderEvent, SavedAddress
from shop.models import Tool

# Each order's steps, oldest first, as the plain list Order.history reads.
HISTORY = Prefetch("events", queryset=OrderEvent.objects.order_by("id"), to_attr="history_list")


def order_list_for_user(*, user) -> QuerySet[Order]:
    return _with_history(Order.objects.filter(customer=user)).order_by("-id")


def _with_history(orders: QuerySet[Order]) -> QuerySet[Order]:
    return orders.select_related("customer").prefetch_related(HISTORY)


def order_list_for_staff(
    *, status: str = "", search: str = "", open_return: bool = False
) -> QuerySet[Order]:
    """Every order, newest first; `status` as the customer sees it (a pending order past its
    hold is expired); `search` an e-mail (or part of one) or an order number ("12", "#12");
    `open_return`: only orders in a return asked for or received, not yet refunded (the
    returns app's rows, by their relation's name: orders imports no returns)."""
    orders = Order.objects.all()
    if open_return:
        returning = ["requested", "received"]
        orders = orders.filter(return_items__return_request__status__in=returning)
    now = timezone.now()
    if status == Order.Status.EXPIRED:
        orders = orders.filter(
            Q(status=Order.Status.EXPIRED) | Q(status=Order.Status.PENDING, expires_at__lte=now)
        )
    elif status == Order.Status.PENDING:
        orders = orders.filter(status=Order.Status.PENDING).exclude(expires_at__lte=now)
    elif status:
        orders = orders.filter(status=status)
    search = search.strip()
    if search:
        number = search.lstrip("#")
        match = Q(customer__email__icontains=search)
        if number.isdigit() and len(number) <= 18:
            match |= Q(pk=int(number))
        orders = orders.filter(match)
    return _for_staff(orders).order_by("-id")


def _for_staff(orders: QuerySet[Order]) -> QuerySet[Order]:
    """With their payments and their checkout's (its lines: the parcel's orders; the parts
    of its money given back)."""
    orders = orders.select_related("payment", "checkout__payment")
    return _with_history(orders).prefetch_related(
        "checkout__lines__order", "checkout__part_refunds"
    )


def order_for_staff(*, order_id: int) -> Order | None:
    return _for_staff(Order.objects.all()).filter(pk=order_id).first()


def delivery_address_saved(*, user) -> dict[str, str] | None:
    """The customer's default delivery address (My Profile), in wire names, if saved."""
    saved = SavedAddress.objects.filter(user=user).first()
    return saved.as_wire if saved else None


def delivery_address_last(*, user) -> dict[str, str] | None:
    """The address to prefill the next order with: the saved default one, else the
    address of the customer's newest order that has one."""
    saved = delivery_address_saved(user=user)
    if saved is not None:
        return saved
    orders = Order.objects.filter(customer=user).exclude(delivery_country="")
    latest = orders.order_by("-id").first()
    return latest.delivery_address if latest else None


REVENUE_STATUSES = [Order.Status.PAID, Order.Status.SHIPPED, Order.Status.DELIVERED]


def shop_overview(*, days: int = 30) -> dict:
    """The owner's numbers: the paid, shipped or delivered orders and their revenue per day
    over the last `days` days (by the day they were placed, in the shop's time zone; pending,
    expired, cancelled and refunded orders count in neither), orders waiting to ship, tools
    low in stock."""
    today = timezone.localdate()
    first = today - timedelta(days=days - 1)
    start = timezone.make_aware(datetime.combine(first, time.min))
    rows = (
        Order.objects.filter(created_at__gte=start, status__in=REVENUE_STATUSES)
        .annotate(day=TruncDate("created_at"))
        .values("day")
        .annotate(orders=Count("id"), revenue=Sum("total"))
    )
    by_day = {row["day"]: row for row in rows}
    series = []
    for offset in range(days):
        day = first + timedelta(days=offset)
        row = by_day.get(day, {})
        series.append(
            {
                "date": day,
                "orders": row.get("orders", 0),
                "revenue": row.get("revenue") or Decimal("0.00"),
            }
        )
    low = Tool.objects.filter(available_quantity__lte=settings.LOW_STOCK_THRESHOLD).order_by(
        "available_quantity", "id"
    )[:10]
    return {
        "currency": settings.SHOP_CURRENCY.lower(),
        "days": series,
        "awaitingShipment": Order.objects.filter(status=Order.Status.PAID).count(),
        "lowStock": [
            {"_id": tool.id, "name": tool.name, "availableQuantity": tool.available_quantity}
            for tool in low
        ],
    }


def own_order(*, customer, order_id: int) -> Order:
    """The customer's order (its checkout read with it), else NotFound: someone else's order
    is answered as one that does not exist."""
    order = Order.objects.filter(pk=order_id, customer=customer).select_related("checkout")
    found = order.first()
    if found is None:
        raise NotFound()
    return found
