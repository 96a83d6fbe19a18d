"""An order's life in the database: placing it (its stock held until the hold ends) and
every later step, each a guarded transition with a history row and an e-mail. Nothing here
talks to Stripe: payments/services/ does that first, then calls these."""

from datetime import timedelta
from decimal import Decimal

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from accounts.models import User
from apicache.services import version_bump
from core.errors import ApplicationError, Conflict, NotFound
from core.rows import row_by_key
from shop.emails import order_email_queue
from shop.models import Order, OrderEvent, Painting, Tool
from shop.selectors import PAINTING_RESPONSES, TOOL_RESPONSES
from shop.services.order_sql import (
    customer_unpaid_count_locked,
    painting_live_orders,
    tool_stock_take,
)

BELOW_MINIMUM = "Please order atleast Minimum Quantity"
ABOVE_AVAILABLE = "You cannot order more than available quantity"
TOO_LARGE = "This order is too large. Please order fewer."
ORDER_EXPIRED = "This order has expired. Please order again."
ALREADY_SHIPPED = "This order has shipped and cannot be refunded."
PAINTING_RESERVED = "Someone is buying this painting right now"
PAINTING_SOLD = "This painting has been sold"

# The most an order can come to: what Order.total (12 digits, 2 of them decimals) holds.
MAX_ORDER_TOTAL = Decimal("9999999999.99")

S = Order.Status
By = OrderEvent.By

# Which status an order may move to from which. Money that arrives or leaves at Stripe
# on its own (a late payment, a refund made in Stripe's dashboard) has its own paths below.
ORDER_TRANSITIONS = {
    S.PENDING: {S.PAID, S.CANCELLED, S.EXPIRED},
    S.PAID: {S.SHIPPED, S.REFUNDED},
    S.SHIPPED: {S.DELIVERED},
    S.DELIVERED: set(),
    S.CANCELLED: set(),
    S.EXPIRED: set(),
    S.REFUNDED: set(),
}
# What each step's e-mail is called (shop/emails.py).
STEP_EMAILS = {
    S.PENDING: "placed",
    S.PAID: "paid",
    S.SHIPPED: "shipped",
    S.DELIVERED: "delivered",
    S.EXPIRED: "expired",
    S.REFUNDED: "refunded",
}


def _quantity_error(message: str, code: str) -> ApplicationError:
    return ApplicationError(message, code=code, fields={"toolsQuantity": [message]})


def _unpaid_limit_check(customer: User) -> None:
    """Refuses an order beyond MAX_UNPAID_ORDERS, counted with the customer's row locked:
    two orders at once cannot both pass it."""
    limit = settings.MAX_UNPAID_ORDERS
    if customer_unpaid_count_locked(customer) >= limit:
        raise Conflict(
            f"You already have {limit} unpaid orders. Pay or cancel one before ordering again.",
            code="too_many_unpaid_orders",
        )


def _order_create(
    *, customer: User, address: dict[str, str], item: Tool | Painting, quantity: int = 1
) -> Order:
    """The order of quantity of item (a tool, or a painting) at its price now."""
    kind, title = ("tool", item.name) if isinstance(item, Tool) else ("painting", item.title)
    order = Order.objects.create(
        customer=customer,
        currency=settings.SHOP_CURRENCY.lower(),
        expires_at=timezone.now() + timedelta(minutes=settings.ORDER_HOLD_MINUTES),
        **{kind: item},
        item_name=title,
        unit_price=item.price,
        quantity=quantity,
        total=item.price * quantity,
        **{f"delivery_{name}": value for name, value in address.items()},
    )
    event = _record_step(order, by=By.CUSTOMER, actor=customer)
    _history_known(order, [event])
    return order


def _history_known(order: Order, events: list[OrderEvent]) -> None:
    """Gives a new order its history as written, so the answer shows it without reading it
    back: Django's own prefetch cache (what prefetch_related("events") fills), with the
    same rows in the same order that query would answer."""
    history = order.events.all()
    history._result_cache = events
    history._prefetch_done = True
    order._prefetched_objects_cache = {"events": history}


def _tool_orderable(tool_id: int, quantity: int) -> Tool:
    """The tool as it is now, or the error an order of quantity gets. Read without a lock: a
    refusal needs none, and the conditional UPDATE in order_place decides for the rest."""
    tool = row_by_key(Tool, tool_id)
    if tool is None:
        raise ApplicationError(
            "That tool is no longer in the shop.",
            code="unknown_tool",
            fields={"tool": ["No tool with this id."]},
        )
    if quantity < tool.minimum_order_quantity:
        raise _quantity_error(BELOW_MINIMUM, "below_minimum")
    if quantity > tool.available_quantity:
        raise _quantity_error(ABOVE_AVAILABLE, "above_available")
    if tool.price * quantity > MAX_ORDER_TOTAL:
        raise _quantity_error(TOO_LARGE, "order_too_large")
    return tool


def order_place(*, customer: User, tool_id: int, quantity: int, address: dict[str, str]) -> Order:
    """Reserves the stock and records the order with its delivery address, in one
    transaction; the stock is held until `expires_at` (ORDER_HOLD_MINUTES).

    An order the tool as it stands refuses is refused before any lock is taken. The order,
    its history row and its e-mail are written first; the conditional UPDATE of the stock
    comes last, so the tool's row is locked only for that UPDATE, the version bump and the
    commit, and many customers buying one tool at once queue for no longer than that. It
    only succeeds while enough stock is left at the price the order was written with, so
    concurrent orders can never take the stock below zero (the database constraint backs
    it); when it fails, the rollback takes the order away again. The customer's row is
    locked first so that two orders at once cannot both pass the limit on unpaid orders.
    """
    for _ in range(3):  # the price changed between the read and the UPDATE: read it again
        tool = _tool_orderable(tool_id, quantity)
        with transaction.atomic():
            _unpaid_limit_check(customer)
            order = _order_create(customer=customer, address=address, item=tool, quantity=quantity)
            if tool_stock_take(tool_id, quantity, price=tool.price):
                version_bump(resource=TOOL_RESPONSES)  # the stock is in the answers
                return order
            transaction.set_rollback(True)
        if Tool.objects.filter(pk=tool_id, price=tool.price).exists():
            _tool_orderable(tool_id, quantity)  # raises: the stock or the minimum changed
    raise Conflict(
        "The price of this tool has just changed. Please look at it again and order.",
        code="price_changed",
    )


class PaintingHoldEnded(Conflict):
    """The painting is held by an unpaid order whose hold has ended but which the periodic
    job has not expired yet: expire it (payments.services.painting_order_place does) and
    order again. Answered as it stands, it reads as reserved."""

    def __init__(self):
        super().__init__(PAINTING_RESERVED, code="painting_reserved")


def _painting_taken(painting_id: int, *, exclude: int | None = None) -> Conflict | None:
    """Why the painting cannot be ordered now (another order holds or bought it), or None."""
    orders = painting_live_orders(painting_id, exclude=exclude)
    statuses = {status for status, _ in orders}
    if not statuses:
        return None
    if statuses == {S.PENDING}:
        if any(hold_ended for _, hold_ended in orders):
            return PaintingHoldEnded()
        return Conflict(PAINTING_RESERVED, code="painting_reserved")
    return Conflict(PAINTING_SOLD, code="painting_sold")


def order_place_painting(*, customer: User, painting_id: int, address: dict[str, str]) -> Order:
    """Reserves a painting for the customer until the hold ends (ORDER_HOLD_MINUTES). It is
    one of a kind: while another order holds it or has bought it, the answer is a Conflict
    saying which (PaintingHoldEnded for a hold that has ended but that the job has not
    expired yet: payments.services.painting_order_place expires it and orders again).
    Orders at once queue on the painting's row; the database's one-live-order constraint
    backs it. When it is taken already, the answer comes before any lock is taken, so the
    many who come too late do not queue for it."""
    taken = _painting_taken(painting_id)
    if taken:
        raise taken
    with transaction.atomic():
        _unpaid_limit_check(customer)
        painting = Painting.objects.select_for_update().filter(pk=painting_id).first()
        if painting is None:
            raise ApplicationError(
                "That painting is no longer in the shop.",
                code="unknown_painting",
                fields={"painting": ["No painting with this id."]},
            )
        taken = _painting_taken(painting.pk)
        if taken:
            raise taken
        try:
            with transaction.atomic():
                order = _order_create(customer=customer, address=address, item=painting)
        except IntegrityError:  # another order took it between the check and the insert
            raise _painting_taken(painting.pk) or Conflict(
                PAINTING_RESERVED, code="painting_reserved"
            ) from None
        version_bump(resource=PAINTING_RESPONSES)  # it reads reserved now
    return order


def _locked(order_id: int, **scope) -> Order:
    order = Order.objects.select_for_update().filter(pk=order_id, **scope).first()
    if order is None:
        raise NotFound()
    return order


def _record_step(order: Order, *, by: str, actor: User | None = None, note: str = "") -> OrderEvent:
    event = OrderEvent.objects.create(
        order=order, status=order.status, by=by, actor=actor, note=note
    )
    kind = STEP_EMAILS.get(order.status)
    if kind:
        order_email_queue(order=order, kind=kind)
    return event


def _step(order: Order, to: str, *, by: str, actor: User | None = None, note: str = "") -> None:
    """Moves the order to `to` if the table allows it, with its history row and e-mail."""
    if to not in ORDER_TRANSITIONS[order.status]:
        raise Conflict(
            f"This order is {order.status} and cannot become {to}.",
            code="not_cancellable" if to == S.CANCELLED else "invalid_transition",
        )
    order.status = to
    if to != S.PENDING:
        order.expires_at = None
    order.save()
    if order.painting_id:  # reserved, sold or free again: its state is in the answers
        version_bump(resource=PAINTING_RESPONSES)
    _record_step(order, by=by, actor=actor, note=note)


def _stock_return(order: Order) -> None:
    """An order's item goes back on sale: a tool's quantity (a painting is for sale again
    once no live order has it: its state comes from its orders)."""
    if order.tool_id:
        Tool.objects.filter(pk=order.tool_id).update(
            available_quantity=F("available_quantity") + order.quantity,
            updated_at=timezone.now(),
        )
        version_bump(resource=TOOL_RESPONSES)


def _stock_take_again(order: Order) -> bool:
    """Holds the order's stock once more (for money that came after it was released)."""
    if order.painting_id:  # unless another order has it since
        Painting.objects.select_for_update().filter(pk=order.painting_id).exists()
        return _painting_taken(order.painting_id, exclude=order.pk) is None
    taken = Tool.objects.filter(pk=order.tool_id, available_quantity__gte=order.quantity).update(
        available_quantity=F("available_quantity") - order.quantity, updated_at=timezone.now()
    )
    if taken:
        version_bump(resource=TOOL_RESPONSES)
    return bool(taken)


def order_cancel(*, customer: User, order_id: int) -> Order:
    """Cancels an unpaid order and gives its stock back (its PaymentIntent must already be
    cancelled at Stripe: payments.services.order_cancel_for_customer)."""
    with transaction.atomic():
        order = _locked(order_id, customer=customer)
        _step(order, S.CANCELLED, by=By.CUSTOMER, actor=customer)
        _stock_return(order)
    return order


def order_expire(*, order_id: int) -> bool:
    """Ends the hold of an unpaid order past `expires_at`: expired, stock back. Answers
    whether it did (a paid, cancelled or still-held order is left alone)."""
    with transaction.atomic():
        order = _locked(order_id)
        if not order.is_overdue:
            return False
        _step(order, S.EXPIRED, by=By.SYSTEM)
        _stock_return(order)
    return True


def order_mark_paid(*, order_id: int, transaction_id: str) -> str:
    """Records money that Stripe says arrived for the order. Answers:
    "paid"    the order is now paid (a pending one, or one cancelled or expired whose
              stock could be held again);
    "already" this payment was recorded before;
    "refund"  the order is gone and its stock with it: the money must go back."""
    with transaction.atomic():
        order = _locked(order_id)
        if order.transaction_id == transaction_id and order.status != S.PENDING:
            return "already"
        if order.status in {S.CANCELLED, S.EXPIRED}:
            was = order.status
            if not _stock_take_again(order):
                return "refund"
            order.status = S.PENDING  # back on the table's path to paid
            note = f"The payment arrived after the order was {was}; it was still in stock."
        elif order.status != S.PENDING:
            return "already"
        else:
            note = ""
        order.transaction_id = transaction_id
        _step(order, S.PAID, by=By.PAYMENT, note=note)
    return "paid"


def order_mark_refunded(*, order_id: int, by: str, actor: User | None = None) -> bool:
    """Records that the order's money went back (once). A paid order's stock returns to
    the shelf; a shipped one's does not (the goods are with the customer); a cancelled or
    expired one had given its stock back already. Answers whether this call changed it."""
    with transaction.atomic():
        order = _locked(order_id)
        if order.status == S.REFUNDED:
            return False
        if order.status == S.PENDING:
            raise Conflict("This order has not been paid.", code="invalid_transition")
        note = {
            S.SHIPPED: "Refunded after shipping.",
            S.DELIVERED: "Refunded after delivery.",
            S.CANCELLED: "The payment arrived after the order was cancelled and was refunded.",
            S.EXPIRED: "The payment arrived after the order expired and was refunded.",
        }.get(order.status, "")
        if order.status == S.PAID:
            _stock_return(order)
        late = order.status in {S.CANCELLED, S.EXPIRED}
        order.status = S.REFUNDED
        order.save()
        if order.painting_id:  # for sale again: the refund of a return, or before shipping
            version_bump(resource=PAINTING_RESPONSES)
        OrderEvent.objects.create(order=order, status=S.REFUNDED, by=by, actor=actor, note=note)
        order_email_queue(order=order, kind="late_refunded" if late else "refunded")
    return True


def order_check_refundable(order: Order) -> None:
    if order.status in {S.SHIPPED, S.DELIVERED}:
        raise Conflict(ALREADY_SHIPPED, code="already_shipped")
    if order.status != S.PAID:
        raise Conflict(
            f"This order is {order.status}: there is no payment to refund.",
            code="invalid_transition",
        )


def order_ship(
    *, admin: User, order_id: int, carrier: str, tracking_number: str, tracking_url: str = ""
) -> Order:
    with transaction.atomic():
        order = _locked(order_id)
        order.carrier, order.tracking_number, order.tracking_url = (
            carrier,
            tracking_number,
            tracking_url,
        )
        _step(order, S.SHIPPED, by=By.STAFF, actor=admin, note=f"{carrier} {tracking_number}")
    return order


def order_deliver(*, admin: User, order_id: int) -> Order:
    with transaction.atomic():
        order = _locked(order_id)
        _step(order, S.DELIVERED, by=By.STAFF, actor=admin)
    return order
