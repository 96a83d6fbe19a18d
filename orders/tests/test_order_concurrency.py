"""A burst of simultaneous orders never oversells, on PostgreSQL and on SQLite
(real threads, each with its own database connection)."""

import threading

import pytest
from django.db import connection

from accounts.tests.factories import UserFactory
from core.errors import ApplicationError
from orders import steps
from orders.actions import order_place
from orders.models import Order
from shop.models import Tool
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db(transaction=True)


def run_at_once(jobs):
    """Runs the callables in threads released together; answers (results, errors)."""
    start = threading.Barrier(len(jobs))
    results, errors = [], []

    def worker(job):
        try:
            start.wait()
            results.append(job())
        except Exception as exc:  # noqa: BLE001 - every failure is reported to the test
            errors.append(exc)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker, args=(job,)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results, errors


def test_a_burst_of_orders_takes_exactly_the_stock_there_is():
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=7)
    customers = UserFactory.create_batch(20)

    results, errors = run_at_once(
        [
            lambda c=c: order_place(customer=c, tool_id=tool.id, quantity=1, address=ADDRESS)
            for c in customers
        ]
    )

    assert len(results) == 7
    assert len(errors) == 13
    assert all(isinstance(e, ApplicationError) and e.code == "above_available" for e in errors), (
        errors
    )
    tool.refresh_from_db()
    assert tool.available_quantity == 0
    assert Order.objects.count() == 7


def test_orders_and_cancellations_at_once_keep_the_books_straight():
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=6)
    customers = UserFactory.create_batch(6)
    placed = [
        order_place(customer=c, tool_id=tool.id, quantity=1, address=ADDRESS) for c in customers[:3]
    ]

    jobs = [lambda o=o: steps.cancel(customer=o.customer, order_id=o.id) for o in placed]
    jobs += [
        lambda c=c: order_place(customer=c, tool_id=tool.id, quantity=2, address=ADDRESS)
        for c in customers
    ]
    results, errors = run_at_once(jobs)

    assert all(isinstance(e, ApplicationError) for e in errors), errors
    tool.refresh_from_db()
    pending = sum(o.quantity for o in Order.objects.filter(status=Order.Status.PENDING))
    assert tool.available_quantity + pending == 6
    assert tool.available_quantity >= 0


def test_the_database_refuses_negative_stock():
    from django.db import IntegrityError

    tool = ToolFactory(available_quantity=1)
    with pytest.raises(IntegrityError):
        Tool.objects.filter(pk=tool.pk).update(available_quantity=-1)


def test_a_customer_ordering_from_many_tabs_at_once_stays_within_the_unpaid_limit(settings):
    settings.MAX_UNPAID_ORDERS = 3
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=100)
    customer = UserFactory()

    results, errors = run_at_once(
        [
            lambda: order_place(customer=customer, tool_id=tool.id, quantity=1, address=ADDRESS)
            for _ in range(8)
        ]
    )

    assert len(results) == 3
    assert {getattr(e, "code", repr(e)) for e in errors} == {"too_many_unpaid_orders"}
    tool.refresh_from_db()
    assert tool.available_quantity == 97
