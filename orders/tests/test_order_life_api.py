"""An order's life as the customer sees it through the API: the delivery address, the
countries, the limit on unpaid orders, holds that end and the history (issue 13)."""

import unicodedata
from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from accounts.tests.factories import UserFactory
from orders.models import Order, OrderEvent
from shop.tests.factories import DELIVERY_ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db

TOO_MANY = "You already have 3 unpaid orders. Pay or cancel one before ordering again."


@pytest.fixture
def customer():
    return UserFactory(email="casey@example.com", name="Casey")


@pytest.fixture
def tool():
    return ToolFactory(
        name="Easel", price=Decimal("12.35"), minimum_order_quantity=1, available_quantity=10
    )


def place(client, tool, quantity=2, address=None):
    return client.post(
        "/api/mypurchase",
        {
            "tool": tool.id,
            "toolsQuantity": quantity,
            "deliveryAddress": address or DELIVERY_ADDRESS,
        },
        format="json",
    )


def stock(tool) -> int:
    tool.refresh_from_db()
    return tool.available_quantity


def hold_ended(order_id: int) -> None:
    """The hold passed without the periodic job running."""
    Order.objects.filter(pk=order_id).update(expires_at=timezone.now() - timedelta(seconds=1))


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"city": None}, "deliveryAddress.city"),
        ({"fullName": None}, "deliveryAddress.fullName"),
        ({"postalCode": ""}, "deliveryAddress.postalCode"),
        ({"country": "ZZ"}, "deliveryAddress.country"),
        ({"fullName": "x" * 101}, "deliveryAddress.fullName"),
        ({"line1": "x" * 201}, "deliveryAddress.line1"),
        ({"postalCode": "1" * 21}, "deliveryAddress.postalCode"),
        ({"phone": "call me maybe"}, "deliveryAddress.phone"),
        ({"phone": "1" * 31}, "deliveryAddress.phone"),
    ],
)
def test_a_bad_delivery_address_is_refused_field_by_field_and_changes_nothing(
    api_client, customer, tool, change, field, signed_in
):
    address = {k: v for k, v in {**DELIVERY_ADDRESS, **change}.items() if v is not None}

    response = place(signed_in(customer), tool, address=address)

    assert response.status_code == 400
    body = response.json()
    assert body["code"] == "invalid"
    assert list(body["fields"]) == [field]
    assert not Order.objects.exists() and not OrderEvent.objects.exists()
    assert stock(tool) == 10


def test_an_order_without_any_address_is_refused(api_client, customer, tool, signed_in):
    response = signed_in(customer).post(
        "/api/mypurchase", {"tool": tool.id, "toolsQuantity": 2}, format="json"
    )

    assert response.status_code == 400
    assert response.json()["fields"] == {"deliveryAddress": ["This field is required."]}
    assert not Order.objects.exists() and stock(tool) == 10


def test_the_address_is_copied_onto_the_order_and_shown_with_the_country_name(
    api_client, customer, tool, signed_in
):
    client = signed_in(customer)
    address = {
        **DELIVERY_ADDRESS,
        "line2": "Studio 4",
        "phone": "+1 (217) 555-0100",
        "country": "FR",
    }

    placed = place(client, tool, address=address)

    assert placed.status_code == 201
    lines = ["Casey Painter", "1 Easel Street", "Studio 4", "62701 Springfield", "France"]
    expected = {**address, "countryName": "France", "lines": lines}
    assert placed.json()["deliveryAddress"] == expected
    shown = client.get(f"/api/mypurchase/{placed.json()['_id']}").json()
    assert shown["deliveryAddress"] == expected
    assert (shown["currency"], shown["tracking"], shown["transactionId"]) == ("usd", None, None)
    order = Order.objects.get()
    assert (order.delivery_line2, order.delivery_country) == ("Studio 4", "FR")


def test_the_last_delivery_address_prefills_the_next_order_and_is_ones_own(
    api_client, customer, tool, signed_in
):
    client = signed_in(customer)
    assert client.get("/api/delivery-address").json() == {"deliveryAddress": None}

    place(client, tool)
    place(client, tool, address={**DELIVERY_ADDRESS, "city": "Chicago", "country": "CA"})

    last = client.get("/api/delivery-address").json()["deliveryAddress"]
    assert (last["city"], last["country"], last["countryName"]) == ("Chicago", "CA", "Canada")
    stranger = signed_in(UserFactory())
    assert stranger.get("/api/delivery-address").json() == {"deliveryAddress": None}
    api_client.credentials()
    assert api_client.get("/api/delivery-address").status_code == 401


def unaccented(name: str) -> str:
    return unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()


def test_the_countries_are_public_and_sorted_by_name(api_client):
    response = api_client.get("/api/countries")

    assert response.status_code == 200
    countries = response.json()
    assert {"code": "US", "name": "United States"} in countries
    assert {"code": "FR", "name": "France"} in countries
    assert "ZZ" not in {country["code"] for country in countries}
    names = [country["name"] for country in countries]
    assert names == sorted(names, key=unaccented) and len(names) > 200


def test_an_unpaid_order_beyond_the_limit_is_refused_and_takes_no_stock(
    api_client, customer, tool, signed_in, settings
):
    settings.MAX_UNPAID_ORDERS = 3
    client = signed_in(customer)
    assert [place(client, tool, 1).status_code for _ in range(3)] == [201, 201, 201]

    response = place(client, tool, 1)

    assert response.status_code == 409
    assert response.json()["code"] == "too_many_unpaid_orders"
    assert response.json()["detail"] == TOO_MANY
    assert Order.objects.count() == 3 and stock(tool) == 7
    # Someone else is not limited by Casey's orders.
    assert place(signed_in(UserFactory()), tool, 1).status_code == 201


@pytest.mark.parametrize("ending", ["cancelled", "hold ended", "paid"])
def test_an_order_that_is_no_longer_payable_frees_a_place(
    api_client, customer, tool, ending, signed_in, settings
):
    settings.MAX_UNPAID_ORDERS = 3
    client = signed_in(customer)
    ids = [place(client, tool, 1).json()["_id"] for _ in range(3)]
    if ending == "cancelled":
        assert client.post(f"/api/mypurchase/{ids[0]}/cancel").status_code == 200
    elif ending == "hold ended":
        hold_ended(ids[0])
    else:
        Order.objects.filter(pk=ids[0]).update(status="paid", expires_at=None)

    assert place(client, tool, 1).status_code == 201
    assert place(client, tool, 1).status_code == 409


def test_a_pending_order_past_its_hold_reads_as_expired_before_any_job_runs(
    api_client, customer, tool, signed_in
):
    client = signed_in(customer)
    placed = place(client, tool).json()
    assert (placed["status"], placed["payable"]) == ("pending", True)
    expires = timezone.datetime.fromisoformat(placed["expiresAt"])
    assert timedelta(minutes=29) < expires - timezone.now() <= timedelta(minutes=30)

    hold_ended(placed["_id"])

    listed = client.get("/api/mypurchase").json()[0]
    detail = client.get(f"/api/mypurchase/{placed['_id']}").json()
    for answer in (listed, detail):
        assert (answer["status"], answer["payable"], answer["expiresAt"]) == (
            "expired",
            False,
            None,
        )
    assert Order.objects.get().status == "pending"  # only the job changes the row


def test_the_history_shows_who_placed_and_who_cancelled(api_client, customer, tool, signed_in):
    client = signed_in(customer)
    order_id = place(client, tool).json()["_id"]

    cancelled = client.post(f"/api/mypurchase/{order_id}/cancel")

    assert cancelled.status_code == 200
    body = cancelled.json()
    assert (body["status"], body["payable"], body["expiresAt"]) == ("cancelled", False, None)
    history = client.get(f"/api/mypurchase/{order_id}").json()["history"]
    assert [(row["status"], row["by"]) for row in history] == [
        ("pending", "customer"),
        ("cancelled", "customer"),
    ]
    assert all(timezone.datetime.fromisoformat(row["at"]) for row in history)
    assert stock(tool) == 10


def test_cancelling_twice_or_someone_elses_order_is_refused(api_client, customer, tool, signed_in):
    order_id = place(signed_in(customer), tool).json()["_id"]

    stranger = signed_in(UserFactory()).post(f"/api/mypurchase/{order_id}/cancel")
    assert stranger.status_code == 404
    client = signed_in(customer)
    assert client.post(f"/api/mypurchase/{order_id}/cancel").status_code == 200
    again = client.post(f"/api/mypurchase/{order_id}/cancel")

    assert again.status_code == 409 and again.json()["code"] == "not_cancellable"
    assert OrderEvent.objects.filter(order_id=order_id).count() == 2
    assert stock(tool) == 10
