from decimal import Decimal

import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory
from orders.models import Order
from orders.placing import ABOVE_AVAILABLE, BELOW_MINIMUM, TOO_LARGE
from shop.models import Tool
from shop.tests.factories import DELIVERY_ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def customer():
    return UserFactory(email="casey@example.com", name="Casey")


def test_an_order_takes_price_and_customer_from_the_shop(api_client, customer, signed_in):
    tool = ToolFactory(
        name="Easel", price=Decimal("129.00"), minimum_order_quantity=1, available_quantity=5
    )
    someone = UserFactory(email="someone@example.com")

    response = signed_in(customer).post(
        "/api/mypurchase",
        {
            "tool": tool.id,
            "toolsQuantity": 2,
            "toolsPrice": 1,
            "customer": {"email": someone.email},
            "customerName": "Someone",
            "ToolsName": "Free easel",
            "deliveryAddress": DELIVERY_ADDRESS,
        },
        format="json",
    )

    assert response.status_code == 201
    body = response.json()
    assert body["ToolsName"] == body["name"] == "Easel"
    assert (body["toolsQuantity"], body["unitPrice"], body["toolsPrice"]) == (2, 129.0, 258.0)
    assert body["customer"] == {"email": "casey@example.com"}
    assert body["customerName"] == "Casey"
    assert body["status"] == "pending"
    order = Order.objects.get()
    assert order.customer == customer and order.total == Decimal("258.00")
    tool.refresh_from_db()
    assert tool.available_quantity == 3


@pytest.mark.parametrize(("quantity", "message"), [(1, BELOW_MINIMUM), (11, ABOVE_AVAILABLE)])
def test_quantities_outside_the_limits_are_refused_with_the_spec_messages(
    api_client, customer, quantity, message, signed_in
):
    tool = ToolFactory(minimum_order_quantity=2, available_quantity=10)

    response = signed_in(customer).post(
        "/api/mypurchase",
        {"tool": tool.id, "toolsQuantity": quantity, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )

    assert response.status_code == 400
    assert response.json()["detail"] == message
    assert response.json()["fields"] == {"toolsQuantity": [message]}
    assert not Order.objects.exists()
    tool.refresh_from_db()
    assert tool.available_quantity == 10


def test_an_order_too_large_to_record_is_refused_and_takes_no_stock(
    api_client, customer, signed_in
):
    tool = ToolFactory(
        price=Decimal("99999999.99"), minimum_order_quantity=1, available_quantity=1_000
    )

    response = signed_in(customer).post(
        "/api/mypurchase",
        {"tool": tool.id, "toolsQuantity": 101, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )

    assert response.status_code == 400
    assert response.json()["code"] == "order_too_large"
    assert response.json()["fields"] == {"toolsQuantity": [TOO_LARGE]}
    assert not Order.objects.exists()
    tool.refresh_from_db()
    assert tool.available_quantity == 1_000


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"tool": "abc", "toolsQuantity": 1, "deliveryAddress": DELIVERY_ADDRESS},
        {"tool": 1, "toolsQuantity": 0, "deliveryAddress": DELIVERY_ADDRESS},
        {"tool": 1, "toolsQuantity": 2.5, "deliveryAddress": DELIVERY_ADDRESS},
        {"tool": 1, "toolsQuantity": "lots", "deliveryAddress": DELIVERY_ADDRESS},
        {"tool": 999, "toolsQuantity": 1, "deliveryAddress": DELIVERY_ADDRESS},
    ],
)
def test_bad_order_input_is_a_400_and_changes_nothing(api_client, customer, body, signed_in):
    ToolFactory(id=1, minimum_order_quantity=1, available_quantity=10)

    response = signed_in(customer).post("/api/mypurchase", body, format="json")

    assert response.status_code == 400
    assert response.json()["fields"]
    assert not Order.objects.exists()
    assert Tool.objects.get(id=1).available_quantity == 10


def test_customers_see_only_their_own_orders(api_client, customer, signed_in):
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=10)
    other = UserFactory(email="other@example.com")
    mine = Order.objects.create(
        customer=customer, tool=tool, item_name="a", unit_price=1, quantity=1, total=1
    )
    theirs = Order.objects.create(
        customer=other, tool=tool, item_name="b", unit_price=1, quantity=1, total=1
    )
    client = signed_in(customer)

    assert [
        o["_id"] for o in client.get("/api/mypurchase", {"customer": "casey@example.com"}).json()
    ] == [mine.id]
    assert [o["_id"] for o in client.get("/api/mypurchase").json()] == [mine.id]
    assert client.get("/api/mypurchase", {"customer": "other@example.com"}).status_code == 403
    assert client.get(f"/api/mypurchase/{mine.id}").status_code == 200
    assert client.get(f"/api/mypurchase/{theirs.id}").status_code == 404
    assert client.post(f"/api/mypurchase/{theirs.id}/cancel").status_code == 404
    theirs.refresh_from_db()
    assert theirs.status == Order.Status.PENDING


def test_order_list_runs_a_fixed_number_of_queries(
    api_client, customer, django_assert_num_queries, signed_in
):
    tool = ToolFactory()
    for _ in range(30):
        Order.objects.create(
            customer=customer, tool=tool, item_name="a", unit_price=1, quantity=1, total=1
        )
    client = signed_in(customer)

    with django_assert_num_queries(3):  # the user (JWT) + the orders + their history
        assert len(client.get("/api/mypurchase").json()) == 30


def test_cancelling_an_unpaid_order_returns_its_stock_once(api_client, customer, signed_in):
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=10)
    client = signed_in(customer)
    order_id = client.post(
        "/api/mypurchase",
        {"tool": tool.id, "toolsQuantity": 4, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    ).json()["_id"]

    first = client.post(f"/api/mypurchase/{order_id}/cancel")
    second = client.post(f"/api/mypurchase/{order_id}/cancel")

    assert first.status_code == 200 and first.json()["status"] == "cancelled"
    assert second.status_code == 409 and second.json()["code"] == "not_cancellable"
    tool.refresh_from_db()
    assert tool.available_quantity == 10


def test_a_paid_order_cannot_be_cancelled(api_client, customer, signed_in):
    tool = ToolFactory(available_quantity=5)
    order = Order.objects.create(
        customer=customer,
        tool=tool,
        item_name="a",
        unit_price=1,
        quantity=1,
        total=1,
        status=Order.Status.PAID,
    )

    response = signed_in(customer).post(f"/api/mypurchase/{order.id}/cancel")

    assert response.status_code == 409
    tool.refresh_from_db()
    assert tool.available_quantity == 5


def test_an_order_keeps_its_snapshot_when_the_tool_changes_or_goes(api_client, customer, signed_in):
    tool = ToolFactory(name="Knife", price=Decimal("7.25"), minimum_order_quantity=1)
    client = signed_in(customer)
    order_id = client.post(
        "/api/mypurchase",
        {"tool": tool.id, "toolsQuantity": 2, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    ).json()["_id"]

    tool.name, tool.price = "Renamed", Decimal("99.00")
    tool.save()
    assert client.get(f"/api/mypurchase/{order_id}").json()["toolsPrice"] == 14.5
    tool.delete()

    body = client.get(f"/api/mypurchase/{order_id}").json()
    assert (body["ToolsName"], body["toolsPrice"], body["tool"]) == ("Knife", 14.5, None)


def test_anonymous_visitors_cannot_order(api_client):
    tool = ToolFactory(minimum_order_quantity=1)

    response = api_client.post(
        "/api/mypurchase",
        {"tool": tool.id, "toolsQuantity": 1, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )

    assert response.status_code == 401
    assert not Order.objects.exists()
    assert User.objects.count() == 0
