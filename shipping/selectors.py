"""Reads of the shipping tables, as shipping/rules.py takes them."""

from shipping.models import ShippingMethod, ShippingZone
from shipping.rules import Method, Rate


def _method(method: ShippingMethod) -> Method:
    return Method(
        id=method.pk,
        name=method.name,
        zone=method.zone.name,
        delivery_days_min=method.delivery_days_min,
        delivery_days_max=method.delivery_days_max,
        free_over=method.free_over,
        insurance_percent=method.insurance_percent,
        signature=method.signature,
        rates=tuple(
            Rate(parcel_class=r.parcel_class, up_to_grams=r.up_to_grams, price=r.price)
            for r in method.rates.all()
        ),
    )


def methods_for(country: str) -> list[Method]:
    """The methods of the zone that serves the country, in the zone's order; none when no
    zone does."""
    methods = (
        ShippingMethod.objects.filter(zone__countries__country=country.upper())
        .select_related("zone")
        .prefetch_related("rates")
        .order_by("position", "name")
    )
    return [_method(method) for method in methods]


def shipping_set_up() -> bool:
    """Whether the shop prices shipping (it has zones): then every payment goes through a
    checkout, which adds it."""
    return ShippingZone.objects.exists()
