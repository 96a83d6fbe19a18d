"""A customer's time zone: an IANA name the browser gave, or the shop's own."""

import pytest
from django.core.exceptions import ValidationError

from core.time_zones import is_time_zone, validate_time_zone, zone_or_shops


@pytest.mark.parametrize("name", ["Europe/Paris", "America/Argentina/Buenos_Aires", "UTC"])
def test_a_browsers_zone_is_known(name):
    assert is_time_zone(name)
    validate_time_zone(name)
    assert zone_or_shops(name).key == name


@pytest.mark.parametrize("name", ["Mars/Olympus_Mons", "../../etc/passwd", "localtime", "paris"])
def test_anything_else_is_refused_by_the_field_and_read_as_the_shops_zone(name, settings):
    settings.TIME_ZONE = "Europe/Lisbon"

    with pytest.raises(ValidationError):
        validate_time_zone(name)
    assert zone_or_shops(name).key == "Europe/Lisbon"


def test_blank_is_the_shops_zone(settings):
    settings.TIME_ZONE = "Europe/Lisbon"

    validate_time_zone("")
    assert zone_or_shops("").key == "Europe/Lisbon"
