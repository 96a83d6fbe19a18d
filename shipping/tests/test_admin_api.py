"""Admins edit the shipping tables (/api/manage/shipping, the page /dashboard/shipping):
each change is checked, refused with a clear 4xx that changes nothing, and the next
checkout prices with it (issue 36)."""

import json
from decimal import Decimal

import pytest
from rest_framework.test import APIClient

from accounts.models import User
from accounts.tests.factories import UserFactory
from ops.demo_shipping import demo_shipping_seed
from shipping.models import ShippingRate, ZoneCountry
from shop.tests.factories import DELIVERY_ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def zones(settings):
    settings.SHOP_COUNTRY, settings.PRICES_INCLUDE_TAX = "FR", True
    return demo_shipping_seed("FR")


@pytest.fixture
def admin_client(signed_in):
    """The admin's own client (the tests' api_client is someone else's)."""
    return signed_in(UserFactory(role=User.Role.ADMIN), client=APIClient())


def exact(answer) -> dict:
    return json.loads(answer.content, parse_float=Decimal)


def test_only_admins_see_the_tables(api_client, signed_in, admin_client, zones):
    assert api_client.get("/api/manage/shipping").status_code == 401
    assert signed_in(UserFactory()).get("/api/manage/shipping").status_code == 403

    tables = exact(admin_client.get("/api/manage/shipping"))

    assert [zone["name"] for zone in tables["zones"]] == [
        "France",
        "European Union",
        "Rest of Europe",
        "Rest of the world",
    ]
    germany = {"code": "DE", "name": "Germany"}
    assert germany in tables["zones"][1]["countries"]
    standard = tables["zones"][1]["methods"][0]
    assert standard["name"] == "Standard"
    assert {"parcelClass": "parcel", "upToGrams": 2000, "price": Decimal("12.90")} in [
        {k: rate[k] for k in ("parcelClass", "upToGrams", "price")} for rate in standard["rates"]
    ]


def test_rates_are_listed_by_class_size_then_weight_with_any_weight_last(admin_client, zones):
    tables = exact(admin_client.get("/api/manage/shipping"))

    sizes = ["parcel", "large_parcel", "crated_art"]
    for zone in tables["zones"]:
        for method in zone["methods"]:
            listed = [(rate["parcelClass"], rate["upToGrams"]) for rate in method["rates"]]
            assert listed == sorted(
                listed,
                key=lambda band: (sizes.index(band[0]), band[1] is None, band[1] or 0),
            )
    standard = [
        (r["parcelClass"], r["upToGrams"]) for r in tables["zones"][0]["methods"][0]["rates"]
    ]
    assert standard[0][0] == "parcel" and standard[-1] == ("large_parcel", None)


def test_a_rate_changed_here_prices_the_next_checkout(admin_client, signed_in, zones):
    customer = signed_in(UserFactory())
    tool = ToolFactory(price=Decimal("30.00"), minimum_order_quantity=1, weight_grams=1500)
    order = customer.post(
        "/api/mypurchase",
        {"tool": tool.pk, "toolsQuantity": 1, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    ).json()["_id"]

    def shipping() -> Decimal:
        quote = customer.post(
            "/api/checkout/quote", {"orders": [order], "country": "DE"}, format="json"
        )
        return exact(quote)["shipping"]["gross"]

    assert shipping() == Decimal("12.90")
    rate = zones["eu"]["Standard"].rates.get(parcel_class="parcel", up_to_grams=2000)

    changed = admin_client.patch(
        f"/api/manage/shipping/rates/{rate.pk}", {"price": "14.50"}, format="json"
    )

    assert changed.status_code == 200
    assert shipping() == Decimal("14.50")


@pytest.mark.parametrize(
    "body, field",
    [
        ({"price": "-1"}, "price"),
        ({"upToGrams": 0}, "upToGrams"),
        ({"parcelClass": "pallet"}, "parcelClass"),
    ],
)
def test_a_bad_rate_is_a_400_that_changes_nothing(admin_client, zones, body, field):
    rate = zones["eu"]["Standard"].rates.get(parcel_class="parcel", up_to_grams=2000)

    answer = admin_client.patch(f"/api/manage/shipping/rates/{rate.pk}", body, format="json")

    assert answer.status_code == 400
    assert field in answer.json()["fields"]
    rate.refresh_from_db()
    assert (rate.parcel_class, rate.up_to_grams, rate.price) == ("parcel", 2000, Decimal("12.90"))


def test_rates_are_added_once_per_band_and_removed(admin_client, zones):
    method = zones["eu"]["Standard"]
    url = f"/api/manage/shipping/methods/{method.pk}/rates"
    body = {"parcelClass": "parcel", "upToGrams": 5000, "price": "18.00"}

    added = admin_client.post(url, body, format="json")
    again = admin_client.post(url, body, format="json")

    assert added.status_code == 201
    assert (again.status_code, again.json()["code"]) == (409, "rate_exists")
    assert method.rates.filter(up_to_grams=5000).count() == 1
    assert (
        admin_client.delete(f"/api/manage/shipping/rates/{added.json()['id']}").status_code == 204
    )
    assert not ShippingRate.objects.filter(pk=added.json()["id"]).exists()


def test_a_method_s_days_and_name_are_checked(admin_client, zones):
    method = zones["eu"]["Standard"]
    url = f"/api/manage/shipping/methods/{method.pk}"

    backwards = admin_client.patch(url, {"deliveryDaysMin": 9}, format="json")
    taken = admin_client.patch(url, {"name": "Insured art courier"}, format="json")
    renamed = admin_client.patch(url, {"name": "Economy", "freeOver": None}, format="json")

    assert backwards.status_code == 400 and "deliveryDaysMax" in backwards.json()["fields"]
    assert (taken.status_code, taken.json()["code"]) == (409, "method_name_taken")
    assert renamed.status_code == 200
    method.refresh_from_db()
    assert (method.name, method.free_over, method.delivery_days_min) == ("Economy", None, 2)


def test_a_zone_s_countries_stay_one_zone_each(admin_client, zones):
    europe = zones["europe"]["Standard"].zone
    url = f"/api/manage/shipping/zones/{europe.pk}"

    refused = admin_client.patch(url, {"countries": ["GB", "DE"]}, format="json")
    peru = admin_client.patch(url, {"countries": ["GB", "CH", "PE"]}, format="json")

    assert (refused.status_code, refused.json()["code"]) == (409, "country_in_other_zone")
    assert refused.json()["detail"] == "Germany is in the zone European Union."
    assert peru.status_code == 200
    assert set(ZoneCountry.objects.filter(zone=europe).values_list("country", flat=True)) == {
        "GB",
        "CH",
        "PE",
    }
    assert {"code": "PE", "name": "Peru"} in peru.json()["countries"]
