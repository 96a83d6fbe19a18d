"""Buying a painting (issue 15): one of a kind, so one live order at most; the others are
told clearly why not; an ended hold makes it available again."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import IntegrityError, transaction
from django.utils import timezone

from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from notifications.models import OutgoingEmail
from notifications.services import email_render
from orders import steps
from orders.models import Order, OrderEvent
from orders.steps import PAINTING_RESERVED, PAINTING_SOLD
from shop.tests.factories import DELIVERY_ADDRESS, PaintingFactory, ToolFactory

pytestmark = pytest.mark.django_db


def buy(api_client, customer, painting, **extra):
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(customer)}")
    return api_client.post(
        "/api/mypurchase",
        {"painting": painting.id, "deliveryAddress": DELIVERY_ADDRESS, **extra},
        format="json",
    )


def state(api_client, painting) -> str:
    api_client.credentials()
    return api_client.get(f"/api/paintings/{painting.id}").json()["state"]


@pytest.fixture
def painting():
    return PaintingFactory(title="Lavender Field", price=Decimal("640.00"))


def test_a_customer_orders_a_painting_like_a_tool(api_client, painting):
    customer = UserFactory(email="casey@example.com")

    response = buy(api_client, customer, painting, toolsPrice=1, toolsQuantity=1)

    assert response.status_code == 201, response.json()
    body = response.json()
    assert (body["kind"], body["painting"], body["tool"]) == ("painting", painting.id, None)
    assert (body["name"], body["ToolsName"]) == ("Lavender Field", "Lavender Field")
    assert body["toolsQuantity"] == 1
    assert (body["unitPrice"], body["toolsPrice"], body["status"]) == (640.0, 640.0, "pending")
    assert body["payable"] and body["expiresAt"]
    assert body["deliveryAddress"]["city"] == "Springfield"
    assert state(api_client, painting) == "reserved"
    assert buy(api_client, customer, painting).json()["code"] == "painting_reserved"  # again
    mine = api_client.get("/api/mypurchase").json()
    assert [(o["kind"], o["name"]) for o in mine] == [("painting", "Lavender Field")]
    placed = email_render(OutgoingEmail.objects.get(template="order_placed"))
    assert f"Original painting: Lavender Field, by {painting.artist}" in placed.text_body
    assert "the painting is for sale again" in placed.text_body
    assert "Original painting: Lavender Field" in placed.html_body


def test_a_second_customer_is_told_it_is_reserved_then_sold(api_client, painting):
    first = buy(api_client, UserFactory(), painting)
    order = Order.objects.get(pk=first.json()["_id"])

    reserved = buy(api_client, UserFactory(), painting)
    order.status = Order.Status.PAID  # as the payment would
    order.save()
    sold = buy(api_client, UserFactory(), painting)

    assert reserved.status_code == sold.status_code == 409
    assert (reserved.json()["code"], reserved.json()["detail"]) == (
        "painting_reserved",
        "Someone is buying this painting right now",
    )
    assert (sold.json()["code"], sold.json()["detail"]) == (
        "painting_sold",
        "This painting has been sold",
    )
    assert PAINTING_RESERVED == "Someone is buying this painting right now"
    assert PAINTING_SOLD == "This painting has been sold"
    assert Order.objects.filter(painting=painting).count() == 1


def test_a_cancelled_or_expired_hold_makes_it_available_again(api_client, painting):
    customer = UserFactory()
    order = Order.objects.get(pk=buy(api_client, customer, painting).json()["_id"])
    steps.cancel(customer=customer, order_id=order.id)
    assert state(api_client, painting) == "available"

    again = Order.objects.get(pk=buy(api_client, UserFactory(), painting).json()["_id"])
    Order.objects.filter(pk=again.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    assert steps.expire(order_id=again.id) is True
    assert state(api_client, painting) == "available"

    assert buy(api_client, UserFactory(), painting).status_code == 201


def test_a_hold_past_its_end_is_released_when_someone_else_buys(api_client, painting):
    late = Order.objects.get(pk=buy(api_client, UserFactory(), painting).json()["_id"])
    Order.objects.filter(pk=late.pk).update(expires_at=timezone.now() - timedelta(seconds=1))

    response = buy(api_client, UserFactory(), painting)

    assert response.status_code == 201, response.json()
    late.refresh_from_db()
    assert late.status == "expired"
    assert OrderEvent.objects.filter(order=late, status="expired", by="system").exists()


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"painting": 999_999}, "painting"),
        ({"painting": "x"}, "painting"),
        ({"painting": 1, "tool": 1, "toolsQuantity": 1}, "tool"),
        ({"painting": 1, "toolsQuantity": 2}, "toolsQuantity"),
        ({}, "tool"),
        ({"tool": 1}, "toolsQuantity"),
    ],
)
def test_bad_painting_orders_are_a_clear_400(api_client, painting, body, field):
    ToolFactory(id=1)
    body = {k: (painting.id if v == 1 and k == "painting" else v) for k, v in body.items()}
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(UserFactory())}")

    response = api_client.post(
        "/api/mypurchase", {**body, "deliveryAddress": DELIVERY_ADDRESS}, format="json"
    )

    assert response.status_code == 400, response.json()
    assert field in response.json()["fields"]
    assert not Order.objects.exists()


def test_a_painting_order_needs_a_delivery_address(api_client, painting):
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(UserFactory())}")

    response = api_client.post(
        "/api/mypurchase",
        {"painting": painting.id, "deliveryAddress": {**DELIVERY_ADDRESS, "city": ""}},
        format="json",
    )

    assert response.status_code == 400
    assert "deliveryAddress.city" in response.json()["fields"]
    assert state(api_client, painting) == "available"


def test_the_unpaid_orders_limit_counts_paintings_too(api_client, settings):
    settings.MAX_UNPAID_ORDERS = 2
    customer = UserFactory()
    paintings = PaintingFactory.create_batch(3)

    answers = [buy(api_client, customer, p) for p in paintings]

    assert [a.status_code for a in answers] == [201, 201, 409]
    assert answers[2].json()["code"] == "too_many_unpaid_orders"
    assert state(api_client, paintings[2]) == "available"


def test_the_database_refuses_a_second_live_order_for_one_painting(api_client, painting):
    first = Order.objects.get(pk=buy(api_client, UserFactory(), painting).json()["_id"])

    def second(status):
        with transaction.atomic():
            Order.objects.create(
                customer=UserFactory(),
                painting=painting,
                item_name="x",
                unit_price=1,
                quantity=1,
                total=1,
                status=status,
            )

    with pytest.raises(IntegrityError):
        second("pending")
    with pytest.raises(IntegrityError):
        second("delivered")
    second("cancelled")  # an ended order holds nothing
    second("refunded")
    Order.objects.filter(pk=first.pk).update(status="shipped")
    with pytest.raises(IntegrityError):
        second("paid")


def test_the_database_refuses_an_order_of_two_items_or_two_paintings(painting):
    def order(**fields):
        with transaction.atomic():
            Order.objects.create(
                customer=UserFactory(), item_name="x", unit_price=1, total=1, **fields
            )

    with pytest.raises(IntegrityError):
        order(painting=painting, tool=ToolFactory(), quantity=1)
    with pytest.raises(IntegrityError):
        order(painting=painting, quantity=2)


def test_a_painting_with_orders_cannot_be_deleted(api_client, painting):
    from django.db.models import ProtectedError

    buy(api_client, UserFactory(), painting)

    with pytest.raises(ProtectedError):
        painting.delete()
