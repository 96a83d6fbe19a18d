"""A checkout's quote: some of the customer's unpaid orders, sent as one parcel to a country
by one of the methods of its zone, priced by orders.pricing with the taxes that apply
(docs/money.md). A shop with no shipping zones at all prices no shipping: its orders are
charged as their prices say, taxed as sales at home. A read: nothing here changes an order.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal

from django.conf import settings
from django.core.cache import cache
from django.db.models import Sum
from django.utils import timezone
from django_countries import countries

from accounts.models import User
from core.errors import ApplicationError, Conflict, NotFound
from orders.models import CHOOSE_COUNTRY, Order
from orders.pricing import Item, NotCarried, Price, checkout_price
from orders.steps import ORDER_EXPIRED
from shipping import rules as shipping_rules
from shipping.selectors import methods_for, shipping_set_up
from shop.models import Painting
from taxes.rules import ART, EU, STANDARD, TaxSetup
from taxes.selectors import tax_rates

# Orders that count as sold for the One-Stop Shop threshold.
SOLD = [Order.Status.PAID, Order.Status.SHIPPED, Order.Status.DELIVERED]


@dataclass(frozen=True)
class Offer:
    """A method of the destination's zone and what it would charge for this parcel (None:
    it does not carry it)."""

    method: shipping_rules.Method
    price: Price | None


# What a checkout calls its shipping in a shop that has no shipping zones.
NO_SHIPPING = "No shipping charged"


@dataclass(frozen=True)
class Quote:
    orders: list[Order]
    country: str
    offers: list[Offer]
    method: shipping_rules.Method | None  # None: the shop prices no shipping
    price: Price
    setup: TaxSetup


def painting_item(painting: Painting, *, key: int, entered: Decimal) -> Item:
    """A painting as the checkout prices it: its estimated weight and parcel class, insured."""
    size = (painting.width_cm, painting.height_cm, painting.framed)
    return Item(
        key=key,
        entered=entered,
        tax_class=ART,
        grams=shipping_rules.painting_grams(*size),
        parcel_class=shipping_rules.painting_class(*size),
        art=True,
    )


def order_item(order: Order) -> Item:
    """The order as the checkout prices it: a tool's weight times its quantity (one parcel
    class for the lot), or a painting (painting_item)."""
    if order.painting is not None:
        return painting_item(order.painting, key=order.pk, entered=order.total)
    unit = shipping_rules.tool_grams(order.tool.weight_grams if order.tool else None)
    grams = unit * order.quantity
    return Item(
        key=order.pk,
        entered=order.total,
        tax_class=STANDARD,
        grams=grams,
        parcel_class=shipping_rules.tool_class(grams),
    )


# The year's cross-border sales change slowly and the threshold is far from any one order:
# counted again at most every few minutes, not for every quote (the estimate is public).
OSS_COUNT_SECONDS = 300


def cross_border_eu_sales(setup: TaxSetup, *, now: datetime | None = None) -> Decimal:
    """What the shop sold this calendar year to EU countries other than its own (orders
    paid and not refunded, by when they were placed): the One-Stop Shop threshold's count."""
    if setup.country not in EU:
        return Decimal("0")
    year = (now or timezone.now()).year

    def count() -> str:
        sold = Order.objects.filter(
            status__in=SOLD,
            created_at__year=year,
            delivery_country__in=sorted(EU - {setup.country}),
        ).aggregate(total=Sum("total"))["total"]
        return str(sold or 0)

    key = f"oss-sales:{setup.country}:{year}"
    return Decimal(cache.get_or_set(key, count, OSS_COUNT_SECONDS))


def _offers(
    setup: TaxSetup, items: list[Item], country: str, methods: list[shipping_rules.Method]
) -> list[Offer]:
    """Each method with the price of sending items to country by it (None: not carried)."""
    rates = tax_rates()
    oss_exceeded = cross_border_eu_sales(setup) > setup.oss_threshold
    offers = []
    for method in methods:
        try:
            price = checkout_price(
                setup, rates, items, destination=country, method=method, oss_exceeded=oss_exceeded
            )
        except NotCarried:
            price = None
        offers.append(Offer(method=method, price=price))
    return offers


def _country(code: str) -> str:
    code = (code or "").strip().upper()
    if code not in dict(countries):
        raise ApplicationError(
            CHOOSE_COUNTRY, code="unknown_country", fields={"country": [CHOOSE_COUNTRY]}
        )
    return code


def not_shipped(code: str) -> ApplicationError:
    message = f"We don't ship to {countries.name(code)} yet."
    return ApplicationError(message, code="not_shipped", fields={"country": [message]})


def checkout_orders(*, customer: User, order_ids: Sequence[int]) -> list[Order]:
    """The customer's own orders with these ids, each still payable: 404 for an order that
    is not theirs (as for any other order), 409 naming the one that has ended or is paid."""
    most = settings.MAX_CHECKOUT_ORDERS
    ids = list(dict.fromkeys(order_ids))
    if not ids or len(ids) > most:
        message = f"Choose between 1 and {most} orders."
        raise ApplicationError(message, code="orders_count", fields={"orders": [message]})
    found = {
        order.pk: order
        for order in Order.objects.filter(pk__in=ids, customer=customer).select_related(
            "tool", "painting"
        )
    }
    if len(found) != len(ids):
        raise NotFound("No such order.")
    orders = [found[pk] for pk in ids]
    for order in orders:
        status = order.effective_status  # a hold that has ended reads as expired
        if status == Order.Status.EXPIRED:
            raise Conflict(
                f"Order #{order.pk} has expired: it is no longer held for you.",
                code="order_expired",
                fields={f"orders.{order.pk}": [ORDER_EXPIRED]},
            )
        if status != Order.Status.PENDING:
            raise Conflict(
                f"Order #{order.pk} is {status}: there is nothing to pay.",
                code="not_payable",
                fields={f"orders.{order.pk}": [f"This order is {status}."]},
            )
    return orders


def checkout_quote(
    *, customer: User, order_ids: Sequence[int], country: str, method_id: int | None = None
) -> Quote:
    """The price of sending these orders to country: every method of its zone with its
    price, and the whole price by method_id (by default the cheapest that carries it)."""
    country = _country(country)
    orders = checkout_orders(customer=customer, order_ids=order_ids)
    methods = methods_for(country)
    setup = TaxSetup.from_settings()
    if not methods and not shipping_set_up():
        return _unshipped_quote(setup, orders, country, method_id)
    if not methods:
        raise not_shipped(country)
    offers = _offers(setup, [order_item(order) for order in orders], country, methods)
    carrying = [offer for offer in offers if offer.price is not None]
    if not carrying:
        message = f"None of our shipping methods to {countries.name(country)} carries this parcel."
        raise ApplicationError(message, code="not_carried", fields={"method": [message]})
    if method_id is None:
        chosen = min(carrying, key=lambda offer: (offer.price.shipping.gross, offer.method.id))
    else:
        chosen = next((offer for offer in offers if offer.method.id == method_id), None)
        if chosen is None or chosen.price is None:
            message = "Choose one of the shipping methods offered."
            raise ApplicationError(message, code="unknown_method", fields={"method": [message]})
    return Quote(
        orders=orders,
        country=country,
        offers=offers,
        method=chosen.method,
        price=chosen.price,
        setup=setup,
    )


def _unshipped_quote(
    setup: TaxSetup, orders: list[Order], country: str, method_id: int | None
) -> Quote:
    """The quote of a shop with no shipping zones: no shipping, and each order as its price
    says, taxed as a sale at home (where such a shop sells)."""
    if method_id is not None:
        message = "Choose one of the shipping methods offered."
        raise ApplicationError(message, code="unknown_method", fields={"method": [message]})
    items = [order_item(order) for order in orders]
    price = checkout_price(
        setup, tax_rates(), items, destination=setup.country, method=None, oss_exceeded=False
    )
    return Quote(orders=orders, country=country, offers=[], method=None, price=price, setup=setup)


@dataclass(frozen=True)
class Estimate:
    country: str
    offers: list[Offer]
    setup: TaxSetup


def painting_shipping_estimate(*, painting_id: int, country: str) -> Estimate:
    """What sending this painting alone to country would cost by each method of its zone
    (the painting's page)."""
    country = _country(country)
    painting = Painting.objects.filter(pk=painting_id).first()
    if painting is None:
        raise NotFound("No such painting.")
    methods = methods_for(country)
    if not methods:
        raise not_shipped(country)
    item = painting_item(painting, key=0, entered=painting.price)
    setup = TaxSetup.from_settings()
    return Estimate(country=country, offers=_offers(setup, [item], country, methods), setup=setup)
