"""The Django admin changes orders only through the services."""

from decimal import Decimal

import pytest
from django.contrib.auth.models import Permission

from accounts.tests.factories import UserFactory
from orders import steps
from orders.actions import order_place
from orders.models import Order
from shop.models import Tool
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def tool() -> Tool:
    return ToolFactory(
        name="Easel", price=Decimal("12.35"), minimum_order_quantity=1, available_quantity=10
    )


def place(tool: Tool, quantity: int = 3) -> Order:
    return order_place(customer=UserFactory(), tool_id=tool.id, quantity=quantity, address=ADDRESS)


def cancel(client, *orders: Order):
    return client.post(
        "/admin/orders/order/",
        {"action": "cancel", "_selected_action": [order.pk for order in orders]},
        follow=True,
    )


def test_the_change_form_shows_an_order_but_changes_nothing(admin_client, tool):
    order = place(tool)

    page = admin_client.get(f"/admin/orders/order/{order.pk}/change/")
    posted = admin_client.post(
        f"/admin/orders/order/{order.pk}/change/",
        {
            "customer": order.customer_id,
            "tool": tool.pk,
            "item_name": "Easel",
            "unit_price": "0.01",
            "quantity": 1,
            "total": "0.01",
            "status": "cancelled",
            "transaction_id": "",
        },
    )

    assert page.status_code == 200 and "Easel" in page.content.decode()
    assert posted.status_code == 403
    order.refresh_from_db()
    assert (order.status, order.quantity, order.total) == ("pending", 3, Decimal("37.05"))
    tool.refresh_from_db()
    assert tool.available_quantity == 7


def test_adding_an_order_places_it_through_the_shop(admin_client, tool):
    customer = UserFactory()
    form = {"customer": customer.pk, "tool": tool.pk, "quantity": 4}
    form |= {f"delivery_{name}": value for name, value in ADDRESS.items()}

    page = admin_client.get("/admin/orders/order/add/")
    too_many = admin_client.post("/admin/orders/order/add/", {**form, "quantity": 11})
    added = admin_client.post("/admin/orders/order/add/", form)

    assert page.status_code == 200
    assert 'name="quantity"' in page.content.decode()
    assert 'name="status"' not in page.content.decode()
    assert too_many.status_code == 200
    assert "You cannot order more than available quantity" in too_many.content.decode()
    assert added.status_code == 302
    order = Order.objects.get()
    assert (order.customer, order.quantity, order.status) == (customer, 4, "pending")
    assert (order.item_name, order.unit_price, order.total) == (
        "Easel",
        Decimal("12.35"),
        Decimal("49.40"),
    )
    tool.refresh_from_db()
    assert tool.available_quantity == 6


def test_orders_cannot_be_deleted_in_the_admin(admin_client, tool):
    order = place(tool)

    deleted = admin_client.post(f"/admin/orders/order/{order.pk}/delete/", {"post": "yes"})

    assert deleted.status_code == 403
    assert Order.objects.filter(pk=order.pk).exists()


def test_the_cancel_action_cancels_a_pending_order_and_returns_its_stock(admin_client, tool):
    order = place(tool)

    response = cancel(admin_client, order)

    assert f"Cancelled 1 order and returned the stock: #{order.pk}." in response.content.decode()
    order.refresh_from_db()
    assert order.status == "cancelled"
    tool.refresh_from_db()
    assert tool.available_quantity == 10


def test_the_cancel_action_refuses_a_paid_order_with_a_message(admin_client, tool):
    paid, pending = place(tool), place(tool, quantity=2)
    steps.record_payment(order_id=paid.pk, transaction_id="pi_1")

    response = cancel(admin_client, paid, pending)

    page = response.content.decode()
    assert f"Cancelled 1 order and returned the stock: #{pending.pk}." in page
    assert (
        f"Could not cancel 1 order: #{paid.pk} (This order is paid and cannot become cancelled.)."
        in page
    )
    paid.refresh_from_db()
    assert paid.status == "paid"
    tool.refresh_from_db()
    assert tool.available_quantity == 7


def test_staff_who_may_only_view_orders_cannot_cancel_them(client, tool):
    order = place(tool)
    viewer = UserFactory(is_staff=True)
    viewer.user_permissions.add(Permission.objects.get(codename="view_order"))
    client.force_login(viewer)

    assert client.get("/admin/orders/order/").status_code == 200
    cancel(client, order)

    order.refresh_from_db()
    assert order.status == "pending"
