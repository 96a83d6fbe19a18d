"""An order's history moved back in time (demo data, imports): its steps keep their order
and their gaps; a pending order's hold moves with it."""

from datetime import timedelta

import pytest
from django.utils import timezone

from accounts.tests.factories import UserFactory
from orders import actions
from orders.history_dates import order_history_backdate
from orders.models import Order
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


def placed() -> Order:
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=5)
    return actions.order_place(customer=UserFactory(), tool_id=tool.pk, quantity=2, address=ADDRESS)


def test_a_pending_order_moved_back_is_past_its_hold_and_expires_at_its_step():
    order = placed()
    hold = order.expires_at - order.created_at
    placed_at = timezone.now() - timedelta(days=14)

    order_history_backdate(order_id=order.pk, placed_at=placed_at, step_hours=[])
    order.refresh_from_db()
    assert (order.created_at, order.expires_at) == (placed_at, placed_at + hold)
    assert order.is_overdue

    assert actions.order_expire(order_id=order.pk)
    order_history_backdate(order_id=order.pk, placed_at=placed_at, step_hours=[0.5])

    order.refresh_from_db()
    times = [event.created_at for event in order.events.order_by("id")]
    assert [event.status for event in order.events.order_by("id")] == [
        Order.Status.PENDING,
        Order.Status.EXPIRED,
    ]
    assert times == [placed_at, placed_at + timedelta(minutes=30)]
    assert order.updated_at == times[-1] and order.expires_at is None


def test_hours_that_do_not_fit_the_orders_steps_are_refused_and_nothing_moves():
    order = placed()
    actions.order_cancel(customer=order.customer, order_id=order.pk)
    placed_at = timezone.now() - timedelta(days=1)

    for hours in ([], [0.5, 1.0], [-1.0]):  # two steps: one figure, after placing
        with pytest.raises(ValueError):
            order_history_backdate(order_id=order.pk, placed_at=placed_at, step_hours=hours)

    assert Order.objects.get(pk=order.pk).created_at == order.created_at
    assert order.events.filter(created_at__lt=order.created_at).count() == 0
