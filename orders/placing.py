"""Placing an order in the database: a tool's stock or a painting held for the customer
until the hold ends, the order with its history row and e-mail. Private to the orders app:
orders.actions.order_place is the way in."""

from datetime import timedelta
from decimal import Decimal

from django.conf import settings
from django.db import IntegrityError, OperationalError, connection, transaction
from django.utils import timezone

from accounts.models import User
from apicache.services import version_bump
from core.errors import ApplicationError, Conflict, Forbidden
from core.rows import row_by_key
from orders.models import Order, OrderEvent
from orders.order_sql import Held, customer_locked, tool_stock_take
from orders.steps import PAINTING_RESERVED, painting_stock_sync, painting_taken, record_step
from shop.models import Painting, Tool
from shop.selectors import TOOL_RESPONSES

BELOW_MINIMUM = "Please order atleast Minimum Quantity"
ABOVE_AVAILABLE = "You cannot order more than available quantity"
TOO_LARGE = "This order is too large. Please order fewer."

# The most an order can come to: what Order.total (12 digits, 2 of them decimals) holds.
MAX_ORDER_TOTAL = Decimal("9999999999.99")


def _quantity_error(message: str, code: str) -> ApplicationError:
    return ApplicationError(message, code=code, fields={"toolsQuantity": [message]})


ACCOUNT_DELETED = "This account has been deleted."


def _customer_held(customer: User) -> Held:
    """What the customer's unpaid orders hold, read with the customer's row locked (two
    orders at once cannot both pass a limit, and an account's deletion cannot miss an order
    placed while it runs); refuses an account deleted meanwhile, or one at
    MAX_UNPAID_ORDERS already."""
    deleted, held = customer_locked(customer)
    if deleted:
        raise Forbidden(ACCOUNT_DELETED, code="account_deleted")
    limit = settings.MAX_UNPAID_ORDERS
    if held.orders >= limit:
        raise Conflict(
            f"You already have {limit} unpaid orders. Pay or cancel one before ordering again.",
            code="too_many_unpaid_orders",
        )
    return held


def _holding_check(
    held: Held, *, units: int = 0, least_units: int = 0, painting: bool = False, value=0
) -> None:
    """Refuses an order that would make the customer's unpaid orders hold more than one
    account may (MAX_HELD_UNITS, MAX_HELD_PAINTINGS, MAX_HELD_VALUE). One order alone may
    come to any value, and to a tool's minimum quantity whatever the unit limit: a dear
    painting, or a tool sold by the crate, can always be bought."""
    if painting and held.paintings >= settings.MAX_HELD_PAINTINGS:
        raise Conflict(
            f"You are already buying {held.paintings} paintings. Pay for them before "
            "reserving another.",
            code="too_many_paintings_held",
        )
    if units and held.tool_units + units > max(settings.MAX_HELD_UNITS, least_units):
        raise Conflict(
            f"Your unpaid orders can hold at most {settings.MAX_HELD_UNITS} tools in all, "
            f"and they hold {held.tool_units}. Pay for them, or order fewer.",
            code="too_many_units_held",
        )
    if held.orders and held.value + value > settings.MAX_HELD_VALUE:
        raise Conflict(
            f"Your unpaid orders would come to more than {settings.MAX_HELD_VALUE} "
            f"{settings.SHOP_CURRENCY.upper()}. Pay for them before ordering more.",
            code="too_much_held",
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
    # Its history as written, so the answer shows it without reading it back.
    order.history_list = [record_step(order, by=OrderEvent.By.CUSTOMER, actor=customer)]
    return order


def _tool_orderable(tool_id: int, quantity: int) -> Tool:
    """The tool as it is now, or the error an order of quantity gets. Read without a lock: a
    refusal needs none, and the conditional UPDATE in tool_order_place decides for the rest."""
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


def tool_order_place(
    *, customer: User, tool_id: int, quantity: int, address: dict[str, str]
) -> Order:
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
            _holding_check(
                _customer_held(customer),
                units=quantity,
                least_units=tool.minimum_order_quantity,
                value=tool.price * quantity,
            )
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


def _painting_locked(painting_id: int) -> Painting | None:
    """The painting, its row locked. A row another order's step holds means someone is
    buying it right now: where the database can say so at once (PostgreSQL's NOWAIT), that
    is the answer, instead of a queue of the many who come too late in a rush."""
    paintings = Painting.objects.filter(pk=painting_id)
    if not connection.features.has_select_for_update_nowait:
        return paintings.select_for_update().first()
    try:
        with transaction.atomic():
            return paintings.select_for_update(nowait=True).first()
    except OperationalError:  # the row is locked: another order is being placed or paid
        raise Conflict(PAINTING_RESERVED, code="painting_reserved") from None


def painting_order_place(*, customer: User, painting_id: int, address: dict[str, str]) -> Order:
    """Reserves a painting for the customer until the hold ends (ORDER_HOLD_MINUTES). It is
    one of a kind: while another order holds it or has bought it, the answer is a Conflict
    saying which (steps.PaintingHoldEnded for a hold that has ended but that the job has not
    expired yet: actions.order_place expires it and orders again).
    Orders at once queue on the painting's row; the database's one-live-order constraint
    backs it. When it is taken already, the answer comes before any lock is taken, so the
    many who come too late do not queue for it."""
    taken = painting_taken(painting_id)
    if taken:
        raise taken
    with transaction.atomic():
        held = _customer_held(customer)  # the customer's row first, then the painting's
        painting = _painting_locked(painting_id)
        if painting is None:
            raise ApplicationError(
                "That painting is no longer in the shop.",
                code="unknown_painting",
                fields={"painting": ["No painting with this id."]},
            )
        _holding_check(held, painting=True, value=painting.price)
        taken = painting_taken(painting.pk)
        if taken:
            raise taken
        try:
            with transaction.atomic():
                order = _order_create(customer=customer, address=address, item=painting)
        except IntegrityError:  # another order took it between the check and the insert
            raise painting_taken(painting.pk) or Conflict(
                PAINTING_RESERVED, code="painting_reserved"
            ) from None
        painting_stock_sync(painting.pk)  # it reads reserved now
    return order
