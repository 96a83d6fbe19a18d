"""Paying needs an e-mail address Firebase has verified; placing an order does not."""

import pytest

from accounts.tests.factories import UserFactory
from orders.models import Order
from orders.tests.test_payments_api import GOOD, start
from payments.models import Payment
from payments.tests.stripe_client import card
from shop.tests.factories import DELIVERY_ADDRESS

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server")]

EMAIL_UNVERIFIED = (
    "Please verify your email address before paying. Open the link we sent you, or send a "
    "new one from the banner at the top of the page."
)


def place(client, tool) -> int:
    response = client.post(
        "/api/mypurchase",
        {"tool": tool.id, "toolsQuantity": 1, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )
    assert response.status_code == 201, response.json()
    return response.json()["_id"]


def assert_unverified(response) -> None:
    assert response.status_code == 403
    assert response.json()["code"] == "email_unverified"
    assert response.json()["detail"] == EMAIL_UNVERIFIED


def test_an_unverified_customer_can_order_but_not_pay(signed_in, tool):
    client = signed_in(UserFactory(unverified=True))
    order_id = place(client, tool)

    started = start(client, order_id)
    confirmed = client.post(
        "/api/payments/confirm", {"order": order_id, "paymentMethod": card(GOOD)}, format="json"
    )

    assert_unverified(started)
    assert_unverified(confirmed)
    assert not Payment.objects.exists()
    assert Order.objects.get(pk=order_id).status == "pending"


def test_a_verified_customer_gets_a_client_secret(signed_in, tool):
    client = signed_in(UserFactory())
    order_id = place(client, tool)

    response = start(client, order_id)

    assert response.status_code == 200
    assert response.json()["clientSecret"].startswith("pi_")


def test_without_a_token_it_is_still_401(api_client, tool):
    response = api_client.post("/api/create-payment-intent", {"order": 1}, format="json")

    assert response.status_code == 401


def test_an_account_unverified_after_it_started_a_payment_cannot_refresh_it(signed_in, tool):
    """The outside testers' third round: /api/payments/refresh answered an account that an
    e-mail change had left unverified, with its PaymentIntent's client secret."""
    customer = UserFactory()
    client = signed_in(customer)
    order_id = place(client, tool)
    assert start(client, order_id).status_code == 200
    type(customer).objects.filter(pk=customer.pk).update(email_verified=False)

    refreshed = client.post("/api/payments/refresh", {"order": order_id}, format="json")

    assert_unverified(refreshed)
    assert "clientSecret" not in refreshed.json()
