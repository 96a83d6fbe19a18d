"""Correctly signed webhooks with odd contents are never a 500 (Stripe would send them
again for days): an event is recorded and answered 200, a body that is no event 400."""

import hashlib
import hmac
import time

import pytest
from django.test import Client

from conftest import TEST_STRIPE_WEBHOOK_SECRET
from orders.actions import order_place
from orders.models import Order
from orders.tests.test_payments_api import post_webhook, signed
from payments.models import Payment, StripeEvent
from shop.tests.factories import ADDRESS

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server")]


def signature_of(body: bytes) -> str:
    timestamp = int(time.time())
    message = f"{timestamp}.".encode() + body
    digest = hmac.new(TEST_STRIPE_WEBHOOK_SECRET.encode(), message, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={digest}"


def intent_event(event_id: str, **fields) -> dict:
    return {"id": event_id, "object": "event", "type": "payment_intent.succeeded", **fields}


# Events Stripe could send, or a sender with the secret could make: each is recorded once.
ODD_EVENTS = {
    "unknown PaymentIntent": intent_event("evt_1", data={"object": {"id": "pi_nowhere"}}),
    "unknown refund charge": {
        "id": "evt_2",
        "type": "charge.refunded",
        "data": {"object": {"id": "ch_nowhere"}},
    },
    "no data": intent_event("evt_3"),
    "data is null": intent_event("evt_4", data=None),
    "data is a string": intent_event("evt_5", data="pi_x"),
    "data is a list": intent_event("evt_6", data=[{"object": {"id": "pi_x"}}]),
    "object is a string": intent_event("evt_7", data={"object": "pi_x"}),
    "object is a list": intent_event("evt_8", data={"object": ["pi_x"]}),
    "object has no id": intent_event("evt_9", data={"object": {"amount": 5}}),
    "object id is a number": intent_event("evt_10", data={"object": {"id": 12}}),
    "object id is an object": intent_event("evt_11", data={"object": {"id": {"a": "b"}}}),
    "object id is a path": intent_event("evt_12", data={"object": {"id": "pi_1/../../v1/x"}}),
    "object id is long": intent_event("evt_13", data={"object": {"id": "pi_" + "x" * 5000}}),
    "unknown type": {"id": "evt_14", "type": "customer.created", "data": {"object": {}}},
    "an unknown type's payload": {"id": "evt_15", "type": "x" * 100, "data": {"object": []}},
}

# Bodies that are no event at all: refused with 400, nothing recorded.
NOT_EVENTS = {
    "a JSON array": [],
    "an array of events": [intent_event("evt_20")],
    "a string": "evt_21",
    "a number": 7,
    "null": None,
    "no id": {"type": "payment_intent.succeeded"},
    "no type": {"id": "evt_22"},
    "id is a number": {"id": 23, "type": "payment_intent.succeeded"},
    "id is an object": {"id": {"evt": 1}, "type": "payment_intent.succeeded"},
    "type is null": {"id": "evt_24", "type": None},
    "id is too long to record": {"id": "evt_" + "x" * 300, "type": "payment_intent.succeeded"},
    "type is too long to record": {"id": "evt_25", "type": "x" * 200},
    "id is empty": {"id": "", "type": "payment_intent.succeeded"},
    "id holds a NUL": {"id": "evt_\u0000", "type": "payment_intent.succeeded"},
    "type holds a NUL": {"id": "evt_26", "type": "payment_intent.\u0000"},
}


@pytest.fixture
def quiet_client():
    return Client(raise_request_exception=False)  # a bug answers 500 rather than raising


@pytest.mark.parametrize("payload", ODD_EVENTS.values(), ids=ODD_EVENTS.keys())
def test_an_odd_event_is_recorded_and_answered_200_once(quiet_client, payload):
    body, signature = signed(payload)

    first = post_webhook(quiet_client, body, signature)
    again = post_webhook(quiet_client, body, signature)

    assert first.status_code == 200, first.content[:300]
    assert first.json()["received"] is True
    assert first.json()["outcome"] in {"ignored", "unknown payment"}
    assert (again.status_code, again.json()["outcome"]) == (200, "duplicate")
    assert list(StripeEvent.objects.values_list("event_id", flat=True)) == [payload["id"]]


@pytest.mark.parametrize("payload", NOT_EVENTS.values(), ids=NOT_EVENTS.keys())
def test_a_signed_body_that_is_no_event_is_a_400(quiet_client, payload):
    response = post_webhook(quiet_client, *signed(payload))

    assert response.status_code == 400, response.content[:300]
    assert response.json()["code"] == "malformed_event"
    assert response.json()["detail"] == "The webhook body is not a Stripe event."
    assert not StripeEvent.objects.exists()


@pytest.mark.parametrize(
    "body",
    [b"{not json", b'{"id": "evt_1", "type": "x"', "\u00e9".encode("latin-1"), b"1" * 5000],
    ids=["broken", "cut short", "not utf-8", "a number too long"],
)
def test_a_signed_body_that_is_not_json_is_a_400(quiet_client, body):
    response = post_webhook(quiet_client, body, signature_of(body))

    assert response.status_code == 400
    assert response.json()["code"] in {"malformed_event", "invalid_signature"}
    assert not StripeEvent.objects.exists()


def test_an_odd_event_about_a_real_order_changes_nothing(quiet_client, signed_in, customer, tool):
    order = order_place(customer=customer, tool_id=tool.id, quantity=1, address=ADDRESS)
    signed_in(customer).post("/api/create-payment-intent", {"order": order.id}, format="json")
    intent_id = Payment.objects.get().payment_intent_id
    odd = intent_event("evt_30", data={"object": [intent_id]})

    response = post_webhook(quiet_client, *signed(odd))

    assert (response.status_code, response.json()["outcome"]) == (200, "ignored")
    assert Order.objects.get(pk=order.pk).status == "pending"
