"""The one module that talks to Stripe: typed answers, the shop's own errors, one client
built from the settings (here against localstripe)."""

import dataclasses

import pytest
import stripe

from orders.tests.test_payments_api import DECLINED, GOOD, event, signed
from payments import stripe_gateway as gateway
from payments.tests.stripe_client import card

pytestmark = pytest.mark.usefixtures("stripe_server")


def new_intent(checkout_id: int = 7) -> gateway.PaymentIntent:
    customer_id = gateway.customer_create(email="casey@example.com", user_id=1)
    return gateway.payment_intent_create(
        amount=3705, currency_code="usd", customer_id=customer_id, checkout_id=checkout_id
    )


def test_payment_intents_come_back_as_frozen_dataclasses():
    intent = new_intent(checkout_id=7)

    assert isinstance(intent, gateway.PaymentIntent)
    assert (intent.status, intent.amount, intent.currency) == (
        "requires_payment_method",
        3705,
        "usd",
    )
    assert intent.client_secret.startswith(f"{intent.id}_secret_")
    assert intent.last_error_message == ""
    assert (intent.metadata_checkout_id, intent.metadata_order_id) == (7, None)
    assert gateway.payment_intent_retrieve(intent.id) == intent
    with pytest.raises(dataclasses.FrozenInstanceError):
        intent.status = "succeeded"


def test_an_orders_own_payment_intent_names_the_order():
    """As an older shop's data may hold (every payment is a checkout's now)."""
    customer_id = gateway.customer_create(email="casey@example.com", user_id=1)

    intent = gateway.payment_intent_create(
        amount=3705, currency_code="usd", customer_id=customer_id, order_id=7
    )

    assert (intent.metadata_order_id, intent.metadata_checkout_id) == (7, None)
    assert gateway.payment_intent_retrieve(intent.id) == intent


def test_a_good_card_pays_and_a_declined_one_is_card_declined_with_stripes_message():
    paid = gateway.payment_intent_pay(new_intent().id, payment_method=card(GOOD))
    declined = new_intent(checkout_id=8)
    with pytest.raises(gateway.CardDeclined) as refused:
        gateway.payment_intent_pay(declined.id, payment_method=card(DECLINED))

    assert paid.status == "succeeded"
    assert refused.value.user_message == "Your card was declined."
    assert gateway.payment_intent_retrieve(declined.id).last_error_message == (
        "Your card was declined."
    )


def test_a_setup_intent_is_made_for_the_customer():
    customer_id = gateway.customer_create(email="casey@example.com", user_id=1)

    setup = gateway.setup_intent_create(customer_id=customer_id)

    assert isinstance(setup, gateway.SetupIntent)
    assert setup.client_secret.startswith(f"{setup.id}_secret_")


def test_an_id_stripe_does_not_know_is_an_invalid_request():
    with pytest.raises(gateway.InvalidRequest):
        gateway.payment_intent_retrieve("pi_unknown")
    with pytest.raises(gateway.InvalidRequest):
        gateway.payment_intent_create(
            amount=100, currency_code="usd", customer_id="cus_gone", checkout_id=1
        )


def test_the_client_follows_the_settings_and_leaves_the_librarys_globals_alone(
    settings, stopped_host
):
    assert gateway.payment_intent_retrieve(new_intent().id).amount == 3705
    working = settings.LOCALSTRIPE_URL

    settings.LOCALSTRIPE_URL = f"http://{stopped_host}"
    with pytest.raises(gateway.PaymentsUnavailable):
        gateway.customer_create(email="casey@example.com", user_id=1)

    settings.LOCALSTRIPE_URL = working
    assert gateway.customer_create(email="casey@example.com", user_id=1).startswith("cus_")
    assert stripe.api_key is None and stripe.api_base == "https://api.stripe.com"
    assert stripe.enable_telemetry is False


def test_webhook_events_are_verified_and_typed():
    body, signature = signed(event("pi_123", event_id="evt_9"))

    assert gateway.webhook_event(body, signature) == gateway.WebhookEvent(
        id="evt_9", type="payment_intent.succeeded", object_id="pi_123"
    )
    with pytest.raises(gateway.InvalidSignature):
        gateway.webhook_event(*signed(event("pi_123"), secret="whsec_wrong"))
    with pytest.raises(gateway.InvalidSignature):
        gateway.webhook_event(body, "")
