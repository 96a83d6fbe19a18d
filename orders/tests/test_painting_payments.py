"""Paying for a painting, refunding it and money that comes late, against a real
localstripe (issue 15): the painting is sold once, and is for sale again when its money
goes back. Each test ends with the books balanced."""

from decimal import Decimal

import pytest

from accounts.tests.factories import UserFactory
from orders.models import Order
from orders.tests.test_order_life_payments import (
    assert_books_balance,
    money_after_expiry,
    paid_through_the_shop,
    started,
)
from orders.tests.test_payments_api import event, post_webhook, signed
from payments import stripe_gateway as gateway
from payments.tests.stripe_client import stripe_client
from shop.tests.factories import DELIVERY_ADDRESS, PaintingFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server")]


@pytest.fixture
def painting():
    return PaintingFactory(title="Winter Birches", price=Decimal("520.00"))


def buy(client, painting) -> Order:
    response = client.post(
        "/api/mypurchase",
        {"painting": painting.id, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )
    assert response.status_code == 201, response.json()
    return Order.objects.get(pk=response.json()["_id"])


def state(client, painting) -> str:
    return client.get(f"/api/paintings/{painting.id}").json()["state"]


def test_a_paid_painting_is_sold_to_everyone_and_cannot_be_bought_again(
    client, signed_in, customer, painting
):
    order = buy(signed_in(customer), painting)
    payment = paid_through_the_shop(signed_in(customer), order)

    assert (payment.amount, payment.currency) == (52000, "usd")
    order.refresh_from_db()
    assert order.status == "paid"
    assert state(client, painting) == "sold"
    again = signed_in(UserFactory()).post(
        "/api/mypurchase",
        {"painting": painting.id, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )
    assert (again.status_code, again.json()["code"]) == (409, "painting_sold")
    assert_books_balance()


def test_an_admins_refund_puts_the_painting_on_sale_again(
    client, signed_in, customer, admin, painting
):
    order = buy(signed_in(customer), painting)
    payment = paid_through_the_shop(signed_in(customer), order)

    response = signed_in(admin).post(f"/api/manage/orders/{order.id}/refund")

    assert response.status_code == 200
    assert [(r.amount, r.status) for r in gateway.refunds_of(payment.payment_intent_id)] == [
        (52000, "succeeded")
    ]
    assert state(client, painting) == "available"
    assert buy(signed_in(UserFactory()), painting).status == "pending"
    assert_books_balance()


def test_late_money_buys_the_painting_when_nobody_else_has(client, signed_in, customer, painting):
    api = signed_in(customer)
    order = buy(api, painting)
    payment = money_after_expiry(api, order)
    assert state(client, painting) == "available"

    post_webhook(client, *signed(event(payment.payment_intent_id, "evt_late_painting")))

    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("paid", payment.payment_intent_id)
    assert gateway.refunds_of(payment.payment_intent_id) == []
    assert state(client, painting) == "sold"
    assert_books_balance()


def test_late_money_is_refunded_when_someone_else_bought_the_painting(
    client, signed_in, customer, painting
):
    api = signed_in(customer)
    order = buy(api, painting)
    payment = money_after_expiry(api, order)
    other = buy(signed_in(UserFactory()), painting)  # the painting was free: someone took it

    post_webhook(client, *signed(event(payment.payment_intent_id, "evt_late_painting")))

    order.refresh_from_db()
    assert order.status == "refunded"
    refunds = gateway.refunds_of(payment.payment_intent_id)
    assert [(r.amount, r.status) for r in refunds] == [(52000, "succeeded")]
    other.refresh_from_db()
    assert other.status == "pending"
    assert state(client, painting) == "reserved"
    assert_books_balance()


def test_cancelling_a_painting_order_voids_its_payment_and_frees_the_painting(
    client, signed_in, customer, painting
):
    api = signed_in(customer)
    order = buy(api, painting)
    payment = started(api, order)

    response = api.post(f"/api/mypurchase/{order.id}/cancel")

    assert response.json()["status"] == "cancelled"
    assert stripe_client().v1.payment_intents.retrieve(payment.payment_intent_id).status == (
        "canceled"
    )
    assert state(client, painting) == "available"
    assert_books_balance()
