"""POST /api/checkout/quote and GET /api/shipping-estimate (issue 36): the customer's
unpaid orders priced as one parcel for GB, DE and the US (the figures of test_pricing.py,
through the API), and every bad input a clear 4xx that changes nothing."""

import json
from decimal import Decimal

import pytest
from django.utils import timezone

from accounts.tests.factories import UserFactory
from orders.models import Order
from shop.tests.factories import PaintingFactory, ToolFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("french_shop")]


def quote(client, ids, country, **extra):
    return client.post(
        "/api/checkout/quote", {"orders": ids, "country": country, **extra}, format="json"
    )


def exact(answer) -> dict:
    """The answer's JSON with its numbers as Decimal, as written (no float rounding)."""
    return json.loads(answer.content, parse_float=Decimal)


def courier(answer) -> int:
    return next(m["id"] for m in answer.json()["methods"] if m["name"] == "Insured art courier")


@pytest.mark.parametrize(
    "country, shipping, tax, total",
    [
        ("DE", "103.00", "226.34", "1358.00"),  # French VAT, below the OSS threshold
        ("GB", "115.00", "0.00", "1160.83"),  # an export
        ("US", "178.33", "0.00", "1224.16"),
    ],
)
def test_the_same_basket_to_three_countries(basket, country, shipping, tax, total):
    client, ids = basket
    offered = quote(client, ids, country)
    assert offered.status_code == 200, offered.content

    answer = exact(quote(client, ids, country, method=courier(offered)))

    assert answer["shipping"]["gross"] == Decimal(shipping)
    assert answer["tax"] == Decimal(tax)
    assert answer["total"] == Decimal(total)
    assert [line["_id"] for line in answer["lines"]] == ids
    assert (
        sum(line["gross"] for line in answer["lines"]) + answer["shipping"]["gross"]
        == (answer["total"])
    )
    assert answer["pricesIncludeTax"] is True and answer["currency"] == "eur"


def test_every_method_of_the_zone_is_offered_with_its_price(basket):
    client, ids = basket

    answer = exact(quote(client, ids, "DE"))

    assert [(m["name"], m["price"]) for m in answer["methods"]] == [
        ("Standard", Decimal("0.00")),  # a large parcel, free over 250.00
        ("Insured art courier", Decimal("103.00")),
    ]
    assert answer["method"] == answer["methods"][0]["id"]  # the cheapest by default


def test_a_country_no_zone_serves_is_refused_by_name(basket):
    client, ids = basket

    answer = quote(client, ids, "PE")

    assert answer.status_code == 400
    assert answer.json()["code"] == "not_shipped"
    assert answer.json()["detail"] == "We don't ship to Peru yet."
    assert answer.json()["fields"] == {"country": ["We don't ship to Peru yet."]}


@pytest.mark.parametrize(
    "body, code",
    [
        ({"country": "ZZ"}, "unknown_country"),
        ({"country": "DE", "orders": []}, None),
        ({"country": "DE", "orders": ["x"]}, None),
        ({"country": "DE", "orders": list(range(1, 22))}, "orders_count"),
    ],
)
def test_bad_input_is_a_400(basket, body, code):
    client, ids = basket

    answer = client.post("/api/checkout/quote", {"orders": ids} | body, format="json")

    assert answer.status_code == 400
    if code:
        assert answer.json()["code"] == code


def test_a_method_of_another_zone_is_refused(basket):
    client, ids = basket
    from_the_us = courier(quote(client, ids, "US"))

    answer = quote(client, ids, "DE", method=from_the_us)

    assert answer.status_code == 400
    assert answer.json()["code"] == "unknown_method"


def test_someone_else_s_order_is_not_found(basket, signed_in):
    client, ids = basket
    stranger = signed_in(UserFactory())

    assert quote(stranger, ids[:1], "DE").status_code == 404


def test_an_order_paid_or_ended_is_named(basket):
    client, ids = basket
    Order.objects.filter(pk=ids[1]).update(status="paid", expires_at=None)
    Order.objects.filter(pk=ids[2]).update(expires_at=timezone.now())

    paid = quote(client, ids[:2], "DE")
    ended = quote(client, [ids[0], ids[2]], "DE")

    assert (paid.status_code, paid.json()["code"]) == (409, "not_payable")
    assert f"orders.{ids[1]}" in paid.json()["fields"]
    assert (ended.status_code, ended.json()["code"]) == (409, "order_expired")
    assert f"orders.{ids[2]}" in ended.json()["fields"]
    assert Order.objects.get(pk=ids[2]).status == "pending"  # a quote changes nothing


def test_a_painting_s_page_shows_its_shipping(api_client):
    painting = PaintingFactory(
        price=Decimal("1200"), width_cm=Decimal("112"), height_cm=Decimal("49"), framed=True
    )

    answer = api_client.get(f"/api/shipping-estimate?painting={painting.pk}&country=de")
    peru = api_client.get(f"/api/shipping-estimate?painting={painting.pk}&country=PE")

    assert answer.status_code == 200
    assert answer.json()["countryName"] == "Germany"
    # Crated: Standard does not carry it; the courier's 290.00 + 1.5 % of 1,200.00.
    assert [(m["name"], m["price"]) for m in exact(answer)["methods"]] == [
        ("Standard", None),
        ("Insured art courier", Decimal("308.00")),
    ]
    assert peru.status_code == 400 and peru.json()["code"] == "not_shipped"


def test_above_the_one_stop_shop_threshold_germany_takes_german_vat(basket, settings):
    client, ids = basket
    settings.OSS_THRESHOLD = Decimal("100")
    sold = ToolFactory(price=Decimal("150.00"), minimum_order_quantity=1)
    Order.objects.create(
        customer=UserFactory(),
        tool=sold,
        item_name=sold.name,
        unit_price=sold.price,
        quantity=1,
        total=sold.price,
        status="paid",
        delivery_country="AT",  # a cross-border EU sale this year, over the threshold
    )
    offered = quote(client, ids, "DE")

    answer = exact(quote(client, ids, "DE", method=courier(offered)))

    assert answer["taxedIn"] == "DE"
    assert answer["total"] == Decimal("1346.68")  # test_pricing.py's figure
    assert answer["taxes"][0]["rate"] == Decimal("19.00")
