"""The admins' changes to the shipping tables: each refuses what the database's rules would
(one rate per band, a method's name once per zone, a country in one zone) with a 409 that
says why, and changes nothing then."""

from django.db import IntegrityError, transaction
from django_countries import countries

from core.errors import Conflict
from shipping.models import ShippingMethod, ShippingRate, ShippingZone, ZoneCountry

RATE_EXISTS = "This method has a rate for that class and weight already."


def _saved(instance, conflict: Conflict, **save_options):
    """Saves instance; a rule of the database it breaks is the conflict, and nothing is
    written."""
    try:
        with transaction.atomic():
            instance.save(**save_options)
    except IntegrityError as exc:
        raise conflict from exc
    return instance


def rate_save(rate: ShippingRate) -> ShippingRate:
    return _saved(rate, Conflict(RATE_EXISTS, code="rate_exists"))


def method_save(method: ShippingMethod) -> ShippingMethod:
    message = "Another method of this zone has that name."
    return _saved(method, Conflict(message, code="method_name_taken"))


@transaction.atomic
def zone_update(zone: ShippingZone, *, name: str | None, codes: list[str] | None) -> ShippingZone:
    """Renames the zone and sets its countries (a country another zone serves: 409)."""
    if name is not None:
        zone.name = name
        taken = Conflict("Another zone has that name.", code="zone_name_taken")
        _saved(zone, taken, update_fields=["name"])
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
