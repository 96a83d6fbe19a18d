"""Deeply nested JSON (`[` thirty thousand times) is a 400 in the API's error shape on
every JSON endpoint, before and after sign-in, never a 500."""

import hashlib
import hmac
import time

import pytest
from rest_framework.test import APIClient

from accounts.models import User
from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from conftest import TEST_STRIPE_WEBHOOK_SECRET
from orders.actions import order_place
from payments.models import StripeEvent
from reviews.models import Review
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db

NESTED = b"[" * 30_000
NESTED_IN_A_FIELD = b'{"email": ' + b"[" * 30_000 + b"}"


def client_as(user: User | None = None) -> APIClient:
    client = APIClient(raise_request_exception=False)  # a bug answers 500 rather than raising
    if user is not None:
        client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(user)}")
    return client


def send(client: APIClient, method: str, path: str, body: bytes, **headers):
    return getattr(client, method)(path, data=body, content_type="application/json", **headers)


def assert_bad_json(response) -> None:
    assert response.status_code == 400, response.content[:300]
    body = response.json()
    assert body["code"] == "parse_error"
    assert "JSON" in body["detail"]
    assert body["requestId"] == response["X-Request-ID"]


@pytest.mark.parametrize("body", [NESTED, NESTED_IN_A_FIELD], ids=["array", "in-a-field"])
def test_the_sign_in_exchange_refuses_it_before_anyone_is_known(body):
    # Any bearer gets this far: the body is read before the ID token is checked.
    response = send(
        client_as(), "put", "/api/user/a@example.com", body, HTTP_AUTHORIZATION="Bearer x"
    )

    assert_bad_json(response)
    assert not User.objects.exists()


def test_a_customers_calls_refuse_it_and_change_nothing():
    customer = UserFactory()
    tool = ToolFactory(available_quantity=5, minimum_order_quantity=1)
    client = client_as(customer)

    answers = [
        send(client, "post", "/api/review", NESTED),
        send(client, "post", "/api/mypurchase", NESTED),
        send(client, "post", "/api/create-payment-intent", NESTED),
        send(client, "post", "/api/payments/confirm", NESTED),
        send(client, "post", "/api/payments/refresh", NESTED),
    ]

    for response in answers:
        assert_bad_json(response)
    assert not Review.objects.exists()
    tool.refresh_from_db()
    assert tool.available_quantity == 5


def test_an_admins_calls_refuse_it():
    tool = ToolFactory(name="Easel")
    client = client_as(UserFactory(role=User.Role.ADMIN))
    order = order_place(customer=UserFactory(), tool_id=tool.id, quantity=2, address=ADDRESS)

    for response in [
        send(client, "post", "/api/tools", NESTED),
        send(client, "patch", f"/api/tools/{tool.id}", NESTED),
        send(client, "post", f"/api/manage/orders/{order.id}/ship", NESTED),
    ]:
        assert_bad_json(response)
    tool.refresh_from_db()
    assert tool.name == "Easel"


def test_a_signed_webhook_that_is_nested_too_deeply_is_a_400_and_not_recorded():
    timestamp = int(time.time())
    digest = hmac.new(
        TEST_STRIPE_WEBHOOK_SECRET.encode(), f"{timestamp}.".encode() + NESTED, hashlib.sha256
    ).hexdigest()

    response = send(
        client_as(),
        "post",
        "/api/stripe/webhook",
        NESTED,
        HTTP_STRIPE_SIGNATURE=f"t={timestamp},v1={digest}",
    )

    assert response.status_code == 400
    assert response.json()["code"] == "malformed_event"
    assert not StripeEvent.objects.exists()
