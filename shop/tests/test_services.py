"""The order's own status changes, called directly (payments and the admin call them)."""

from decimal import Decimal

import pytest
from django.core import mail

from accounts.tests.factories import UserFactory
from core.errors import Conflict
from shop.models import Order
from shop.services import order_cancel, order_mark_paid, order_place
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def order() -> Order:
    tool = ToolFactory(name="Easel", price=Decimal("12.35"), minimum_order_quantity=1)
    return order_place(customer=UserFactory(email="casey@example.com"), tool_id=tool.id, quantity=3)


def test_marking_an_order_paid_happens_once_and_the_receipt_waits_for_the_commit(
    order, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks() as callbacks:
        assert order_mark_paid(order_id=order.id, transaction_id="pi_1") is True
        assert mail.outbox == []
    for callback in callbacks:
        callback()

    assert order_mark_paid(order_id=order.id, transaction_id="pi_2") is False
    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("paid", "pi_1")
    assert len(mail.outbox) == 1
    assert mail.outbox[0].to == ["casey@example.com"]
    assert "3 x Easel at 12.35 = 37.05" in mail.outbox[0].body and "pi_1" in mail.outbox[0].body


def test_a_cancelled_order_cannot_be_marked_paid(order, django_capture_on_commit_callbacks):
    order_cancel(customer=order.customer, order_id=order.id)

    with django_capture_on_commit_callbacks(execute=True), pytest.raises(Conflict) as refused:
        order_mark_paid(order_id=order.id, transaction_id="pi_1")

    assert refused.value.code == "invalid_transition"
    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("cancelled", "")
    assert mail.outbox == []
