"""Every list answers with a fixed number of queries, whatever the number of rows."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from orders.models import Order
from shop.tests.factories import DELIVERY_ADDRESS, PaintingFactory, ToolFactory

pytestmark = pytest.mark.django_db

SIZES = [3, 30]


@pytest.mark.parametrize("size", SIZES)
def test_paintings(api_client, django_assert_num_queries, size):
    PaintingFactory.create_batch(size)

    with django_assert_num_queries(3):  # the answers' version + the paintings + their images
        assert len(api_client.get("/api/paintings").json()) == size
    with django_assert_num_queries(4):  # the version + count + page + images
        assert api_client.get("/api/paintings", {"limit": 2}).json()["count"] == size
    with django_assert_num_queries(1):  # the version: the answer is kept
        assert len(api_client.get("/api/paintings").json()) == size


@pytest.mark.parametrize("size", SIZES)
def test_tools_for_a_signed_in_shopper(api_client, django_assert_num_queries, size):
    ToolFactory.create_batch(size)
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(UserFactory())}")

    with django_assert_num_queries(3):  # the user (JWT) + the answers' version + the tools
        assert len(api_client.get("/api/tools").json()) == size
    with django_assert_num_queries(2):  # the user + the version
        assert len(api_client.get("/api/tools").json()) == size


@pytest.mark.parametrize("size", SIZES)
def test_my_orders(api_client, django_assert_num_queries, size):
    customer = UserFactory()
    tools = ToolFactory.create_batch(size)
    Order.objects.bulk_create(
        Order(customer=customer, tool=tool, item_name=tool.name, unit_price=1, quantity=1, total=1)
        for tool in tools
    )
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(customer)}")

    with django_assert_num_queries(3):  # the user (JWT) + the orders and their customer + history
        assert len(api_client.get("/api/mypurchase").json()) == size
    with django_assert_num_queries(4):  # the user + count + page + history
        assert api_client.get("/api/mypurchase", {"limit": 2}).json()["count"] == size


@pytest.mark.parametrize("item", ["tool", "painting"])
def test_a_new_order_answers_its_history_without_reading_it_back(api_client, item):
    """The answer to an order shows its history as written, the same as a later read."""
    customer = UserFactory()
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(customer)}")
    wanted = {"tool": ToolFactory(minimum_order_quantity=1).id, "toolsQuantity": 1}
    if item == "painting":
        wanted = {"painting": PaintingFactory().id}

    with CaptureQueriesContext(connection) as queries:
        placed = api_client.post(
            "/api/mypurchase", {**wanted, "deliveryAddress": DELIVERY_ADDRESS}, format="json"
        )

    assert placed.status_code == 201
    history_reads = [q["sql"] for q in queries if 'FROM "orders_orderevent"' in q["sql"]]
    assert history_reads == []
    history = placed.json()["history"]
    assert [(step["status"], step["by"]) for step in history] == [("pending", "customer")]
    later = api_client.get(f"/api/mypurchase/{placed.json()['_id']}").json()
    assert later["history"] == history
