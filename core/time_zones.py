"""Time zones by their IANA names (Europe/Paris), as a browser gives them: a customer's
zone for what the shop writes to them (e-mails)."""

from functools import cache
from zoneinfo import ZoneInfo, available_timezones

from django.conf import settings
from django.core.exceptions import ValidationError


@cache
def _known() -> frozenset[str]:
    # "localtime" is some systems' link to the machine's own zone, not an IANA name.
    return frozenset(available_timezones() - {"localtime"})


def is_time_zone(name: str) -> bool:
    return name in _known()


def validate_time_zone(name: str) -> None:
    """A model field's validator: blank, or a zone's IANA name."""
    if name and not is_time_zone(name):
        raise ValidationError(f"{name!r} is not a time zone's IANA name (Europe/Paris).")


def zone_or_shops(name: str) -> ZoneInfo:
    """The zone called `name`; the shop's own (TIME_ZONE) when it is blank or unknown."""
    return ZoneInfo(name if is_time_zone(name) else settings.TIME_ZONE)
