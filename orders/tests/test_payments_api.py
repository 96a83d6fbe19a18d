"""Card payments against a real localstripe (never a mocked Stripe library)."""

import hashlib
import hmac
import json
import time
import urllib.parse
import urllib.request
from decimal import Decimal

import pytest
import stripe
from django.core import mail

from accounts.tests.factories import UserFactory
from conftest import TEST_STRIPE_WEBHOOK_SECRET
from orders.models import Checkout, Order
from payments.models import Payment, StripeCustomer
from payments.tests.stripe_client import card, pay_behind_the_shops_back, stripe_client
from shop.tests.factories import ToolFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server")]

GOOD, DECLINED, THREE_D_SECURE = "4242424242424242", "4000000000000341", "4000002500003155"


@pytest.fixture
def customer():
    return UserFactory(email="casey@example.com", name="Casey")


@pytest.fixture
def order(customer):
    tool = ToolFactory(
        name="Easel", price=Decimal("12.35"), minimum_order_quantity=1, available_quantity=10
    )
    return Order.objects.create(
        customer=customer,
        tool=tool,
        item_name="Easel",
        unit_price=Decimal("12.35"),
        quantity=3,
        total=Decimal("37.05"),
    )


def start(client, order_id: int, **extra):
    return client.post("/api/create-payment-intent", {"order": order_id, **extra}, format="json")


def pay(client, order_id: int, number: str):
    start(client, order_id)
    return client.post(
        "/api/payments/confirm", {"order": order_id, "paymentMethod": card(number)}, format="json"
    )


def test_the_amount_is_the_orders_total_whatever_the_browser_says(signed_in, customer, order):
    response = start(signed_in(customer), order.id, updatePrice=1, amount=1)

    assert response.status_code == 200
    body = response.json()
    assert (body["amount"], body["currency"]) == (3705, "usd")
    assert body["clientSecret"].startswith("pi_") and body["setupSecret"].startswith("seti_")
    intent = stripe_client().v1.payment_intents.retrieve(body["clientSecret"].split("_secret_")[0])
    assert (intent.amount, intent.currency) == (3705, "usd")
    # The order is paid through a checkout of it alone (the shop has no shipping zones: no
    # shipping), which the PaymentIntent names.
    checkout = Checkout.objects.get(pk=body["checkout"])
    assert list(checkout.lines.values_list("order_id", flat=True)) == [order.id]
    assert (checkout.total, checkout.shipping_gross) == (Decimal("37.05"), Decimal("0"))
    assert intent.metadata["checkout_id"] == str(checkout.pk)
    assert "order_id" not in intent.metadata


def test_asking_twice_reuses_the_payment_intent_with_a_fresh_setup(signed_in, customer, order):
    client = signed_in(customer)

    first, second = start(client, order.id).json(), start(client, order.id).json()

    assert first["clientSecret"] == second["clientSecret"]
    assert first["setupSecret"] != second["setupSecret"]
    assert first["checkout"] == second["checkout"]  # its open checkout, reused
    assert Payment.objects.count() == 1


def test_stripe_has_the_customers_email_as_it_is_now(signed_in, customer, order):
    start(signed_in(customer), order.id)
    stripe_customer = StripeCustomer.objects.get(user=customer)
    at_stripe = stripe_client().v1.customers.retrieve
    assert at_stripe(stripe_customer.customer_id).email == "casey@example.com"

    customer.email = "casey.new@example.com"  # changed in Firebase, seen at the next sign-in
    customer.save()
    start(signed_in(customer), order.id)

    assert at_stripe(stripe_customer.customer_id).email == "casey.new@example.com"
    assert StripeCustomer.objects.get(user=customer).customer_id == stripe_customer.customer_id


def test_a_customer_deleted_at_stripe_is_made_again_when_the_email_changed(
    signed_in, customer, order
):
    start(signed_in(customer), order.id)
    gone = StripeCustomer.objects.get(user=customer).customer_id
    stripe_client().v1.customers.delete(gone)
    customer.email = "casey.new@example.com"
    customer.save()

    response = start(signed_in(customer), order.id)

    assert response.status_code == 200, response.json()
    again = StripeCustomer.objects.get(user=customer)
    assert again.customer_id != gone
    assert stripe_client().v1.customers.retrieve(again.customer_id).email == "casey.new@example.com"


def test_a_good_card_pays_the_order_and_sends_a_receipt(
    signed_in, customer, order, django_capture_on_commit_callbacks
):
    client = signed_in(customer)

    with django_capture_on_commit_callbacks(execute=True):
        response = pay(client, order.id, GOOD)

    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "succeeded" and body["transactionId"].startswith("pi_")
    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("paid", body["transactionId"])
    assert client.get(f"/api/mypurchase/{order.id}").json()["status"] == "paid"
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == ["casey@example.com"]
    assert body["transactionId"] in mail.outbox[0].body and "37.05" in mail.outbox[0].body
    assert start(client, order.id).status_code == 409


def test_a_declined_card_shows_stripes_message_and_the_order_can_be_paid_again(
    signed_in, customer, order
):
    client = signed_in(customer)

    declined = pay(client, order.id, DECLINED)

    assert declined.status_code == 402
    assert declined.json() == {
        "detail": "Your card was declined.",
        "code": "card_declined",
        "requestId": declined["X-Request-ID"],
    }
    order.refresh_from_db()
    assert order.status == "pending"
    assert pay(client, order.id, GOOD).json()["status"] == "succeeded"
    order.refresh_from_db()
    assert order.status == "paid"


@pytest.mark.parametrize(("authenticated", "outcome"), [(True, "paid"), (False, "pending")])
def test_three_d_secure_completed_or_failed(
    signed_in, customer, order, stripe_server, authenticated, outcome
):
    client = signed_in(customer)

    response = pay(client, order.id, THREE_D_SECURE)

    assert response.json()["status"] == "requires_action"
    order.refresh_from_db()
    assert order.status == "pending"
    # What the 3-D Secure dialog of the browser's Stripe.js does.
    secret = response.json()["clientSecret"]
    intent_id = secret.split("_secret_")[0]
    request = urllib.request.Request(
        f"{stripe_server}/v1/payment_intents/{intent_id}/_authenticate?success={str(authenticated).lower()}",
        data=json.dumps({"key": "pk_test_localstripe", "client_secret": secret}).encode(),
        method="POST",
    )
    urllib.request.urlopen(request).close()

    refreshed = client.post("/api/payments/refresh", {"order": order.id}, format="json").json()

    order.refresh_from_db()
    assert order.status == outcome
    assert (refreshed["status"] == "succeeded") == authenticated


def test_others_orders_and_unpayable_orders_are_refused(signed_in, customer, order):
    stranger = signed_in(UserFactory())
    assert start(stranger, order.id).status_code == 404
    assert (
        stranger.post(
            "/api/payments/confirm", {"order": order.id, "paymentMethod": "pm_x"}, format="json"
        ).status_code
        == 404
    )

    order.status = Order.Status.CANCELLED
    order.save()
    response = start(signed_in(customer), order.id)
    assert response.status_code == 409 and response.json()["code"] == "not_payable"


def test_an_order_above_stripes_largest_amount_is_refused(signed_in, customer, order):
    order.total = Decimal("1000000.00")  # Stripe's largest USD amount is $999,999.99
    order.save()

    response = start(signed_in(customer), order.id)

    assert response.status_code == 409 and response.json()["code"] == "amount_too_large"
    assert not Payment.objects.exists()


def test_anonymous_visitors_cannot_pay(api_client, order):
    assert start(api_client, order.id).status_code == 401
    assert not Payment.objects.exists()


def signed(payload: dict, secret: str = TEST_STRIPE_WEBHOOK_SECRET) -> tuple[bytes, str]:
    body = json.dumps(payload).encode()
    timestamp = int(time.time())
    digest = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return body, f"t={timestamp},v1={digest}"


def event(intent_id: str, event_id: str = "evt_1") -> dict:
    return {
        "id": event_id,
        "object": "event",
        "type": "payment_intent.succeeded",
        "data": {"object": {"id": intent_id, "object": "payment_intent"}},
    }


def post_webhook(client, body: bytes, signature: str):
    return client.post(
        "/api/stripe/webhook",
        data=body,
        content_type="application/json",
        HTTP_STRIPE_SIGNATURE=signature,
    )


def test_the_webhook_answers_other_methods_with_a_json_405(client):
    response = client.get("/api/stripe/webhook")

    assert response.status_code == 405 and response["Allow"] == "POST"
    assert response.json()["code"] == "method_not_allowed"


def test_a_signed_webhook_marks_the_order_paid_once(client, signed_in, customer, order):
    api = signed_in(customer)
    start(api, order.id)
    payment = Payment.objects.get()
    # The customer's tab closed after the card was charged: only the webhook tells us.
    pay_behind_the_shops_back(payment.payment_intent_id, GOOD)
    body, signature = signed(event(payment.payment_intent_id))

    first = post_webhook(client, body, signature)
    second = post_webhook(client, body, signature)

    assert first.json()["outcome"] == "handled" and second.json()["outcome"] == "duplicate"
    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("paid", payment.payment_intent_id)


def test_a_forged_or_premature_webhook_changes_nothing(client, signed_in, customer, order):
    start(signed_in(customer), order.id)
    payment = Payment.objects.get()

    forged = post_webhook(client, *signed(event(payment.payment_intent_id), secret="whsec_wrong"))
    unsigned = post_webhook(client, json.dumps(event(payment.payment_intent_id)).encode(), "")
    # Correctly signed, but Stripe has not seen this PaymentIntent succeed.
    premature = post_webhook(client, *signed(event(payment.payment_intent_id, "evt_2")))

    assert forged.status_code == unsigned.status_code == 400
    assert premature.status_code == 200
    order.refresh_from_db()
    assert order.status == "pending"


def test_a_webhook_about_a_payment_stripe_does_not_know_changes_nothing(
    client, signed_in, customer, order, stripe_server
):
    start(signed_in(customer), order.id)
    body, signature = signed(event("pi_unknown_to_stripe", "evt_unknown"))

    response = post_webhook(client, body, signature)

    assert response.status_code == 200
    assert response.json()["outcome"] == "unknown payment"
    order.refresh_from_db()
    assert order.status == "pending"


def test_a_failed_payment_webhook_records_the_failure(client, signed_in, customer, order):
    start(signed_in(customer), order.id)
    payment = Payment.objects.get()
    with pytest.raises(stripe.CardError):
        pay_behind_the_shops_back(payment.payment_intent_id, DECLINED)
    failed = {
        **event(payment.payment_intent_id, "evt_failed"),
        "type": "payment_intent.payment_failed",
    }

    response = post_webhook(client, *signed(failed))

    assert response.json()["outcome"] == "handled"
    payment.refresh_from_db()
    assert payment.status == "requires_payment_method"
    assert payment.last_error == "Your card was declined."
    order.refresh_from_db()
    assert order.status == "pending"


def test_cancelling_cancels_the_payment_at_stripe_so_it_can_take_no_money(
    client, signed_in, customer, order
):
    api = signed_in(customer)
    start(api, order.id)
    payment = Payment.objects.get()

    assert api.post(f"/api/mypurchase/{order.id}/cancel").status_code == 200

    # The customer tries to pay in another tab after the cancellation reached Stripe.
    with pytest.raises(stripe.InvalidRequestError):
        pay_behind_the_shops_back(payment.payment_intent_id, GOOD)
    response = post_webhook(client, *signed(event(payment.payment_intent_id, "evt_late")))
    assert response.status_code == 200
    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("cancelled", "")
