"""Every call to Stripe goes through here, for real Stripe and for localstripe alike: one
`stripe.StripeClient` built from the settings. Callers get small frozen dataclasses and
the errors below, never the library's objects or exceptions."""

import functools
import json
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import stripe
from django.conf import settings

from core.errors import ServiceUnavailable
from core.money import ZERO_DECIMAL

logger = logging.getLogger(__name__)

# The library's only switch for its telemetry is process-wide.
stripe.enable_telemetry = False


class PaymentsUnavailable(ServiceUnavailable):
    """Stripe unreachable, too slow or failing on its side: try again later."""

    def __init__(self) -> None:
        super().__init__(
            "Payments are unavailable just now. Please try again in a minute.",
            code="payments_unavailable",
        )


class StripeRefused(Exception):
    """Stripe answered and said no; `user_message` is its message for the customer ("" if
    it gave none), `code` and `param` its error code and the parameter it names."""

    def __init__(self, user_message: str = "", *, code: str = "", param: str = "") -> None:
        super().__init__(user_message)
        self.user_message = user_message
        self.code = code
        self.param = param

    def is_missing(self, param: str = "") -> bool:
        """Whether Stripe does not know the thing `param` names (any thing, for "").
        localstripe answers a bare 404 that names no parameter."""
        return self.code == "resource_missing" and self.param in {param, ""}


class CardDeclined(StripeRefused):
    """The card was declined."""


class InvalidRequest(StripeRefused):
    """Stripe refused the request as made: an id it does not know (a deleted customer, a
    reset localstripe), a PaymentMethod that cannot be used, ..."""


class InvalidSignature(Exception):
    """A webhook payload that is not signed with the endpoint's secret."""


class MalformedEvent(Exception):
    """A correctly signed webhook body that is not an event Stripe would send."""


# The shapes of a webhook event's id and type that fit payments.StripeEvent's columns (no
# NUL, which PostgreSQL refuses), and of the ids Stripe gives its objects (pi_..., ch_...):
# an object id of any other shape is never sent to Stripe.
EVENT_ID = re.compile(r"[A-Za-z0-9_-]{1,255}")
EVENT_TYPE = re.compile(r"[a-z0-9_.]{1,128}")
STRIPE_ID = re.compile(r"[a-z]{2,8}_[A-Za-z0-9_]{1,200}")


@dataclass(frozen=True)
class PaymentIntent:
    id: str
    status: str
    amount: int  # in the currency's smallest unit
    currency: str
    client_secret: str
    last_error_message: str  # why the last attempt failed, "" if it did not
    metadata_order_id: int | None  # an order's own PaymentIntent's order
    metadata_checkout_id: int | None = None  # the checkout it was made for


@dataclass(frozen=True)
class SetupIntent:
    id: str
    client_secret: str


@dataclass(frozen=True)
class WebhookEvent:
    id: str
    type: str
    object_id: str  # what the event is about (the PaymentIntent of payment_intent.*)


# Stripe takes amounts of at most eight digits (99999999 is $999,999.99).
MAX_AMOUNT = 99_999_999

# The least Stripe charges, in the currency's smallest unit (Stripe's list; 50 elsewhere).
MINIMUM_CHARGE = {"usd": 50, "eur": 50, "gbp": 30, "cad": 50, "aud": 50, "chf": 50, "jpy": 50}
CURRENCY_SYMBOLS = {"usd": "$", "eur": "€", "gbp": "£", "cad": "CA$", "aud": "A$", "jpy": "¥"}


def minimum_charge(currency_code: str) -> tuple[int, str]:
    """The least amount Stripe charges in the currency, in its smallest unit and in words
    ("$0.50")."""
    code = currency_code.lower()
    amount = MINIMUM_CHARGE.get(code, 50)
    major = f"{amount}" if code in ZERO_DECIMAL else f"{Decimal(amount) / 100:.2f}"
    symbol = CURRENCY_SYMBOLS.get(code)
    return amount, f"{symbol}{major}" if symbol else f"{major} {code.upper()}"


def currency() -> str:
    return settings.SHOP_CURRENCY.lower()


@functools.lru_cache(maxsize=4)
def _client_for(api_key: str, api_base: str | None, timeout: float) -> stripe.StripeClient:
    return stripe.StripeClient(
        api_key,
        base_addresses={"api": api_base} if api_base else None,
        # Bounded: a customer waits at most about two timeouts (one retry) for an answer.
        max_network_retries=1,
        http_client=stripe.RequestsClient(timeout=timeout),
    )


def _client() -> stripe.StripeClient:
    """The client for the settings as they are now (tests change them)."""
    return _client_for(
        settings.STRIPE_SECRET_KEY,
        settings.LOCALSTRIPE_URL or None,
        float(settings.STRIPE_TIMEOUT_SECONDS),
    )


def _guarded(call: Callable) -> Callable:
    """Stripe's exceptions as ours: unreachable, too slow or failing on its side is a
    PaymentsUnavailable (a 503 that says try again); a refusal is a StripeRefused."""

    @functools.wraps(call)
    def guarded(*args, **kwargs):
        try:
            return call(*args, **kwargs)
        except (stripe.APIConnectionError, stripe.RateLimitError) as exc:
            logger.warning("Stripe unreachable in %s: %s", call.__name__, exc)
            raise PaymentsUnavailable() from exc
        except stripe.APIError as exc:
            logger.error("Stripe failed in %s: %s", call.__name__, exc)
            raise PaymentsUnavailable() from exc
        except stripe.CardError as exc:
            raise CardDeclined(exc.user_message or "", code=exc.code or "") from exc
        except stripe.InvalidRequestError as exc:
            missing = "resource_missing" if exc.http_status == 404 else ""
            raise InvalidRequest(
                exc.user_message or "", code=exc.code or missing, param=exc.param or ""
            ) from exc
        except stripe.StripeError as exc:  # a wrong key, a forbidden call, ...
            logger.error("Stripe refused %s: %s", call.__name__, exc)
            raise StripeRefused(exc.user_message or "") from exc

    return guarded


def _payment_intent(intent: Any) -> PaymentIntent:
    data = intent.to_dict()
    metadata = data.get("metadata") or {}
    order_id = str(metadata.get("order_id", ""))
    checkout_id = str(metadata.get("checkout_id", ""))
    return PaymentIntent(
        id=data["id"],
        status=data["status"],
        amount=data["amount"],
        currency=data["currency"],
        client_secret=data.get("client_secret") or "",
        last_error_message=(data.get("last_payment_error") or {}).get("message") or "",
        metadata_order_id=int(order_id) if order_id.isdigit() else None,
        metadata_checkout_id=int(checkout_id) if checkout_id.isdigit() else None,
    )


@_guarded
def customer_create(*, email: str, user_id: int) -> str:
    """A new Stripe Customer; answers its id."""
    return _client().v1.customers.create({"email": email, "metadata": {"user_id": str(user_id)}}).id


@_guarded
def customer_email_update(customer_id: str, *, email: str) -> None:
    """The e-mail Stripe keeps for the customer (and sends its receipts to)."""
    _client().v1.customers.update(customer_id, {"email": email})


@_guarded
def customer_delete(customer_id: str) -> None:
    """Deletes the Stripe Customer with its saved cards (its payments stay at Stripe, for
    the books); one Stripe no longer knows is gone already."""
    try:
        _client().v1.customers.delete(customer_id)
    except stripe.InvalidRequestError as exc:
        if exc.http_status != 404:
            raise


@_guarded
def setup_intent_create(*, customer_id: str) -> SetupIntent:
    """A SetupIntent for turning the customer's card into a PaymentMethod in the browser."""
    setup = _client().v1.setup_intents.create(
        {"customer": customer_id, "payment_method_types": ["card"]}
    )
    return SetupIntent(id=setup.id, client_secret=setup.client_secret)


@_guarded
def payment_intent_create(
    *,
    amount: int,
    currency_code: str,
    customer_id: str,
    order_id: int | None = None,
    checkout_id: int | None = None,
    replaces: str = "",
) -> PaymentIntent:
    """One PaymentIntent per checkout (or order) and attempt (the key names the one it
    replaces); its metadata names what it pays."""
    kind, key = ("checkout", checkout_id) if checkout_id is not None else ("order", order_id)
    intent = _client().v1.payment_intents.create(
        {
            "amount": amount,
            "currency": currency_code,
            "customer": customer_id,
            "payment_method_types": ["card"],
            "metadata": {f"{kind}_id": str(key)},
        },
        {"idempotency_key": f"{kind}-{key}-{amount}-{currency_code}-{replaces or 'first'}"},
    )
    return _payment_intent(intent)


@_guarded
def payment_intent_cancel(payment_intent_id: str) -> PaymentIntent:
    """Cancels the PaymentIntent so that it can never take money. Raises InvalidRequest
    when Stripe will not (it succeeded already, say: ask with payment_intent_retrieve)."""
    return _payment_intent(_client().v1.payment_intents.cancel(payment_intent_id))


@dataclass(frozen=True)
class Refund:
    id: str
    amount: int
    currency: str
    status: str


def _refund(refund: Any) -> Refund:
    data = refund.to_dict()
    return Refund(
        id=data["id"], amount=data["amount"], currency=data["currency"], status=data["status"]
    )


@_guarded
def refund_create(
    payment_intent_id: str,
    *,
    order_id: int | None = None,
    checkout_id: int | None = None,
    part_id: int | None = None,
    amount: int | None = None,
) -> Refund:
    """Gives the payment back: all of it, or `amount` of it for one order of a checkout or
    for a part an admin gives back. Once per order, per part (or per checkout for all of
    it), whatever the retries."""
    if part_id is not None:
        kind, key = "part", part_id
    elif order_id is not None:
        kind, key = "order", order_id
    else:
        kind, key = "checkout", checkout_id
    params: dict[str, Any] = {
        "payment_intent": payment_intent_id,
        "metadata": {f"{kind}_id": str(key)},
    }
    if amount is not None:
        params["amount"] = amount
    refund = _client().v1.refunds.create(
        params, {"idempotency_key": f"refund-{kind}-{key}-{payment_intent_id}"}
    )
    return _refund(refund)


@_guarded
def refunds_of(payment_intent_id: str) -> list[Refund]:
    """The refunds Stripe made of a PaymentIntent's money (ours or from its dashboard)."""
    page = _client().v1.refunds.list({"payment_intent": payment_intent_id, "limit": 100})
    return [_refund(refund) for refund in page.data]


@_guarded
def charge_payment_intent(charge_id: str) -> str:
    """The PaymentIntent a charge belongs to ("" for none)."""
    return _client().v1.charges.retrieve(charge_id).to_dict().get("payment_intent") or ""


@_guarded
def payment_intent_retrieve(payment_intent_id: str) -> PaymentIntent:
    return _payment_intent(_client().v1.payment_intents.retrieve(payment_intent_id))


@_guarded
def payment_intent_pay(payment_intent_id: str, *, payment_method: str) -> PaymentIntent:
    """Attaches the card and confirms on the server (modify then confirm: localstripe
    answers 500 to a confirm that names the card). Raises CardDeclined on a decline."""
    payment_intents = _client().v1.payment_intents
    payment_intents.update(payment_intent_id, {"payment_method": payment_method})
    try:
        return _payment_intent(payment_intents.confirm(payment_intent_id))
    except stripe.CardError as exc:
        logger.info("Card declined for %s: %s", payment_intent_id, exc.user_message)
        raise


def webhook_event(payload: bytes, signature: str) -> WebhookEvent:
    """The event, verified on the raw body with the endpoint's signing secret (no call to
    Stripe). Raises InvalidSignature, or MalformedEvent for a signed body that is no event
    (not JSON, nested too deeply, not an object with a string id and type). Whatever else
    it holds is only a hint: `object_id` is "" unless it looks like a Stripe id."""
    try:
        stripe.WebhookSignature.verify_header(
            payload, signature, settings.STRIPE_WEBHOOK_SECRET, stripe.Webhook.DEFAULT_TOLERANCE
        )
    except (ValueError, stripe.SignatureVerificationError) as exc:
        raise InvalidSignature(str(exc)) from exc
    try:
        data = json.loads(payload)
    except (ValueError, RecursionError) as exc:
        raise MalformedEvent() from exc
    if not isinstance(data, dict):
        raise MalformedEvent()
    event_id, event_type = data.get("id"), data.get("type")
    if not (isinstance(event_id, str) and EVENT_ID.fullmatch(event_id)):
        raise MalformedEvent()
    if not (isinstance(event_type, str) and EVENT_TYPE.fullmatch(event_type)):
        raise MalformedEvent()
    body = data.get("data")
    subject = body.get("object") if isinstance(body, dict) else None
    object_id = subject.get("id") if isinstance(subject, dict) else None
    if not (isinstance(object_id, str) and STRIPE_ID.fullmatch(object_id)):
        object_id = ""
    return WebhookEvent(id=event_id, type=event_type, object_id=object_id)
