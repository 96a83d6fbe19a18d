"""Each country's address written as that country writes it (core.addresses)."""

import pytest

from core.addresses import address_lines, wire_address_lines
from core.tests.addresses import COUNTRY_ADDRESSES


@pytest.mark.parametrize("case", sorted(COUNTRY_ADDRESSES))
def test_each_country_writes_its_address_its_own_way(case):
    address, lines = COUNTRY_ADDRESSES[case]

    assert wire_address_lines(address) == lines


def test_the_keyword_form_gives_the_same_lines():
    assert address_lines(
        full_name="Casey Painter",
        line1="1 Easel Street",
        line2="",
        city="Springfield",
        region="IL",
        postal_code="62701",
        country="us",
    ) == ["Casey Painter", "1 Easel Street", "Springfield, IL 62701", "United States"]


def test_an_empty_part_takes_its_separator_with_it():
    address = COUNTRY_ADDRESSES["US"][0] | {"region": "", "line2": "  "}

    assert wire_address_lines(address)[2] == "Springfield 62701"


def test_a_region_that_is_no_subdivision_prints_as_typed():
    address = COUNTRY_ADDRESSES["US"][0] | {"region": "Lincoln County"}

    assert "Springfield, Lincoln County 62701" in wire_address_lines(address)


def test_a_town_the_layout_has_no_place_for_is_kept_before_the_country():
    address = {"fullName": "Casey", "line1": "1-2-3 Jingumae", "city": "Shibuya-ku"}
    lines = wire_address_lines(
        address | {"region": "Tokyo", "postalCode": "150-0001", "country": "JP"}
    )

    assert lines == ["Casey", "1-2-3 Jingumae, Tokyo", "150-0001", "Shibuya-ku", "Japan"]


def test_a_code_without_any_data_gets_the_default_and_its_code():
    address = COUNTRY_ADDRESSES["default"][0] | {"country": "QZ"}

    assert wire_address_lines(address)[-3:] == ["120123 Maraval", "Diego Martin", "QZ"]


def test_missing_parts_of_an_old_snapshot_are_empty():
    assert wire_address_lines({"country": "FR", "city": "Lyon"}) == ["Lyon", "France"]
