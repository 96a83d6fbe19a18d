"""The one door of an order's life: every status change goes through here, from the views,
the Django admin, the jobs, Stripe's webhook and the other apps (returns, profiles, the demo
data). Each action asks payments to move the money at Stripe (payments answers what Stripe
said, and never changes an order), then takes the step in the database (orders.steps, under
the order's row lock). An order is paid through a checkout (orders.checkout), alone or with
others of its customer's.

    place --> pending --pay--> paid --ship--> shipped --deliver--> delivered
                 |               +--refund (before shipping)--> refunded   (stock back)
                 |--cancel (by the customer) --> cancelled                  (stock back)
                 +--expire (the hold ends) --> expired                      (stock back)
    delivered --returned (returns)--> refunded                                (stock back)

Cancelling or expiring cancels the PaymentIntent at Stripe first, so it can never take money
for an order that is gone; money that comes anyway pays the order if its stock can still be
held, and goes back in full otherwise (stripe_reported)."""

import logging
from decimal import Decimal

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from accounts.models import User
from core.errors import Conflict, NotFound
from orders import placing, steps
from orders.checkout import one_order, parcel, part_refund, pay, refund
from orders.checkout import quote as quoting
from orders.models import Checkout, Order, OrderEvent
from payments import services as payments

logger = logging.getLogger(__name__)


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
    checkout_id = pay.open_checkout_of(order)
    if checkout_id is not None:
        pay.void(checkout_id)
    voided = payments.payment_void(order_id=order.pk)
    if voided.report is not None:
        stripe_reported(voided.report)
    pay.void_refusal(voided)
    return voided.payment_intent_id


def _payment_void_newer(order: Order, voided: str) -> None:
    """A PaymentIntent started while the order was being ended is cancelled too (or, if it
    took money, paid or refunded like any late payment)."""
    payment = payments.payment_of(order.pk)
    order.refresh_from_db()
    newer_checkout = pay.open_checkout_of(order) is not None
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
    if order.status != Order.Status.PENDING:
        return steps.cancel(customer=customer, order_id=order.pk)  # refuses it clearly
    voided = _payment_void(order)
    order = steps.cancel(customer=customer, order_id=order.pk)
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
    except payments.PaymentsUnavailable:
        logger.warning("Order %s: Stripe unavailable, it expires on the next run", order_id)
        return False
    expired = steps.expire(order_id=order_id)
    if expired:
        _payment_void_newer(order, voided)
    return expired


def orders_end_for_deleted_account(*, customer: User) -> list[int]:
    """For an account being deleted, in its transaction, its row locked (no order can be
    placed for it meanwhile: placing locks that row too and refuses a deleted account): its
    unpaid orders cancelled and their stock back, in that same transaction. Their
    PaymentIntents are cancelled at Stripe after the commit (no network call under the
    lock); money that came all the same is late money, paid or given back as always."""
    pending = Order.objects.filter(customer=customer, status=Order.Status.PENDING).order_by("pk")
    ended = list(pending.values_list("pk", flat=True))
    for order_id in ended:
        steps.cancel(customer=customer, order_id=order_id)
        transaction.on_commit(lambda order_id=order_id: _payment_void_quietly(order_id))
    return ended


def _payment_void_quietly(order_id: int) -> None:
    try:
        _payment_void(Order.objects.get(pk=order_id))
    except (Conflict, payments.PaymentsUnavailable):
        logger.warning("Order %s: its payment could not be voided after the deletion", order_id)


def _holds_ended():
    """The unpaid orders whose hold has ended (Order.is_overdue), expired or not yet."""
    return Order.objects.filter(status=Order.Status.PENDING, expires_at__lte=timezone.now())


def orders_expire_due(*, limit: int = 500) -> int:
    """Expires the unpaid orders whose hold has ended (the periodic job). Answers how many."""
    ids = list(_holds_ended().order_by("expires_at").values_list("id", flat=True)[:limit])
    return sum(order_expire(order_id=order_id) for order_id in ids)


# --- paying: a checkout of some of the customer's unpaid orders --------------------------------


def checkout_start(
    *,
    customer: User,
    order_ids: list[int],
    address: dict[str, str],
    method_id: int | None,
    total: Decimal,
    certificate_name: str = "",
) -> tuple[Checkout, payments.PaymentStart]:
    """A checkout of these orders to address by the method, at the total the customer saw
    (else TotalChanged, nothing made), with its PaymentIntent and a SetupIntent for the
    card. The customer's open checkouts of any of these orders are voided first."""
    quote = quoting.checkout_quote(
        customer=customer, order_ids=order_ids, country=address["country"], method_id=method_id
    )
    if quote.price.total != total:
        raise pay.TotalChanged(quote)
    return pay.start(
        customer=customer, quote=quote, address=address, certificate_name=certificate_name
    )


def order_checkout_start(
    *, customer: User, order_id: int
) -> tuple[Order, Checkout, payments.PaymentStart]:
    """Paying one order (the payment page): a checkout of that order alone, to its own
    delivery address by the cheapest method, at the total the server quotes, with its
    PaymentIntent (reused while its checkout is) and a fresh SetupIntent for the card."""
    return one_order.start(customer=customer, order_id=order_id)


def checkout_pay(
    *, customer: User, checkout_id: int, payment_method: str
) -> payments.PaymentReport:
    """Pays the checkout's PaymentIntent with the customer's card, on the server, if its
    orders and total are still as the customer saw them (else TotalChanged, nothing
    charged, the checkout voided)."""
    return pay.pay(customer=customer, checkout_id=checkout_id, payment_method=payment_method)


def checkout_pay_check(*, customer: User, checkout_id: int) -> payments.PaymentReport:
    """Asks Stripe again about the checkout's payment (after 3-D Secure, say) and records
    the answer."""
    return pay.check(customer=customer, checkout_id=checkout_id)


def order_checkout_pay(
    *, customer: User, order_id: int, payment_method: str
) -> payments.PaymentReport:
    """Pays the checkout started for the order (order_checkout_start) with the card."""
    return one_order.card_pay(customer=customer, order_id=order_id, payment_method=payment_method)


def order_checkout_check(*, customer: User, order_id: int) -> payments.PaymentReport:
    """Asks Stripe again about the payment of the order's checkout and records the answer
    (409 order_expired when it took no money and the order's hold has ended)."""
    return one_order.check(customer=customer, order_id=order_id)


def stripe_reported(report: payments.PaymentReport) -> steps.Paid | pay.Settled | None:
    """Acts on what Stripe said of a PaymentIntent: a checkout's pays its orders
    (orders.checkout.pay). An order's own (made for one order, in a shop's data from before
    every payment was a checkout's), when it took money, pays the order, but only for its
    own amount and currency. Money that cannot be kept goes back in full. Answers what
    became of the money (None: nothing came)."""
    if report.checkout_id is not None:
        return pay.reported(report)
    return one_order.own_payment_reported(report)


def stripe_webhook_received(*, payload: bytes, signature: str) -> str:
    """One of Stripe's webhook events, verified and recorded once by payments, acted on
    here. Answers what was done (the webhook's "outcome")."""
    news = payments.webhook_receive(payload=payload, signature=signature)
    if news.payment is not None:
        stripe_reported(news.payment)
    if news.refunded is not None:
        return _refund_reported(
            order_id=news.refunded.order_id, checkout_id=news.refunded.checkout_id
        )
    return news.outcome


def _refund_reported(*, order_id: int | None = None, checkout_id: int | None = None) -> str:
    """All of a payment went back at Stripe (our refund, or one made in its dashboard): the
    orders it paid become refunded. Stripe's events come in any order: when the payment's
    own has not come yet, Stripe is asked about the payment first."""
    if checkout_id is not None:
        unpaid = Checkout.objects.filter(pk=checkout_id).exclude(status=Checkout.Status.PAID)
    else:
        unpaid = Order.objects.filter(pk=order_id, status=Order.Status.PENDING)
    if unpaid.exists():
        stripe_reported(payments.payment_refresh(order_id=order_id, checkout_id=checkout_id))
        if unpaid.exists():
            return payments.WebhookOutcome.UNRECORDED_REFUND_IGNORED
    if checkout_id is not None:
        changed = refund.refunded_at_stripe(checkout_id)
    else:
        changed = steps.record_refund(order_id=order_id, by=OrderEvent.By.PAYMENT)
    return payments.WebhookOutcome.HANDLED if changed else payments.WebhookOutcome.DUPLICATE


def payments_reconcile() -> dict[str, int]:
    """Asks Stripe about every checkout and order that has a PaymentIntent and could still
    take money (pending, or ended while a payment was under way) and acts on what it says,
    so a lost webhook loses no payment. Answers counts of what happened."""
    counts = {"checked": 0, "paid": 0, "failed": 0}
    open_payments = Q(payment__isnull=False) & ~Q(payment__status__in=["succeeded", "canceled"])
    ended = [Order.Status.PENDING, Order.Status.CANCELLED, Order.Status.EXPIRED]
    orders = Order.objects.filter(open_payments, status__in=ended)
    not_paid = [Checkout.Status.OPEN, Checkout.Status.VOID]
    checkouts = Checkout.objects.filter(open_payments, status__in=not_paid)
    keys = [{"order_id": pk} for pk in orders.values_list("id", flat=True)] + [
        {"checkout_id": pk} for pk in checkouts.values_list("id", flat=True)
    ]
    for key in keys:
        counts["checked"] += 1
        try:
            report = payments.payment_refresh(**key)
        except (payments.StripeRefused, payments.PaymentsUnavailable) as exc:
            logger.warning("Could not re-check the payment of %s: %s", key, exc)
            counts["failed"] += 1
            continue
        settled = stripe_reported(report)
        if "checkout_id" in key:
            counts["paid"] += len(settled.paid) if settled else 0
        else:
            paid = Order.objects.filter(pk=key["order_id"], status=Order.Status.PAID)
            counts["paid"] += paid.exists()
    return counts


# --- after payment -------------------------------------------------------------------------


def _money_back(order: Order) -> Decimal:
    """The order's money goes back at Stripe: its share of the checkout that paid it (with
    its credit note), or its own payment in full. Answers the amount."""
    if order.checkout_id and order.checkout.transaction_id == order.transaction_id:
        return refund.order_money_back(order)
    payments.payment_refund(order_id=order.pk)
    return order.total


def order_refund(*, admin: User, order_id: int) -> Order:
    """An admin gives a paid, not yet shipped order's money back in full through Stripe;
    the stock returns and the customer is told. The order is claimed for the refund first
    (it cannot ship from then on), Stripe asked with no lock held, then the refund settled;
    a refund Stripe refuses lets the claim go. Two refunds at once refund once: Stripe's
    idempotency key is the order's."""
    order = steps.claim_refund(order_id=order_id)
    try:
        _money_back(order)
    except Exception:
        steps.release_refund(order_id=order.pk)
        raise
    steps.record_refund(order_id=order.pk, by=OrderEvent.By.STAFF, actor=admin)
    order.refresh_from_db()
    return order


def order_return_refund(*, admin: User, order_id: int) -> Decimal:
    """A returned order's money back (its checkout share, with the shipping when nothing
    else of the parcel is kept, and its credit note), then the order refunded with its goods
    back on sale and no e-mail (the return sends its own). Answers the amount (0: refunded
    before). Stripe is asked with no lock held; its idempotency key is the order's."""
    order = Order.objects.select_related("checkout").filter(pk=order_id).first()
    if order is None:
        raise NotFound()
    if order.status == Order.Status.REFUNDED:
        return Decimal("0")
    amount = _money_back(order)
    steps.record_refund(
        order_id=order.pk, by=OrderEvent.By.STAFF, actor=admin, restock=True, quiet=True
    )
    return amount


def order_refund_part(
    *, admin: User, order_id: int, shipping: bool, amount: Decimal | None, reason: str
) -> Order:
    """An admin gives back part of a paid checkout's money, with a reason: `amount` of the
    order's line (the order is kept as it is), or its parcel's shipping. Stripe is asked with
    no lock held (its idempotency key is the part's); the part's credit note is issued, the
    order's history notes it and the customer is told."""
    order = Order.objects.select_related("checkout").filter(pk=order_id).first()
    if order is None:
        raise NotFound()
    part_refund.give_back(admin=admin, order=order, shipping=shipping, amount=amount, reason=reason)
    order.refresh_from_db()
    return order


def order_note(*, order_id: int, by: str, actor: User | None = None, note: str) -> None:
    """A line in the order's history that changes nothing else (a return asked for, its
    parcel received), with no e-mail."""
    with transaction.atomic():
        steps.record_step(steps.lock(order_id), by=by, actor=actor, note=note[:500], quiet=True)


def order_ship(
    *, admin: User, order_id: int, carrier: str, tracking_number: str, tracking_url: str = ""
) -> Order:
    return steps.ship(
        admin=admin,
        order_id=order_id,
        carrier=carrier,
        tracking_number=tracking_number,
        tracking_url=tracking_url,
    )


def order_deliver(*, admin: User, order_id: int) -> Order:
    return steps.deliver(admin=admin, order_id=order_id)


def checkout_ship(
    *, admin: User, checkout_id: int, carrier: str, tracking_number: str, tracking_url: str = ""
) -> Checkout:
    """The checkout's paid orders leave as one parcel with one tracking number: all of them
    or, when one cannot (a refund under way), none."""
    return parcel.ship(
        admin=admin,
        checkout_id=checkout_id,
        carrier=carrier,
        tracking_number=tracking_number,
        tracking_url=tracking_url,
    )
