"""The demo's shipping: the shop's own country, the rest of the EU, the rest of Europe and
the rest of the world, each with Standard (parcels by weight) and an insured art courier
(large parcels and crated art, signed for). Prices as entered: with the shop's tax in
tax-inclusive mode. Peru, among others, is in no zone: not served."""

from decimal import Decimal

from django.conf import settings
from django.db import transaction
from django_countries import countries

from shipping.models import ShippingMethod, ShippingRate, ShippingZone, ZoneCountry
from taxes.rules import EU

REST_OF_EUROPE = ["GB", "CH", "NO", "IS", "LI", "MC", "AD"]
REST_OF_WORLD = ["US", "CA", "AU", "NZ", "JP", "SG", "KR", "HK", "IL", "AE", "ZA", "MX", "BR"]

# (standard: parcel up to 2 kg, up to 10 kg, large parcel), (courier: large parcel, crated
# art, insurance %), standard's free-shipping threshold
PRICES = {
    "home": (
        (Decimal("6.90"), Decimal("12.90"), Decimal("29.00")),
        (Decimal("45.00"), Decimal("180.00"), Decimal("1")),
        Decimal("100"),
    ),
    "eu": (
        (Decimal("12.90"), Decimal("24.90"), Decimal("49.00")),
        (Decimal("85.00"), Decimal("290.00"), Decimal("1.5")),
        Decimal("250"),
    ),
    "europe": (
        (Decimal("18.90"), Decimal("34.90"), Decimal("69.00")),
        (Decimal("120.00"), Decimal("390.00"), Decimal("1.5")),
        None,
    ),
    "world": (
        (Decimal("24.90"), Decimal("59.90"), Decimal("99.00")),
        (Decimal("190.00"), Decimal("650.00"), Decimal("2")),
        None,
    ),
}


def demo_zones(shop_country: str) -> dict[str, tuple[str, list[str]]]:
    """{key: (zone name, countries)}: the shop's country in its own zone, and in no other."""
    zones = {
        "eu": ("European Union", sorted(EU)),
        "europe": ("Rest of Europe", REST_OF_EUROPE),
        "world": ("Rest of the world", REST_OF_WORLD),
    }
    home = {"home": (str(countries.name(shop_country)) or shop_country, [shop_country])}
    return home | {
        key: (name, [code for code in codes if code != shop_country])
        for key, (name, codes) in zones.items()
    }


@transaction.atomic
def demo_shipping_seed(shop_country: str | None = None) -> dict[str, dict[str, ShippingMethod]]:
    """Makes the demo zones unless the shop has zones already (an admin's are kept).
    Answers {zone key: {method name: method}} of those it made."""
    if ShippingZone.objects.exists():
        return {}
    made = {}
    zones = demo_zones(shop_country or settings.SHOP_COUNTRY)
    for position, (key, (name, codes)) in enumerate(zones.items()):
        zone = ShippingZone.objects.create(name=name, position=position)
        ZoneCountry.objects.bulk_create(ZoneCountry(zone=zone, country=c) for c in codes)
        (small, heavy, large), (art_large, crated, insurance), free_over = PRICES[key]
        standard = ShippingMethod.objects.create(
            zone=zone,
            name="Standard",
            delivery_days_min=2,
            delivery_days_max=5,
            free_over=free_over,
        )
        courier = ShippingMethod.objects.create(
            zone=zone,
            name="Insured art courier",
            delivery_days_min=5,
            delivery_days_max=10,
            insurance_percent=insurance,
            signature=True,
            position=1,
        )
        ShippingRate.objects.bulk_create(
            [
                ShippingRate(method=standard, parcel_class="parcel", up_to_grams=2000, price=small),
                ShippingRate(
                    method=standard, parcel_class="parcel", up_to_grams=10000, price=heavy
                ),
                ShippingRate(method=standard, parcel_class="large_parcel", price=large),
                ShippingRate(method=courier, parcel_class="large_parcel", price=art_large),
                ShippingRate(method=courier, parcel_class="crated_art", price=crated),
            ]
        )
        made[key] = {"Standard": standard, "Insured art courier": courier}
    return made
