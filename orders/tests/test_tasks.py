"""The periodic jobs call the services: expiry every minute, reconciliation every ten."""

from datetime import timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from accounts.tests.factories import UserFactory
from notifications.models import OutgoingEmail
from orders import tasks
from orders.models import Order
from shop.tests.factories import ToolFactory

pytestmark = pytest.mark.django_db


def test_the_expiry_job_runs_every_minute_and_expires_orders_past_their_hold():
    tool = ToolFactory(available_quantity=7)
    order = Order.objects.create(
        customer=UserFactory(),
        tool=tool,
        item_name=tool.name,
        unit_price=Decimal("1.00"),
        quantity=3,
        total=Decimal("3.00"),
        expires_at=timezone.now() - timedelta(seconds=1),
    )

    tasks.orders_expire_due.call_local()

    order.refresh_from_db()
    tool.refresh_from_db()
    assert (order.status, tool.available_quantity) == ("expired", 10)
    assert OutgoingEmail.objects.get().template == "order_expired"
    a_minute = timezone.now().replace(second=0, microsecond=0, tzinfo=None)
    assert tasks.orders_expire_due.task_class().validate_datetime(a_minute)


def test_the_reconcile_job_runs_every_ten_minutes(monkeypatch):
    calls = []
    monkeypatch.setattr(tasks.actions, "payments_reconcile", lambda: calls.append(1) or {})

    tasks.payments_reconcile.call_local()

    assert calls == [1]
    on_the_hour = timezone.now().replace(minute=0, second=0, microsecond=0, tzinfo=None)
    assert tasks.payments_reconcile.task_class().validate_datetime(on_the_hour)
    assert not tasks.payments_reconcile.task_class().validate_datetime(
        on_the_hour + timedelta(minutes=5)
    )
