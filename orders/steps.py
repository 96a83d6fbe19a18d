"""The order's steps in the database, each a guarded transition under the order's row lock,
with its history row, its e-mail and the stock it moves. Private to the orders app:
orders.actions calls these after (or instead of) the money's side at Stripe."""

from datetime import timedelta
from enum import StrEnum

from django.db import transaction
from django.db.models import F
from django.db.models.functions import Coalesce
from django.utils import timezone

from accounts.models import User
from apicache.services import version_bump
from certificates.services import certificate_issue, certificate_revoke
from core.errors import Conflict, NotFound
from orders.emails import order_email_queue
from orders.models import Order, OrderEvent
from orders.order_sql import painting_live_orders
from shop.models import Painting, Tool
from shop.selectors import PAINTING_RESPONSES, TOOL_RESPONSES

ALREADY_SHIPPED = "This order has shipped and cannot be refunded."
PAINTING_RESERVED = "Someone is buying this painting right now"
PAINTING_SOLD = "This painting has been sold"
ORDER_EXPIRED = "This order has expired. Please order again."
ALREADY_PAID = "This order has already been paid, so it cannot be cancelled."
PAYMENT_IN_PROGRESS = "A payment for this order is in progress. Please try again in a minute."


# Which status an order may move to from which. Money that arrives or leaves at Stripe
# on its own (a late payment, a refund made in Stripe's dashboard) has its own paths below.
ORDER_TRANSITIONS = {
    Order.Status.PENDING: {Order.Status.PAID, Order.Status.CANCELLED, Order.Status.EXPIRED},
    Order.Status.PAID: {Order.Status.SHIPPED, Order.Status.REFUNDED},
    Order.Status.SHIPPED: {Order.Status.DELIVERED},
    Order.Status.DELIVERED: set(),
    Order.Status.CANCELLED: set(),
    Order.Status.EXPIRED: set(),
    Order.Status.REFUNDED: set(),
}
# What each step's e-mail is called (orders/emails.py).
STEP_EMAILS = {
    Order.Status.PENDING: "placed",
    Order.Status.PAID: "paid",
    Order.Status.SHIPPED: "shipped",
    Order.Status.DELIVERED: "delivered",
    Order.Status.EXPIRED: "expired",
    Order.Status.REFUNDED: "refunded",
}


class Paid(StrEnum):
    """What recording money that arrived for an order did."""

    PAID = "paid"  # the order is now paid (a pending one, or an ended one still in stock)
    ALREADY = "already"  # this payment was recorded before
    REFUND = "refund"  # the order ended and its stock is gone: the money must go back


class PaintingHoldEnded(Conflict):
    """The painting is held by an unpaid order whose hold has ended but which the periodic
    job has not expired yet: expire it (actions.order_place does) and order again.
    Answered as it stands, it reads as reserved."""

    def __init__(self):
        super().__init__(PAINTING_RESERVED, code="painting_reserved")


def painting_taken(painting_id: int, *, exclude: int | None = None) -> Conflict | None:
    """Why the painting cannot be ordered now (another order holds or bought it), or None."""
    orders = painting_live_orders(painting_id, exclude=exclude)
    statuses = {status for status, _ in orders}
    if not statuses:
        return None
    if statuses == {Order.Status.PENDING}:
        if any(hold_ended for _, hold_ended in orders):
            return PaintingHoldEnded()
        return Conflict(PAINTING_RESERVED, code="painting_reserved")
    return Conflict(PAINTING_SOLD, code="painting_sold")


def lock(order_id: int, **scope) -> Order:
    """The order, its row locked until the transaction ends, and its painting's too (before
    anything is written: an order being placed for the painting waits on that row, never on
    this order's, so the two cannot deadlock)."""
    order = Order.objects.select_for_update().filter(pk=order_id, **scope).first()
    if order is None:
        raise NotFound()
    if order.painting_id:
        Painting.objects.select_for_update().filter(pk=order.painting_id).exists()
    return order


def painting_stock_sync(painting_id: int) -> None:
    """The painting's stock (Painting.sold_at, held_until) as its live orders have it, with its
    row locked: called after each of its orders' steps, in their transaction."""
    live = Order.objects.filter(painting_id=painting_id, status__in=Order.LIVE_STATUSES)
    statuses = dict(live.values_list("status", "expires_at"))
    sold = any(status != Order.Status.PENDING for status in statuses)
    Painting.objects.filter(pk=painting_id).update(
        sold_at=Coalesce("sold_at", timezone.now()) if sold else None,
        held_until=statuses.get(Order.Status.PENDING),
    )
    version_bump(resource=PAINTING_RESPONSES)  # reserved, sold or free again: in the answers


def record_step(
    order: Order, *, by: str, actor: User | None = None, note: str = "", quiet: bool = False
) -> OrderEvent:
    """The step's history row, and its e-mail unless `quiet` (a checkout's orders get one
    e-mail for the lot: orders.checkout)."""
    event = OrderEvent.objects.create(
        order=order, status=order.status, by=by, actor=actor, note=note
    )
    kind = STEP_EMAILS.get(order.status)
    if kind and not quiet:
        order_email_queue(order=order, kind=kind)
    return event


def move(
    order: Order,
    to: str,
    *,
    by: str,
    actor: User | None = None,
    note: str = "",
    quiet: bool = False,
) -> None:
    """Moves the order to `to` if the table allows it, with its history row and e-mail."""
    if to not in ORDER_TRANSITIONS[order.status]:
        raise Conflict(
            f"This order is {order.status} and cannot become {to}.",
            code="not_cancellable" if to == Order.Status.CANCELLED else "invalid_transition",
        )
    order.status = to
    if to != Order.Status.PENDING:
        order.expires_at = None
    order.save()
    if order.painting_id:
        painting_stock_sync(order.painting_id)
    record_step(order, by=by, actor=actor, note=note, quiet=quiet)


def _stock_return(order: Order) -> None:
    """An order's item goes back on sale: a tool's quantity (a painting is for sale again
    once no live order has it: painting_stock_sync, at each step)."""
    if order.tool_id:
        Tool.objects.filter(pk=order.tool_id).update(
            available_quantity=F("available_quantity") + order.quantity,
            updated_at=timezone.now(),
        )
        version_bump(resource=TOOL_RESPONSES)


def _stock_take_again(order: Order) -> bool:
    """Holds the order's stock once more (for money that came after it was released)."""
    if order.painting_id:  # unless another order has it since (its row is locked: lock())
        return painting_taken(order.painting_id, exclude=order.pk) is None
    taken = Tool.objects.filter(pk=order.tool_id, available_quantity__gte=order.quantity).update(
        available_quantity=F("available_quantity") - order.quantity, updated_at=timezone.now()
    )
    if taken:
        version_bump(resource=TOOL_RESPONSES)
    return bool(taken)


def cancel(*, customer: User, order_id: int) -> Order:
    """The customer's unpaid order cancelled: its stock back on sale."""
    with transaction.atomic():
        order = lock(order_id, customer=customer)
        move(order, Order.Status.CANCELLED, by=OrderEvent.By.CUSTOMER, actor=customer)
        _stock_return(order)
    return order


def expire(*, order_id: int) -> bool:
    """An unpaid order past its hold expired, its stock back on sale. Answers whether it
    did (a paid, cancelled or still-held order is left alone)."""
    with transaction.atomic():
        order = lock(order_id)
        if not order.is_overdue:
            return False
        move(order, Order.Status.EXPIRED, by=OrderEvent.By.SYSTEM)
        _stock_return(order)
    return True


def record_payment(*, order_id: int, transaction_id: str, quiet: bool = False) -> Paid:
    """Records money that Stripe says arrived for the order: a pending one is paid; a
    cancelled or expired one too when its stock can be held again."""
    with transaction.atomic():
        order = lock(order_id)
        if order.transaction_id == transaction_id and order.status != Order.Status.PENDING:
            return Paid.ALREADY
        if order.status in {Order.Status.CANCELLED, Order.Status.EXPIRED}:
            was = order.status
            if not _stock_take_again(order):
                return Paid.REFUND
            order.status = Order.Status.PENDING  # back on the table's path to paid
            note = f"The payment arrived after the order was {was}; it was still in stock."
        elif order.status != Order.Status.PENDING:
            return Paid.ALREADY
        else:
            note = ""
        order.transaction_id = transaction_id
        move(order, Order.Status.PAID, by=OrderEvent.By.PAYMENT, note=note, quiet=quiet)
    return Paid.PAID


def record_refund(
    *,
    order_id: int,
    by: str,
    actor: User | None = None,
    restock: bool = False,
    quiet: bool = False,
) -> bool:
    """Records that the order's money went back (once). A paid order's stock returns to
    the shelf; a shipped one's does not (the goods are with the customer) unless `restock`
    (a returned delivered order: the goods came back); a cancelled or expired one had given
    its stock back already. `quiet`: no e-mail (a return sends its own). Answers whether
    this call changed it."""
    with transaction.atomic():
        order = lock(order_id)
        if order.status == Order.Status.REFUNDED:
            return False
        if order.status == Order.Status.PENDING:
            raise Conflict("This order has not been paid.", code="invalid_transition")
        note = {
            Order.Status.SHIPPED: "Refunded after shipping.",
            Order.Status.DELIVERED: "Refunded after delivery.",
            Order.Status.CANCELLED: (
                "The payment arrived after the order was cancelled and was refunded."
            ),
            Order.Status.EXPIRED: "The payment arrived after the order expired and was refunded.",
        }.get(order.status, "")
        if order.status == Order.Status.PAID or (
            restock and order.status == Order.Status.DELIVERED
        ):
            _stock_return(order)
        late = order.status in {Order.Status.CANCELLED, Order.Status.EXPIRED}
        order.status = Order.Status.REFUNDED
        order.refund_started_at = None
        order.save()
        if order.painting_id:  # for sale again: the refund of a return, or before shipping
            painting_stock_sync(order.painting_id)
            certificate_revoke(order_id=order.pk, reason=note or "Refunded.")  # if it had one
        OrderEvent.objects.create(
            order=order, status=Order.Status.REFUNDED, by=by, actor=actor, note=note
        )
        if not quiet:
            order_email_queue(order=order, kind="late_refunded" if late else "refunded")
    return True


REFUND_UNDER_WAY = "A refund of this order is under way, so it cannot ship."
REFUND_IN_PROGRESS = "A refund of this order is under way."
# A refund claim older than this was lost (its process died): another may take it over.
STALE_CLAIM = timedelta(minutes=10)


def claim_refund(*, order_id: int) -> Order:
    """Claims a paid order for a refund, under its row lock, before Stripe is asked: from
    then on it cannot ship (ship() refuses it), nor be refunded by another request (409
    refund_in_progress), so neither a refund and a shipment nor two refunds of one order
    both reach Stripe. A claim Stripe refused is let go (release_refund); one older than
    STALE_CLAIM was lost with its process, and another refund may take it over."""
    with transaction.atomic():
        order = lock(order_id)
        if order.status in {Order.Status.SHIPPED, Order.Status.DELIVERED}:
            raise Conflict(ALREADY_SHIPPED, code="already_shipped")
        if order.status != Order.Status.PAID:
            raise Conflict(
                f"This order is {order.status}: there is no payment to refund.",
                code="invalid_transition",
            )
        now = timezone.now()
        if order.refund_started_at is not None and order.refund_started_at > now - STALE_CLAIM:
            raise Conflict(REFUND_IN_PROGRESS, code="refund_in_progress")
        order.refund_started_at = now
        order.save(update_fields=["refund_started_at", "updated_at"])
    return order


def release_refund(*, order_id: int) -> None:
    Order.objects.filter(pk=order_id).update(refund_started_at=None, updated_at=timezone.now())


def ship(
    *,
    admin: User,
    order_id: int,
    carrier: str,
    tracking_number: str,
    tracking_url: str = "",
    quiet: bool = False,
) -> Order:
    with transaction.atomic():
        order = lock(order_id)
        if order.refund_started_at is not None:
            raise Conflict(REFUND_UNDER_WAY, code="refund_in_progress")
        order.carrier, order.tracking_number, order.tracking_url = (
            carrier,
            tracking_number,
            tracking_url,
        )
        note = f"{carrier} {tracking_number}"
        move(
            order, Order.Status.SHIPPED, by=OrderEvent.By.STAFF, actor=admin, note=note, quiet=quiet
        )
        if order.painting_id:  # its certificate of authenticity, with the name the buyer gave
            name = order.checkout.certificate_name if order.checkout_id else ""
            certificate_issue(
                order_id=order.pk,
                painting_id=order.painting_id,
                customer_id=order.customer_id,
                buyer_name=name,
            )
    return order


def deliver(*, admin: User, order_id: int) -> Order:
    with transaction.atomic():
        order = lock(order_id)
        move(order, Order.Status.DELIVERED, by=OrderEvent.By.STAFF, actor=admin)
    return order
