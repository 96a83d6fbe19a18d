"""The statements every order runs, with their SQL written once (the inserts excepted).

A flash sale sends hundreds of orders at once, and the ORM builds a statement's SQL again
on each call: for these short reads that was most of their cost (see core.rows). They are
plain SQL both databases speak; the values go as parameters.
"""

from dataclasses import dataclass
from decimal import Decimal

from django.db import connection
from django.utils import timezone

from accounts.models import User
from orders.models import Order
from shop.models import Tool


def _columns(model) -> dict[str, str]:
    """The model's table and its fields' columns, by field name, as _meta has them."""
    return {"table": model._meta.db_table} | {
        field.name: field.column for field in model._meta.concrete_fields
    }


_order, _user, _tool = _columns(Order), _columns(User), _columns(Tool)
_LIVE = [str(status) for status in Order.LIVE_STATUSES]
_LIVE_ORDERS = (
    "SELECT {status}, {expires_at} <= %s FROM {table} WHERE {painting} = %s".format(**_order)
    + f" AND {_order['status']} IN ({', '.join(['%s'] * len(_LIVE))}) AND {_order['id']} <> %s"
)
# FOR NO KEY UPDATE: it does not wait for the key-share locks of foreign keys (an order or
# history row naming this customer), so it cannot deadlock with them. SQLite has no row
# locks: its transactions here take the database's write lock as they begin.
_CUSTOMER_LOCK = "SELECT {deleted_at} FROM {table} WHERE {id} = %s".format(**_user)
_HELD = (
    "SELECT COUNT(*), COALESCE(SUM(CASE WHEN {tool} IS NOT NULL THEN {quantity} END), 0),"
    " COUNT({painting}), COALESCE(SUM({total}), 0)"
    " FROM {table} WHERE {customer} = %s AND {status} = %s AND {expires_at} > %s"
).format(**_order)
_STOCK_TAKE = (
    "UPDATE {table} SET {available_quantity} = {available_quantity} - %s, {updated_at} = %s"
    " WHERE {id} = %s AND {price} = %s AND {minimum_order_quantity} <= %s"
    " AND {available_quantity} >= %s"
).format(**_tool)


def _now():
    """Now, as this database compares it with a stored date and time."""
    return connection.ops.adapt_datetimefield_value(timezone.now())


def tool_stock_take(tool_id: int, quantity: int, *, price: Decimal) -> bool:
    """Takes quantity of the tool's stock, if that much is left at that price and quantity
    meets the tool's minimum; answers whether it did. One conditional UPDATE: orders at once
    queue on the tool's row, and none can take the stock below zero."""
    price = Tool._meta.get_field("price").get_db_prep_value(price, connection)
    now = _now()
    with connection.cursor() as cursor:
        cursor.execute(_STOCK_TAKE, [quantity, now, tool_id, price, quantity, quantity])
        return cursor.rowcount == 1


def painting_live_orders(painting_id: int, *, exclude: int | None = None) -> list[tuple[str, bool]]:
    """The painting's orders that hold or bought it, without the order exclude (ids start
    at 1, so 0 excludes none): each one's status and whether its hold has ended (what
    Order.is_overdue tells of a pending order; a bought one has no hold left)."""
    now = _now()
    with connection.cursor() as cursor:
        cursor.execute(_LIVE_ORDERS, [now, painting_id, *_LIVE, exclude or 0])
        return [(status, bool(ended)) for status, ended in cursor.fetchall()]


@dataclass(frozen=True)
class Held:
    """What a customer's unpaid orders whose hold has not ended hold: how many orders,
    units of tools, paintings, and their value."""

    orders: int
    tool_units: int
    paintings: int
    value: Decimal


def customer_locked(customer: User) -> tuple[bool, Held]:
    """Locks the customer's row until the transaction ends (an account deletion waits for
    it, and it for the deletion), then answers whether the account is deleted and what its
    unpaid orders hold; both are read after the lock, so they see everything the previous
    holder committed."""
    now = _now()
    with connection.cursor() as cursor:
        lock = " FOR NO KEY UPDATE" if connection.features.has_select_for_no_key_update else ""
        cursor.execute(_CUSTOMER_LOCK + lock, [customer.pk])
        (deleted_at,) = cursor.fetchone()
        cursor.execute(_HELD, [customer.pk, str(Order.Status.PENDING), now])
        orders, units, paintings, value = cursor.fetchone()
        # (SQLite sums decimals as floats: back to cents.)
        value = Decimal(str(value)).quantize(Decimal("0.01"))
        held = Held(int(orders), int(units), int(paintings), value)
        return deleted_at is not None, held
