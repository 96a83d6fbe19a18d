"""The one door of an order's life: every status change goes through here, from the views,
the Django admin, the jobs and Stripe's webhook. Each action asks payments to move the
money at Stripe (payments answers what Stripe said, and never changes an order), then takes
the step in the database (orders.steps, under the order's row lock).

    place --> pending --pay--> paid --ship--> shipped --deliver--> delivered
                 |               +--refund (before shipping)--> refunded   (stock back)
                 |--cancel (by the customer) --> cancelled                  (stock back)
                 +--expire (the hold ends) --> expired                      (stock back)

Cancelling or expiring cancels the PaymentIntent at Stripe first, so it can never take money
for an order that is gone; money that comes anyway pays the order if its stock can still be
held, and goes back in full otherwise (stripe_reported)."""

import logging
from dataclasses import dataclass

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from accounts.models import User
from core.errors import Conflict, NotFound
from core.money import to_minor_units
from orders import checkout_payment, placing, steps
from orders.checkout_payment import checkout_pay, checkout_pay_check, checkout_ship, checkout_start
from orders.models import Checkout, Order
from orders.selectors import own_order
from payments import services as payments
from payments import stripe_gateway as gateway
from shipping.selectors import shipping_set_up

# Paying several orders at once (orders.checkout_payment), through this door too.
__all__ = ["checkout_pay", "checkout_pay_check", "checkout_ship", "checkout_start"]

logger = logging.getLogger(__name__)

S = Order.Status
C = Checkout.Status
By = steps.By


# --- placing ------------------------------------------------------------------------------


def order_place(
    *,
    customer: User,
    address: dict[str, str],
    tool_id: int | None = None,
    quantity: int = 1,
    painting_id: int | None = None,
) -> Order:
    """Orders `quantity` of a tool, or a painting (one of a kind), held for the customer
    until the hold ends (ORDER_HOLD_MINUTES). When an unpaid order past its hold still has
    the painting (the periodic job has not come by yet), that order is expired first, its
    PaymentIntent cancelled at Stripe, and the painting ordered again: free, unless Stripe
    says that order was paid after all."""
    if painting_id is None:
        return placing.tool_order_place(
            customer=customer, tool_id=tool_id, quantity=quantity, address=address
        )
    try:
        return placing.painting_order_place(
            customer=customer, painting_id=painting_id, address=address
        )
    except steps.PaintingHoldEnded:
        for order_id in _holds_ended().filter(painting_id=painting_id).values_list("id", flat=True):
            order_expire(order_id=order_id)
    return placing.painting_order_place(customer=customer, painting_id=painting_id, address=address)


# --- ending an unpaid order -----------------------------------------------------------------


def _payment_void(order: Order) -> str:
    """Makes sure no PaymentIntent can take money for the order (its open checkout's, or
    its own: cancelled at Stripe). When Stripe says the money came already, records it (the
    order becomes paid) and raises Conflict. Answers the order's own PaymentIntent's id (""
    when it has none)."""
    checkout_id = checkout_payment.open_checkout_of(order)
    if checkout_id is not None:
        checkout_payment.checkout_void(checkout_id)
    voided = payments.payment_void(order_id=order.pk)
    if voided.report is not None:
        stripe_reported(voided.report)
    checkout_payment.void_refusal(voided)
    return voided.payment_intent_id


def _payment_void_newer(order: Order, voided: str) -> None:
    """A PaymentIntent started while the order was being ended is cancelled too (or, if it
    took money, paid or refunded like any late payment)."""
    payment = payments.payment_of(order.pk)
    order.refresh_from_db()
    newer_checkout = checkout_payment.open_checkout_of(order) is not None
    if newer_checkout or (payment is not None and payment.payment_intent_id != voided):
        try:
            _payment_void(order)
        except Conflict:
            logger.warning("Order %s: a payment came while it was ending", order.pk)


def order_cancel(*, customer: User, order_id: int) -> Order:
    """The customer cancels an unpaid order: its PaymentIntent first, then the order."""
    order = Order.objects.filter(pk=order_id, customer=customer).first()
    if order is None:
        raise NotFound()
    if order.is_overdue:  # it reads as expired already: it ends as expired
        order_expire(order_id=order.pk)
        raise Conflict("This order has expired and cannot be cancelled.", code="not_cancellable")
    if order.status != S.PENDING:
        return steps.cancelled(customer=customer, order_id=order.pk)  # refuses it clearly
    voided = _payment_void(order)
    order = steps.cancelled(customer=customer, order_id=order.pk)
    _payment_void_newer(order, voided)
    return order


def order_expire(*, order_id: int) -> bool:
    """Ends an unpaid order's hold: its PaymentIntent cancelled at Stripe, then the order
    expired and its stock back. Answers whether it expired (not when the money came in
    time, nor while Stripe cannot be asked: the next run tries again)."""
    order = Order.objects.filter(pk=order_id).first()
    if order is None or not order.is_overdue:
        return False
    try:
        voided = _payment_void(order)
    except Conflict:
        return False
    except gateway.PaymentsUnavailable:
        logger.warning("Order %s: Stripe unavailable, it expires on the next run", order_id)
        return False
    expired = steps.expired(order_id=order_id)
    if expired:
        _payment_void_newer(order, voided)
    return expired


def orders_end_for_deleted_account(*, customer: User) -> list[int]:
    """For an account being deleted, in its transaction, its row locked (no order can be
    placed for it meanwhile: placing locks that row too and refuses a deleted account): its
    unpaid orders cancelled and their stock back, in that same transaction. Their
    PaymentIntents are cancelled at Stripe after the commit (no network call under the
    lock); money that came all the same is late money, paid or given back as always."""
    pending = Order.objects.filter(customer=customer, status=S.PENDING).order_by("pk")
    ended = list(pending.values_list("pk", flat=True))
    for order_id in ended:
        steps.cancelled(customer=customer, order_id=order_id)
        transaction.on_commit(lambda order_id=order_id: _payment_void_quietly(order_id))
    return ended


def _payment_void_quietly(order_id: int) -> None:
    try:
        _payment_void(Order.objects.get(pk=order_id))
    except (Conflict, gateway.PaymentsUnavailable):
        logger.warning("Order %s: its payment could not be voided after the deletion", order_id)


def _holds_ended():
    """The unpaid orders whose hold has ended (Order.is_overdue), expired or not yet."""
    return Order.objects.filter(status=S.PENDING, expires_at__lte=timezone.now())


def orders_expire_due(*, limit: int = 500) -> int:
    """Expires the unpaid orders whose hold has ended (the periodic job). Answers how many."""
    ids = list(_holds_ended().order_by("expires_at").values_list("id", flat=True)[:limit])
    return sum(order_expire(order_id=order_id) for order_id in ids)


# --- paying -------------------------------------------------------------------------------


@dataclass(frozen=True)
class PaymentState:
    """Where an order's card payment stands, as the payment page shows it."""

    status: str  # the PaymentIntent's status at Stripe
    client_secret: str
    transaction_id: str | None
    error: str | None

    @classmethod
    def of(cls, report: payments.PaymentReport) -> "PaymentState":
        intent = report.intent
        return cls(
            status=intent.status,
            client_secret=intent.client_secret,
            transaction_id=intent.id if intent.status == "succeeded" else None,
            error=report.payment.last_error or None,
        )


def _payable(order: Order) -> None:
    if order.is_overdue or order.status == S.EXPIRED:
        raise Conflict(steps.ORDER_EXPIRED, code="order_expired")
    if order.status != S.PENDING:
        raise Conflict(
            f"This order is {order.status}: there is nothing to pay.", code="not_payable"
        )


def _amount(order: Order) -> int:
    """What the order comes to in minor units, refused before Stripe is asked when Stripe
    would refuse it."""
    return checkout_payment.amount_of(order.total, order.currency)


def order_pay_start(*, customer: User, order_id: int) -> tuple[Order, payments.PaymentStart]:
    """The order's PaymentIntent (made once, for the amount the server computes) and a
    fresh SetupIntent for turning the card into a PaymentMethod."""
    order = own_order(customer=customer, order_id=order_id)
    _payable(order)
    if shipping_set_up():
        raise Conflict(
            "Pay for this order at the checkout: it adds the shipping.", code="use_checkout"
        )
    amount = _amount(order)
    started = payments.payment_start(
        user=customer, order_id=order.pk, amount=amount, currency=order.currency
    )
    if started.succeeded is not None:  # the money came already: recorded, then refused
        stripe_reported(started.succeeded)
        order.refresh_from_db()
        _payable(order)
        started = payments.payment_start(
            user=customer, order_id=order.pk, amount=amount, currency=order.currency, reuse=False
        )
    return order, started


def order_pay(*, customer: User, order_id: int, payment_method: str) -> PaymentState:
    """Pays the order's PaymentIntent with the customer's card, on the server."""
    order = own_order(customer=customer, order_id=order_id)
    if payments.payment_of(order.pk) is None:
        raise Conflict("Start the payment first.", code="no_payment")
    _payable(order)
    report = payments.payment_confirm(
        order_id=order.pk, amount=_amount(order), payment_method=payment_method
    )
    stripe_reported(report)
    return PaymentState.of(report)


def order_pay_check(*, customer: User, order_id: int) -> PaymentState:
    """Asks Stripe again (after 3-D Secure, say) and records the answer."""
    order = own_order(customer=customer, order_id=order_id)
    report = payments.payment_refresh(order_id=order.pk)
    stripe_reported(report)
    if not report.succeeded:  # money that came is recorded whatever the hold
        order.refresh_from_db()
        if order.is_overdue or order.status == S.EXPIRED:
            raise Conflict(steps.ORDER_EXPIRED, code="order_expired")
    return PaymentState.of(report)


def stripe_reported(
    report: payments.PaymentReport,
) -> steps.Paid | checkout_payment.Settled | None:
    """Acts on what Stripe said of a PaymentIntent: a checkout's pays its orders
    (orders.checkout_payment); an order's, when it took money, pays the order, but only for
    its own amount and currency; money it cannot keep goes back in full. Answers what
    became of the money (None: nothing came)."""
    if report.checkout_id is not None:
        return checkout_payment.checkout_reported(report)
    if not report.succeeded:
        return None
    order = Order.objects.get(pk=report.order_id)
    if not (
        report.as_recorded
        and report.intent.amount == to_minor_units(order.total, order.currency)
        and report.intent.currency == order.currency
    ):  # never kept: the customer gets it all back
        logger.error("PaymentIntent %s does not match order %s", report.intent.id, order.pk)
        payments.payment_return(
            report, why="Succeeded for another amount, currency or order: refunded in full."
        )
        return None
    paid = steps.paid(order_id=order.pk, transaction_id=report.intent.id)
    if paid == steps.Paid.REFUND:  # the order ended and its stock is gone
        refund_id = payments.payment_return(report)
        logger.warning("Order %s was paid after it ended: refunded %s", order.pk, refund_id)
        steps.refunded(order_id=order.pk, by=By.SYSTEM)
    return paid


def stripe_webhook_received(*, payload: bytes, signature: str) -> str:
    """One of Stripe's webhook events, verified and recorded once by payments, acted on
    here. Answers what was done (the webhook's "outcome")."""
    news = payments.webhook_receive(payload=payload, signature=signature)
    if news.payment is not None:
        stripe_reported(news.payment)
    if news.refunded is not None and news.refunded.checkout_id is not None:
        changed = checkout_payment.checkout_refund_reported(news.refunded.checkout_id)
        return payments.WebhookOutcome.HANDLED if changed else payments.WebhookOutcome.DUPLICATE
    if news.refunded is not None:
        return _refund_reported(news.refunded.order_id)
    return news.outcome


def _refund_reported(order_id: int) -> str:
    """The whole of an order's payment went back at Stripe (our refund, or one made in its
    dashboard): the order becomes refunded."""
    Outcome = payments.WebhookOutcome
    if Order.objects.filter(pk=order_id, status=S.PENDING).exists():
        # Stripe's events come in any order: the payment's own may not have come yet.
        stripe_reported(payments.payment_refresh(order_id=order_id))
        if Order.objects.filter(pk=order_id, status=S.PENDING).exists():
            return Outcome.UNRECORDED_REFUND_IGNORED
    changed = steps.refunded(order_id=order_id, by=By.PAYMENT)
    return Outcome.HANDLED if changed else Outcome.DUPLICATE


def payments_reconcile() -> dict[str, int]:
    """Asks Stripe about every checkout and order that has a PaymentIntent and could still
    take money (pending, or ended while a payment was under way) and acts on what it says,
    so a lost webhook loses no payment. Answers counts of what happened."""
    counts = {"checked": 0, "paid": 0, "failed": 0}
    open_payments = Q(payment__isnull=False) & ~Q(payment__status__in=["succeeded", "canceled"])
    orders = Order.objects.filter(open_payments, status__in=[S.PENDING, S.CANCELLED, S.EXPIRED])
    checkouts = Checkout.objects.filter(open_payments, status__in=[C.OPEN, C.VOID])
    keys = [{"order_id": pk} for pk in orders.values_list("id", flat=True)] + [
        {"checkout_id": pk} for pk in checkouts.values_list("id", flat=True)
    ]
    for key in keys:
        counts["checked"] += 1
        try:
            report = payments.payment_refresh(**key)
        except (gateway.StripeRefused, gateway.PaymentsUnavailable) as exc:
            logger.warning("Could not re-check the payment of %s: %s", key, exc)
            counts["failed"] += 1
            continue
        settled = stripe_reported(report)
        if "checkout_id" in key:
            counts["paid"] += len(settled.paid) if settled else 0
        else:
            counts["paid"] += Order.objects.filter(pk=key["order_id"], status=S.PAID).exists()
    return counts


def payments_reconciled_text(counts: dict[str, int]) -> str:
    """What payments_reconcile did, in a sentence (the Django admin's and the command's)."""
    return (
        f"Checked {counts['checked']} unpaid orders: {counts['paid']} now paid, "
        f"{counts['failed']} could not be checked."
    )


# --- after payment -------------------------------------------------------------------------


def order_refund(*, admin: User, order_id: int) -> Order:
    """An admin gives a paid, not yet shipped order's money back in full through Stripe;
    the stock returns and the customer is told. The order is claimed for the refund first
    (it cannot ship from then on), Stripe asked with no lock held, then the refund settled;
    a refund Stripe refuses lets the claim go. Two refunds at once refund once: Stripe's
    idempotency key is the order's."""
    order = steps.refund_claimed(order_id=order_id)
    try:
        if order.checkout_id and order.checkout.transaction_id == order.transaction_id:
            checkout_payment.checkout_refund(order=order)  # its share of the checkout's
        else:
            payments.payment_refund(order_id=order.pk)
    except Exception:
        steps.refund_released(order_id=order.pk)
        raise
    steps.refunded(order_id=order.pk, by=By.STAFF, actor=admin)
    order.refresh_from_db()
    return order


def order_ship(
    *, admin: User, order_id: int, carrier: str, tracking_number: str, tracking_url: str = ""
) -> Order:
    return steps.shipped(
        admin=admin,
        order_id=order_id,
        carrier=carrier,
        tracking_number=tracking_number,
        tracking_url=tracking_url,
    )


def order_deliver(*, admin: User, order_id: int) -> Order:
    return steps.delivered(admin=admin, order_id=order_id)
