"""The order's steps in the database (orders.steps), called directly."""

from decimal import Decimal

import pytest
from django.core import mail

from accounts.tests.factories import UserFactory
from core.errors import ApplicationError
from orders import steps
from orders.actions import order_place
from orders.models import Order
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def order() -> Order:
    tool = ToolFactory(name="Easel", price=Decimal("12.35"), minimum_order_quantity=1)
    return order_place(
        customer=UserFactory(email="casey@example.com"),
        tool_id=tool.id,
        quantity=3,
        address=ADDRESS,
    )


def test_marking_an_order_paid_happens_once_and_the_receipt_waits_for_the_commit(
    order, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks() as callbacks:
        assert steps.record_payment(order_id=order.id, transaction_id="pi_1") == "paid"
        assert mail.outbox == []
    for callback in callbacks:
        callback()

    assert steps.record_payment(order_id=order.id, transaction_id="pi_1") == "already"
    assert steps.record_payment(order_id=order.id, transaction_id="pi_2") == "already"
    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("paid", "pi_1")
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == ["casey@example.com"]
    assert "3 x Easel at 12.35 = 37.05" in mail.outbox[0].body and "pi_1" in mail.outbox[0].body


def test_money_for_a_cancelled_order_pays_it_while_the_stock_is_there(order):
    steps.cancel(customer=order.customer, order_id=order.id)

    assert steps.record_payment(order_id=order.id, transaction_id="pi_1") == "paid"

    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("paid", "pi_1")
    order.tool.refresh_from_db()
    assert order.tool.available_quantity == 50 - 3  # held again
    assert [e.status for e in order.events.all()] == ["pending", "cancelled", "paid"]


def test_money_for_a_cancelled_order_whose_stock_is_gone_must_go_back(order):
    steps.cancel(customer=order.customer, order_id=order.id)
    order.tool.__class__.objects.filter(pk=order.tool_id).update(available_quantity=2)

    assert steps.record_payment(order_id=order.id, transaction_id="pi_1") == "refund"

    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("cancelled", "")
    order.tool.refresh_from_db()
    assert order.tool.available_quantity == 2


def test_an_order_whose_tool_changed_price_before_its_stock_was_taken_is_placed_at_the_new_price(
    monkeypatch,
):
    """The stock is taken last, only at the price the order was written with: a price an
    admin changes in between is read again, so the order never records the old one."""
    from orders import placing as orders

    tool = ToolFactory(price=Decimal("10.00"), available_quantity=5, minimum_order_quantity=1)
    read = orders._tool_orderable

    def read_then_admin_changes_the_price(tool_id, quantity):
        seen = read(tool_id, quantity)
        if seen.price == Decimal("10.00"):
            type(tool).objects.filter(pk=tool.pk).update(price=Decimal("12.50"))
        return seen

    monkeypatch.setattr(orders, "_tool_orderable", read_then_admin_changes_the_price)
    order = order_place(customer=UserFactory(), tool_id=tool.pk, quantity=2, address=ADDRESS)

    assert (order.unit_price, order.total) == (Decimal("12.50"), Decimal("25.00"))
    assert Order.objects.get().pk == order.pk  # the first try left nothing behind
    tool.refresh_from_db()
    assert tool.available_quantity == 3


def test_a_sold_out_tool_is_refused_without_writing_anything(django_assert_max_num_queries):
    tool = ToolFactory(available_quantity=0, minimum_order_quantity=1)
    customer = UserFactory()

    with django_assert_max_num_queries(1):  # the tool's row, read without a lock
        with pytest.raises(ApplicationError) as refused:
            order_place(customer=customer, tool_id=tool.pk, quantity=1, address=ADDRESS)

    assert refused.value.code == "above_available"
    assert not Order.objects.exists()
