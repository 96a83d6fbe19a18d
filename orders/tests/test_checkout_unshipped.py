"""A shop with no shipping zone at all prices no shipping: its checkout (the one way an order
is paid) has none, and each order is charged as its price says, taxed as a sale at home."""

from decimal import Decimal

import pytest

from orders.models import Checkout
from shipping.models import ShippingZone
from shop.tests.factories import DELIVERY_ADDRESS

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server")]


@pytest.fixture
def unshipped_shop(settings):
    settings.SHOP_COUNTRY, settings.SHOP_CURRENCY = "FR", "EUR"
    settings.PRICES_INCLUDE_TAX = True
    assert not ShippingZone.objects.exists()


def test_the_quote_has_no_shipping_and_the_orders_at_their_prices(unshipped_shop, basket):
    client, ids = basket  # to the US, which a shop with zones would treat as an export

    answer = client.post("/api/checkout/quote", {"orders": ids, "country": "US"}, format="json")

    assert answer.status_code == 200, answer.content
    body = answer.json()
    assert (body["methods"], body["method"]) == ([], None)
    assert Decimal(body["shipping"]["gross"]) == 0
    assert Decimal(body["total"]) == Decimal("1200") + 2 * Decimal("12.50") + Decimal("30.00")
    assert body["taxedIn"] == "FR"


def test_the_checkout_starts_without_a_method_and_says_no_shipping(unshipped_shop, basket):
    client, ids = basket
    body = {"orders": ids, "address": DELIVERY_ADDRESS, "method": None, "total": "1255.00"}

    answer = client.post("/api/checkouts", body, format="json")

    assert answer.status_code == 201, answer.content
    checkout = answer.json()["checkout"]
    assert checkout["method"] == {
        "id": None,
        "name": "No shipping charged",
        "deliveryDaysMin": 0,
        "deliveryDaysMax": 0,
    }
    assert answer.json()["amount"] == 125500
    assert Checkout.objects.get(pk=checkout["_id"]).shipping_gross == 0


def test_a_method_named_in_a_shop_without_zones_is_refused(unshipped_shop, basket):
    client, ids = basket

    answer = client.post(
        "/api/checkout/quote", {"orders": ids, "country": "US", "method": 1}, format="json"
    )

    assert (answer.status_code, answer.json()["code"]) == (400, "unknown_method")
