"""A checkout's money at Stripe (or an order's own, in an older shop's data): its
PaymentIntent, the card, 3-D Secure, cancelling and refunding it, and recording what Stripe
says. What it pays is known here by its key (`checkout_id=` or `order_id=`), amount and
currency only: what Stripe's word means is for orders.actions to decide, so every function
answers what Stripe said (a PaymentReport) instead of acting on it."""

import functools
import logging
from dataclasses import dataclass
from enum import StrEnum

from django.db import IntegrityError

from accounts.models import User
from core.errors import ApplicationError, Conflict, PaymentDeclined
from payments import stripe_gateway as gateway
from payments.models import Payment, StripeCustomer

logger = logging.getLogger(__name__)

# PaymentIntent statuses in which the customer can still pay it.
REUSABLE = {"requires_payment_method", "requires_confirmation", "requires_action", "processing"}


@dataclass(frozen=True)
class PaymentReport:
    """What Stripe last said of an order's PaymentIntent, as recorded on its Payment."""

    payment: Payment
    intent: gateway.PaymentIntent

    @property
    def order_id(self) -> int | None:
        return self.payment.order_id

    @property
    def checkout_id(self) -> int | None:
        return self.payment.checkout_id

    @property
    def succeeded(self) -> bool:
        return self.intent.status == "succeeded"

    @property
    def as_recorded(self) -> bool:
        """The PaymentIntent is the one recorded, made for this very checkout (or order),
        for the amount and currency recorded."""
        payment, intent = self.payment, self.intent
        return (
            intent.id == payment.payment_intent_id
            and intent.metadata_order_id == payment.order_id
            and intent.metadata_checkout_id == payment.checkout_id
            and intent.amount == payment.amount
            and intent.currency == payment.currency
        )


@dataclass(frozen=True)
class PaymentStart:
    """A PaymentIntent ready for the card (client_secret) and a SetupIntent to turn the card
    into a PaymentMethod (setup_secret); or, in `succeeded`, Stripe's word that the order's
    PaymentIntent took its money already."""

    payment: Payment
    client_secret: str = ""
    setup_secret: str = ""
    succeeded: PaymentReport | None = None


class VoidOutcome(StrEnum):
    NO_PAYMENT = "no payment"  # the order never had a PaymentIntent
    CANCELLED = "cancelled"  # it can never take money (or Stripe does not know it)
    SUCCEEDED = "succeeded"  # the money came already
    IN_PROGRESS = "in progress"  # Stripe is still working on it: ask again later


@dataclass(frozen=True)
class Voided:
    outcome: VoidOutcome
    payment_intent_id: str = ""
    report: PaymentReport | None = None


def record(payment: Payment, intent: gateway.PaymentIntent) -> PaymentReport:
    """Stores what Stripe says about the PaymentIntent."""
    payment.status = intent.status
    payment.last_error = intent.last_error_message
    payment.save(update_fields=["status", "last_error", "updated_at"])
    return PaymentReport(payment, intent)


def _for(order_id: int | None, checkout_id: int | None) -> dict[str, int]:
    """What a payment is for, as a lookup: exactly one of the two keys."""
    if (order_id is None) == (checkout_id is None):
        raise TypeError("a payment is for an order or a checkout")
    return {"order_id": order_id} if checkout_id is None else {"checkout_id": checkout_id}


def payment_of(order_id: int | None = None, *, checkout_id: int | None = None) -> Payment | None:
    return Payment.objects.filter(**_for(order_id, checkout_id)).first()


def _customer_id(user: User, *, forget: bool = False) -> str:
    """The user's Stripe customer, with the user's e-mail as it is now (a customer who
    changed it gets Stripe's receipts at the new one); `forget` drops one Stripe no longer
    knows (the gateway's InvalidRequest for a missing customer)."""
    if forget:
        StripeCustomer.objects.filter(user=user).delete()
    known = StripeCustomer.objects.filter(user=user).first()
    if known:
        if known.email != user.email:
            try:
                gateway.customer_email_update(known.customer_id, email=user.email)
            except gateway.InvalidRequest as exc:
                if not exc.is_missing("id"):
                    raise
                return _customer_id(user, forget=True)  # deleted at Stripe: a new one
            StripeCustomer.objects.filter(pk=known.pk).update(email=user.email)
        return known.customer_id
    customer_id = gateway.customer_create(email=user.email, user_id=user.id)
    try:
        StripeCustomer.objects.create(user=user, customer_id=customer_id, email=user.email)
    except IntegrityError:  # a parallel request made one first
        return StripeCustomer.objects.get(user=user).customer_id
    return customer_id


def customer_forget(*, user: User) -> None:
    """The user's Stripe Customer (their e-mail and saved cards at Stripe) deleted, and the
    shop's record of it: for an account being deleted. Stripe first, so a Stripe that
    cannot be asked (PaymentsUnavailable) leaves everything as it was."""
    known = StripeCustomer.objects.filter(user=user).first()
    if known is None:
        return
    gateway.customer_delete(known.customer_id)
    known.delete()


def _intent_reusable(
    payment: Payment | None, *, amount: int, currency: str
) -> gateway.PaymentIntent | PaymentReport | None:
    """The order's PaymentIntent if it is for this amount and can still be paid; Stripe's
    report if it took the money already; None for a new one (a failed attempt's is
    cancelled: localstripe cannot retry it)."""
    if payment is None or payment.amount != amount or payment.currency != currency:
        return None
    try:
        intent = gateway.payment_intent_retrieve(payment.payment_intent_id)
    except gateway.InvalidRequest:  # e.g. localstripe was reset
        return None
    if intent.status == "succeeded":
        return record(payment, intent)
    if intent.status not in REUSABLE:
        return None
    if intent.status == "requires_payment_method" and (
        payment.last_error or intent.last_error_message
    ):
        _intent_retire(intent.id)
        return None
    return intent


def _intent_create(
    *, user: User, paying: dict[str, int], amount: int, currency: str, replaces: str
) -> gateway.PaymentIntent:
    """A new PaymentIntent for the checkout (or order), for the user's Stripe customer
    (made again if Stripe no longer knows it)."""
    create = functools.partial(
        gateway.payment_intent_create,
        amount=amount,
        currency_code=currency,
        replaces=replaces,
        **paying,
    )
    try:
        return create(customer_id=_customer_id(user))
    except gateway.InvalidRequest as exc:
        if not exc.is_missing("customer"):  # only that means the customer was deleted at Stripe
            raise ApplicationError(
                exc.user_message or "The payment could not be started. Please try again.",
                code="payment_failed",
            ) from exc
        return create(customer_id=_customer_id(user, forget=True))


def _intent_retire(payment_intent_id: str) -> None:
    """Best effort: an old PaymentIntent (another amount, a failed attempt) is cancelled.
    Should it have taken money after all, the webhook or the reconcile job finds no order
    paying with it and nothing is lost: Stripe still holds the record."""
    try:
        gateway.payment_intent_cancel(payment_intent_id)
    except gateway.InvalidRequest:
        pass


def payment_start(
    *,
    user: User,
    amount: int,
    currency: str,
    order_id: int | None = None,
    checkout_id: int | None = None,
    reuse: bool = True,
) -> PaymentStart:
    """The checkout's (or order's) PaymentIntent for `amount` (in the currency's smallest
    unit), made once and reused while it can be paid, and a fresh SetupIntent for the card.
    `reuse=False` makes a new one whatever the old one says."""
    paying = _for(order_id, checkout_id)
    payment = Payment.objects.filter(**paying).first()
    intent = _intent_reusable(payment, amount=amount, currency=currency) if reuse else None
    if isinstance(intent, PaymentReport):
        return PaymentStart(payment=intent.payment, succeeded=intent)
    if intent is None:
        if payment is not None:  # the one it replaces can never take money afterwards
            _intent_retire(payment.payment_intent_id)
        intent = _intent_create(
            user=user,
            paying=paying,
            amount=amount,
            currency=currency,
            replaces=payment.payment_intent_id if payment else "",
        )
    payment, _ = Payment.objects.update_or_create(
        **paying,
        defaults={
            "payment_intent_id": intent.id,
            "amount": amount,
            "currency": currency,
            "status": intent.status,
            "last_error": "",
        },
    )
    setup = gateway.setup_intent_create(customer_id=_customer_id(user))
    return PaymentStart(
        payment=payment, client_secret=intent.client_secret, setup_secret=setup.client_secret
    )


def _started(order_id: int | None, checkout_id: int | None) -> Payment:
    payment = payment_of(order_id, checkout_id=checkout_id)
    if payment is None:
        raise Conflict("Start the payment first.", code="no_payment")
    return payment


def payment_confirm(
    *,
    amount: int,
    payment_method: str,
    order_id: int | None = None,
    checkout_id: int | None = None,
) -> PaymentReport:
    """Pays the PaymentIntent (for `amount`) with the customer's card, on the server; a
    declined card raises PaymentDeclined with Stripe's message."""
    payment = _started(order_id, checkout_id)
    if payment.amount != amount:
        raise Conflict("Start the payment again.", code="no_payment")
    try:
        intent = gateway.payment_intent_pay(
            payment.payment_intent_id, payment_method=payment_method
        )
    except gateway.CardDeclined as exc:
        message = exc.user_message or "The card was declined."
        Payment.objects.filter(pk=payment.pk).update(
            status="requires_payment_method", last_error=message
        )
        raise PaymentDeclined(message, code="card_declined") from exc
    except gateway.InvalidRequest as exc:
        raise ApplicationError(
            exc.user_message or "The card could not be used. Please try again.",
            code="payment_failed",
        ) from exc
    return record(payment, intent)


def payment_refresh(
    *, order_id: int | None = None, checkout_id: int | None = None
) -> PaymentReport:
    """Asks Stripe again about the PaymentIntent (after 3-D Secure, say)."""
    payment = _started(order_id, checkout_id)
    return record(payment, gateway.payment_intent_retrieve(payment.payment_intent_id))


def payment_void(*, order_id: int | None = None, checkout_id: int | None = None) -> Voided:
    """Makes sure the PaymentIntent can never take money: cancelled at Stripe. Answers what
    Stripe said (and, when it has a word on the payment, its report)."""
    payment = payment_of(order_id, checkout_id=checkout_id)
    if payment is None:
        return Voided(VoidOutcome.NO_PAYMENT)
    try:
        intent = gateway.payment_intent_cancel(payment.payment_intent_id)
    except gateway.InvalidRequest as exc:
        if exc.is_missing():  # Stripe does not know it (a reset localstripe): it cannot pay
            return Voided(VoidOutcome.CANCELLED, payment.payment_intent_id)
        intent = gateway.payment_intent_retrieve(payment.payment_intent_id)
    report = record(payment, intent)
    if intent.status == "succeeded":
        outcome = VoidOutcome.SUCCEEDED
    elif intent.status == "canceled":
        outcome = VoidOutcome.CANCELLED
    else:
        outcome = VoidOutcome.IN_PROGRESS
    return Voided(outcome, payment.payment_intent_id, report)


def payment_refund(
    *,
    order_id: int | None,
    checkout_id: int | None = None,
    amount: int | None = None,
    part_id: int | None = None,
) -> str:
    """Gives the order's payment back in full through Stripe; or, for an order paid in a
    checkout, `amount` of the checkout's payment (once per order, or once per `part_id`: a
    part an admin gives back). Answers the Refund's id."""
    payment = payment_of(None if checkout_id else order_id, checkout_id=checkout_id)
    if payment is None:
        raise Conflict("This order has no card payment to refund.", code="no_payment")
    try:
        refund = gateway.refund_create(
            payment.payment_intent_id, order_id=order_id, part_id=part_id, amount=amount
        )
    except gateway.InvalidRequest as exc:
        raise Conflict(
            exc.user_message or "Stripe would not refund this payment.", code="refund_refused"
        ) from exc
    Payment.objects.filter(pk=payment.pk).update(refund_id=refund.id)
    return refund.id


def payment_left(*, checkout_id: int) -> int:
    """What of the checkout's payment Stripe has not given back yet, in minor units: its
    refunds counted as Stripe lists them (ours, and those made in its dashboard)."""
    payment = payment_of(checkout_id=checkout_id)
    if payment is None:
        return 0
    refunds = gateway.refunds_of(payment.payment_intent_id)
    return payment.amount - sum(r.amount for r in refunds if r.status in {"succeeded", "pending"})


def payment_return(report: PaymentReport, *, why: str = "") -> str:
    """Money Stripe took that must not be kept (for another amount, order or checkout, or
    for orders that are gone) goes back in full; `why` is noted on the Payment."""
    refund = gateway.refund_create(
        report.intent.id, order_id=report.order_id, checkout_id=report.checkout_id
    )
    changes = {"refund_id": refund.id, **({"last_error": why} if why else {})}
    Payment.objects.filter(pk=report.payment.pk).update(**changes)
    return refund.id
