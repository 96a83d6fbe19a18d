"""Stripe as the tests' browser and dashboard reach it: the localstripe the settings name
(the shop itself only talks to Stripe through payments/stripe_gateway.py)."""

import stripe
from django.conf import settings


def stripe_client() -> stripe.StripeClient:
    return stripe.StripeClient(
        settings.STRIPE_SECRET_KEY, base_addresses={"api": settings.LOCALSTRIPE_URL}
    )


def card(number: str) -> str:
    """What the browser's confirmCardSetup gives the page: a PaymentMethod id."""
    details = {"number": number, "exp_month": 12, "exp_year": 2034, "cvc": "123"}
    return stripe_client().v1.payment_methods.create({"type": "card", "card": details}).id


def pay_behind_the_shops_back(payment_intent_id: str, number: str) -> None:
    """The card is charged at Stripe without the shop's server (a closed tab, say).
    Raises stripe.CardError on a decline."""
    payment_intents = stripe_client().v1.payment_intents
    payment_intents.update(payment_intent_id, {"payment_method": card(number)})
    payment_intents.confirm(payment_intent_id)
