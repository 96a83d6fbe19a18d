"""The orders app's migrations take a shop's existing orders over from the shop app (shop 0009,
orders 0001-0003, payments 0004): every row and id stays, the foreign keys follow the
renamed tables, staff keep their permissions, and each painting's stock is filled in from
its orders. Run on SQLite and on PostgreSQL (make test-postgres)."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

from orders.models import Order, OrderEvent, SavedAddress
from payments.models import Payment
from shop.models import Painting

pytestmark = pytest.mark.django_db(transaction=True)

BEFORE = [("shop", "0008_tool_search_sort_indexes"), ("payments", "0003_stripe_customer_email")]
STATUSES = ["pending", "paid", "shipped", "delivered", "cancelled", "expired", "refunded"]


def _migrate(targets):
    """Migrates the test database to targets; answers the models as they are there."""
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    return executor.loader.project_state([node for node in targets if node[1]]).apps


def _latest():
    return MigrationExecutor(connection).loader.graph.leaf_nodes()


# Apps whose tables refer to orders' (their migrations depend on orders): none before it.
ON_ORDERS = ["returns"]


def _before_the_move():
    """Every other app as it is now; shop and payments as they were, no orders app (nor the
    apps built on it, nor certificates, which needs today's shop)."""
    gone = {"shop", "payments", "orders", "certificates", *ON_ORDERS}
    others = [node for node in _latest() if node[0] not in gone]
    later = [*ON_ORDERS, "certificates"]
    return [*others, *BEFORE, ("orders", None), *((app, None) for app in later)]


def _shop_before_orders_moved(apps) -> dict:
    """A shop as it was before the move: orders of tools and paintings in every status,
    their history, a payment, a saved address, a staff member allowed to change orders."""
    User = apps.get_model("accounts", "User")
    Tool = apps.get_model("shop", "Tool")
    Painting = apps.get_model("shop", "Painting")
    Order = apps.get_model("shop", "Order")
    OrderEvent = apps.get_model("shop", "OrderEvent")
    SavedAddress = apps.get_model("shop", "SavedAddress")
    Payment = apps.get_model("payments", "Payment")
    Permission = apps.get_model("auth", "Permission")
    ContentType = apps.get_model("contenttypes", "ContentType")

    customer = User.objects.create(email="casey@example.com")
    staff = User.objects.create(email="staff@example.com", is_staff=True)
    order_type, _ = ContentType.objects.get_or_create(app_label="shop", model="order")
    change, _ = Permission.objects.get_or_create(
        content_type=order_type, codename="change_order", defaults={"name": "Can change order"}
    )
    staff.user_permissions.add(change)
    tool = Tool.objects.create(name="Easel", description="", img="/media/e.webp", price=5)
    held, sold = (
        Painting.objects.create(
            title=title, artist="A", price=100, width_cm=10, height_cm=10, img="/media/p.webp"
        )
        for title in ("Held", "Sold")
    )
    hold_ends = timezone.now() + timedelta(minutes=20)

    def order(status, **item):
        quantity = 1 if "painting" in item else 2
        return Order.objects.create(
            customer=customer,
            item_name="x",
            unit_price=Decimal("5.00"),
            quantity=quantity,
            total=Decimal("5.00") * quantity,
            status=status,
            expires_at=hold_ends if status == "pending" else None,
            delivery_country="US",
            **item,
        )

    orders = [order(status, tool=tool) for status in STATUSES]
    orders += [order("pending", painting=held), order("paid", painting=sold)]
    for each in orders:
        OrderEvent.objects.create(order=each, status="pending", by="customer", actor=customer)
        if each.status != "pending":
            OrderEvent.objects.create(order=each, status=each.status, by="system")
    Payment.objects.create(
        order=orders[1], payment_intent_id="pi_1", amount=1000, currency="usd", status="succeeded"
    )
    SavedAddress.objects.create(
        user=customer, full_name="Casey", line1="1 St", city="X", postal_code="1", country="US"
    )
    return {
        "orders": {each.pk: (each.status, each.tool_id, each.painting_id) for each in orders},
        "events": sorted(OrderEvent.objects.values_list("pk", "order_id", "status")),
        "staff": staff.pk,
        "held": (held.pk, hold_ends),
        "sold": sold.pk,
    }


def test_the_orders_move_keeps_every_row_id_link_and_permission():
    before = _shop_before_orders_moved(_migrate(_before_the_move()))

    _migrate(_latest())

    orders = {o.pk: (o.status, o.tool_id, o.painting_id) for o in Order.objects.all()}
    assert orders == before["orders"]
    assert sorted(OrderEvent.objects.values_list("pk", "order_id", "status")) == before["events"]
    assert Payment.objects.get(payment_intent_id="pi_1").order.status == "paid"
    assert SavedAddress.objects.get().user.email == "casey@example.com"
    assert Order._meta.db_table in connection.introspection.table_names()
    assert "shop_order" not in connection.introspection.table_names()
    # Staff keep what they were allowed to do, under the app's new name.
    from accounts.models import User

    assert User.objects.get(pk=before["staff"]).has_perm("orders.change_order")
    # Each painting's stock, as its orders have it.
    held_id, hold_ends = before["held"]
    held, sold = Painting.objects.get(pk=held_id), Painting.objects.get(pk=before["sold"])
    assert (held.sold, held.held_until) == (False, hold_ends)
    assert sold.sold and sold.held_until is None
    # New orders carry on after the old ids.
    assert (
        max(before["orders"])
        < Order.objects.create(
            customer=User.objects.get(email="casey@example.com"),
            item_name="y",
            unit_price=1,
            quantity=1,
            total=1,
        ).pk
    )
