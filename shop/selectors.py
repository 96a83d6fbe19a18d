from datetime import datetime, time, timedelta
from decimal import Decimal

from django.conf import settings
from django.db.models import Count, Exists, F, OuterRef, Prefetch, Q, QuerySet, Subquery, Sum
from django.db.models.functions import TruncDate
from django.utils import timezone

from shop import search as catalogue_search
from shop.models import Order, OrderEvent, Painting, SavedAddress, Tool

TOOL_ORDERINGS = {"_id": "id", "name": "name", "price": "price"}
PAINTING_ORDERINGS = {"_id": "id", "price": "price", "title": "title", "year": "year"}

# The apicache resources whose version every change of the public answers bumps.
TOOL_RESPONSES = "tools"
PAINTING_RESPONSES = "paintings"


def tool_list(
    *,
    ordering: str | None = "id",
    search: str = "",
    min_price: Decimal | None = None,
    max_price: Decimal | None = None,
    in_stock: bool = False,
) -> QuerySet[Tool]:
    """Tools in `ordering` (a field, "-" for descending; None: by relevance to `search`).
    `search`: shop.search.search's words (none of them found: no tools); `in_stock`: those
    with at least their minimum order quantity (and one) on the shelf."""
    tools = Tool.objects.all()
    if in_stock:
        tools = tools.filter(
            available_quantity__gte=F("minimum_order_quantity"), available_quantity__gt=0
        )
    if min_price is not None:
        tools = tools.filter(price__gte=min_price)
    if max_price is not None:
        tools = tools.filter(price__lte=max_price)
    if search:
        tools = catalogue_search.search(tools, index=catalogue_search.TOOLS, text=search)
    if ordering is None:
        return catalogue_search.by_relevance(tools) if search else tools.order_by("id")
    # A stable tiebreaker keeps pages from overlapping when the sort key repeats.
    tiebreak = "-id" if ordering.startswith("-") else "id"
    return tools.order_by(ordering, tiebreak)


SOLD_STATUSES = [Order.Status.PAID, Order.Status.SHIPPED, Order.Status.DELIVERED]


def painting_list(
    *,
    available: bool | None = None,
    medium: str = "",
    min_price: Decimal | None = None,
    max_price: Decimal | None = None,
    search: str = "",
    ordering: str | None = "id",
) -> QuerySet[Painting]:
    """Paintings with their state from their orders: `sold` (a paid, shipped or delivered
    order has it) and `held_until` (when the hold of the unpaid order reserving it ends; an
    order past its hold no longer reserves it, even before the job expires it).
    `available`: True for those for sale now, False for the others. `search` and
    `ordering` None (by relevance) as tool_list's."""
    orders = Order.objects.filter(painting=OuterRef("pk"))
    holding = orders.filter(status=Order.Status.PENDING, expires_at__gt=timezone.now())
    paintings = Painting.objects.annotate(
        sold=Exists(orders.filter(status__in=SOLD_STATUSES)),
        held_until=Subquery(holding.values("expires_at")[:1]),
    ).prefetch_related("images")
    for_sale = Q(sold=False, held_until__isnull=True)
    if available is True:
        paintings = paintings.filter(for_sale)
    elif available is False:
        paintings = paintings.exclude(for_sale)
    if medium:
        paintings = paintings.filter(medium=medium)
    if min_price is not None:
        paintings = paintings.filter(price__gte=min_price)
    if max_price is not None:
        paintings = paintings.filter(price__lte=max_price)
    if search:
        paintings = catalogue_search.search(
            paintings, index=catalogue_search.PAINTINGS, text=search
        )
    if ordering is None:
        return catalogue_search.by_relevance(paintings) if search else paintings.order_by("id")
    descending = ordering.startswith("-")
    field = F(ordering.removeprefix("-"))
    # Paintings without a year come last either way; the id keeps pages from overlapping.
    key = field.desc(nulls_last=True) if descending else field.asc(nulls_last=True)
    return paintings.order_by(key, "-id" if descending else "id")


def painting_state(painting: Painting) -> tuple[str, datetime | None]:
    """("available" | "reserved" | "sold", when the hold ends while reserved) of a painting
    from painting_list()."""
    if painting.sold:
        return "sold", None
    if painting.held_until is not None:
        return "reserved", painting.held_until
    return "available", None


def order_list_for_user(*, user) -> QuerySet[Order]:
    return _with_history(Order.objects.filter(customer=user)).order_by("-id")


def _with_history(orders: QuerySet[Order]) -> QuerySet[Order]:
    return orders.select_related("customer").prefetch_related(
        Prefetch("events", queryset=OrderEvent.objects.order_by("id"))
    )


def order_list_for_staff(*, status: str = "", search: str = "") -> QuerySet[Order]:
    """Every order, newest first; `status` as the customer sees it (a pending order past its
    hold is expired); `search` an e-mail (or part of one) or an order number ("12", "#12")."""
    orders = Order.objects.all()
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
    return _with_history(orders.select_related("payment")).order_by("-id")


def order_for_staff(*, order_id: int) -> Order | None:
    return _with_history(Order.objects.select_related("payment")).filter(pk=order_id).first()


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
    """The owner's numbers: orders and revenue per day over the last `days` days (by the
    day they were placed, in the shop's time zone), orders waiting to ship, tools low in
    stock."""
    today = timezone.localdate()
    first = today - timedelta(days=days - 1)
    start = timezone.make_aware(datetime.combine(first, time.min))
    rows = (
        Order.objects.filter(created_at__gte=start)
        .annotate(day=TruncDate("created_at"))
        .values("day")
        .annotate(
            orders=Count("id"),
            revenue=Sum("total", filter=Q(status__in=REVENUE_STATUSES)),
        )
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
