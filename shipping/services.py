"""The admins' changes to the shipping tables: each refuses what the database's rules would
(one rate per band, a method's name once per zone, a country in one zone) with a 409 that
says why, and changes nothing then."""

from django.db import IntegrityError, transaction
from django_countries import countries

from core.errors import Conflict
from shipping.models import ShippingMethod, ShippingRate, ShippingZone, ZoneCountry

RATE_EXISTS = "This method has a rate for that class and weight already."


@transaction.atomic
def rate_save(rate: ShippingRate) -> ShippingRate:
    try:
        with transaction.atomic():
            rate.save()
    except IntegrityError as exc:
        raise Conflict(RATE_EXISTS, code="rate_exists") from exc
    return rate


def method_save(method: ShippingMethod) -> ShippingMethod:
    try:
        with transaction.atomic():
            method.save()
    except IntegrityError as exc:
        raise Conflict(
            "Another method of this zone has that name.", code="method_name_taken"
        ) from exc
    return method


@transaction.atomic
def zone_update(zone: ShippingZone, *, name: str | None, codes: list[str] | None) -> ShippingZone:
    """Renames the zone and sets its countries (a country another zone serves: 409)."""
    if name is not None:
        zone.name = name
        try:
            with transaction.atomic():
                zone.save(update_fields=["name"])
        except IntegrityError as exc:
            raise Conflict("Another zone has that name.", code="zone_name_taken") from exc
    if codes is not None:
        codes = sorted(set(codes))
        elsewhere = (
            ZoneCountry.objects.filter(country__in=codes)
            .exclude(zone=zone)
            .select_related("zone")
            .first()
        )
        if elsewhere is not None:
            raise Conflict(
                f"{countries.name(elsewhere.country)} is in the zone {elsewhere.zone.name}.",
                code="country_in_other_zone",
            )
        zone.countries.exclude(country__in=codes).delete()
        have = set(zone.countries.values_list("country", flat=True))
        ZoneCountry.objects.bulk_create(
            ZoneCountry(zone=zone, country=code) for code in codes if code not in have
        )
    return zone
