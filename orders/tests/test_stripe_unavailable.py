"""Stripe down or hung: a clear 503 within seconds, and the order is untouched."""

import time
from decimal import Decimal

import pytest

from accounts.tests.factories import UserFactory
from accounts.tokens import access_token_for
from devtools.runners import localstripe
from orders.models import Order
from orders.tests.paying import payment_of
from orders.tests.test_payments_api import GOOD, event, post_webhook, signed
from payments.models import Payment, StripeEvent
from payments.tests.stripe_client import card
from shop.tests.factories import ToolFactory

pytestmark = [pytest.mark.django_db, pytest.mark.one_database]

UNAVAILABLE = "Payments are unavailable just now. Please try again in a minute."


@pytest.fixture
def customer_client(api_client):
    customer = UserFactory(email="casey@example.com")
    api_client.credentials(HTTP_AUTHORIZATION=f"Bearer {access_token_for(customer)}")
    api_client.customer = customer
    return api_client


@pytest.fixture
def order(customer_client):
    tool = ToolFactory(price=Decimal("12.35"), minimum_order_quantity=1, available_quantity=10)
    return Order.objects.create(
        customer=customer_client.customer,
        tool=tool,
        item_name=tool.name,
        unit_price=tool.price,
        quantity=2,
        total=Decimal("24.70"),
    )


def start(client, order_id: int):
    began = time.monotonic()
    response = client.post("/api/create-payment-intent", {"order": order_id}, format="json")
    return response, time.monotonic() - began


def assert_unavailable(response) -> None:
    assert response.status_code == 503
    assert response.json()["code"] == "payments_unavailable"
    assert response.json()["detail"] == UNAVAILABLE
    assert response["Retry-After"] == "30"


def assert_untouched(order: Order) -> None:
    order.refresh_from_db()
    assert order.status == Order.Status.PENDING
    assert order.transaction_id == ""


def test_localstripe_stopped_mid_run_gives_503_and_paying_works_once_it_is_back(
    customer_client, order, settings, stopped_host
):
    host = stopped_host  # a reserved port: localstripe starts and stops there
    settings.LOCALSTRIPE_URL = f"http://{host}"
    with localstripe(host):
        started, _ = start(customer_client, order.id)
        assert started.status_code == 200
        method = card(GOOD)
    # localstripe is stopped now.
    payment_before = Payment.objects.values().get(pk=payment_of(order).pk)

    again, seconds = start(customer_client, order.id)
    confirmed = customer_client.post(
        "/api/payments/confirm", {"order": order.id, "paymentMethod": method}, format="json"
    )
    refreshed = customer_client.post("/api/payments/refresh", {"order": order.id}, format="json")

    for response in (again, confirmed, refreshed):
        assert_unavailable(response)
    assert seconds < 5
    assert_untouched(order)
    assert Payment.objects.values().get(pk=payment_of(order).pk) == payment_before
    assert Payment.objects.count() == 1  # no second checkout or PaymentIntent meanwhile

    with localstripe(host):  # back, with no memory of the old PaymentIntent
        assert start(customer_client, order.id)[0].status_code == 200
        method = card(GOOD)
        paid = customer_client.post(
            "/api/payments/confirm", {"order": order.id, "paymentMethod": method}, format="json"
        )
    assert paid.json()["status"] == "succeeded"
    order.refresh_from_db()
    assert order.status == Order.Status.PAID


def test_a_hung_stripe_gives_503_within_a_few_seconds(
    customer_client, order, settings, unresponsive_host
):
    settings.LOCALSTRIPE_URL = f"http://{unresponsive_host}"

    response, seconds = start(customer_client, order.id)

    assert_unavailable(response)
    # The timeout (3 s) and one retry bound the wait.
    assert seconds < 2 * settings.STRIPE_TIMEOUT_SECONDS + 2
    assert_untouched(order)
    assert not Payment.objects.exists()


def test_a_webhook_that_cannot_be_checked_with_stripe_is_503_so_stripe_sends_it_again(
    api_client, order, settings, stopped_host
):
    settings.LOCALSTRIPE_URL = f"http://{stopped_host}"

    response = post_webhook(api_client, *signed(event("pi_123", event_id="evt_down")))

    assert response.status_code == 503
    assert response.json()["code"] == "payments_unavailable"
    assert not StripeEvent.objects.exists()  # not recorded: the retry will be handled
    assert_untouched(order)
