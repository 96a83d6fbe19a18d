"""A real basket fits, hoarding does not (issue 36, item 5): the limit on unpaid orders was
3, so a painting and two tools filled it; now one customer's unpaid orders are bounded by
what they hold (MAX_UNPAID_ORDERS 10, MAX_HELD_UNITS 50 tools, MAX_HELD_PAINTINGS 2,
MAX_HELD_VALUE 10,000), so a basket fits while one free account still cannot empty a
tool's shelf or hold several paintings."""

from decimal import Decimal

import pytest
from django.utils import timezone

from accounts.tests.factories import UserFactory
from orders.models import Order
from shop.tests.factories import DELIVERY_ADDRESS, PaintingFactory, ToolFactory

pytestmark = pytest.mark.django_db


def tool_order(client, tool, quantity):
    body = {"tool": tool.id, "toolsQuantity": quantity, "deliveryAddress": DELIVERY_ADDRESS}
    return client.post("/api/mypurchase", body, format="json")


def painting_order(client, painting):
    body = {"painting": painting.id, "deliveryAddress": DELIVERY_ADDRESS}
    return client.post("/api/mypurchase", body, format="json")


def test_a_basket_of_a_painting_and_five_tools_fits(signed_in):
    client = signed_in(UserFactory())
    tools = ToolFactory.create_batch(5, price=Decimal("12.50"), minimum_order_quantity=1)

    answers = [painting_order(client, PaintingFactory(price=Decimal("900")))]
    answers += [tool_order(client, tool, 2) for tool in tools]

    assert [a.status_code for a in answers] == [201] * 6  # the fourth was a 409 before


def test_one_account_cannot_empty_a_tool_s_shelf(signed_in):
    client = signed_in(UserFactory())
    tool = ToolFactory(price=Decimal("7.25"), minimum_order_quantity=1, available_quantity=120)

    answers = [tool_order(client, tool, 20) for _ in range(4)]

    assert [a.status_code for a in answers] == [201, 201, 409, 409]
    assert answers[2].json()["code"] == "too_many_units_held"
    assert answers[2].json()["detail"] == (
        "Your unpaid orders can hold at most 50 tools in all, and they hold 40. "
        "Pay for them, or order fewer."
    )
    tool.refresh_from_db()
    assert tool.available_quantity == 80  # the rest stays on the shelf for others
    assert tool_order(client, tool, 10).status_code == 201  # up to the 50
    assert tool_order(signed_in(UserFactory()), tool, 20).status_code == 201  # others buy


def test_one_account_cannot_hold_several_paintings(signed_in):
    client = signed_in(UserFactory())
    paintings = PaintingFactory.create_batch(3, price=Decimal("800"))

    answers = [painting_order(client, p) for p in paintings]

    assert [a.status_code for a in answers] == [201, 201, 409]
    assert answers[2].json()["code"] == "too_many_paintings_held"
    assert not Order.objects.filter(painting=paintings[2]).exists()


def test_the_value_held_is_bounded(signed_in):
    client = signed_in(UserFactory())

    first = painting_order(client, PaintingFactory(price=Decimal("9000")))
    second = painting_order(client, PaintingFactory(price=Decimal("1500")))

    assert first.status_code == 201
    assert second.status_code == 409
    assert second.json()["code"] == "too_much_held"
    assert second.json()["detail"] == (
        "Your unpaid orders would come to more than 10000 USD. Pay for them before ordering more."
    )


def test_one_dear_painting_or_a_crate_of_a_tool_can_always_be_bought(signed_in):
    painting = PaintingFactory(price=Decimal("25000"))
    crate = ToolFactory(minimum_order_quantity=60, available_quantity=120)

    alone = painting_order(signed_in(UserFactory()), painting)
    crated = tool_order(signed_in(UserFactory()), crate, 60)

    assert (alone.status_code, crated.status_code) == (201, 201)


def test_what_is_no_longer_held_counts_no_more(signed_in):
    client = signed_in(UserFactory())
    paintings = PaintingFactory.create_batch(3, price=Decimal("800"))
    held = [painting_order(client, p).json()["_id"] for p in paintings[:2]]

    client.post(f"/api/mypurchase/{held[0]}/cancel")
    Order.objects.filter(pk=held[1]).update(expires_at=timezone.now())  # its hold ended

    assert painting_order(client, paintings[2]).status_code == 201
