"""An account deleted while it places orders (the outside testers' third round): a pending
order placed after the deletion's own cancels was left on the anonymised account, holding
its stock, and no API could cancel it. Real threads, each with its own connection, on SQLite
and PostgreSQL; Stripe's answer to forgetting the customer takes 30 ms here, the window an
order used to slip through."""

import threading
import time

import pytest

from accounts.tests.factories import UserFactory
from core.errors import ApplicationError
from orders.actions import order_place
from orders.models import Order
from orders.tests.test_order_concurrency import run_at_once
from profiles.services import user_delete
from shop.models import Tool
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db(transaction=True)

ROUNDS = 20


def test_an_account_being_deleted_keeps_no_order_placed_meanwhile(monkeypatch):
    monkeypatch.setattr("profiles.services.customer_forget", lambda *, user: time.sleep(0.03))
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=1000)
    for _ in range(ROUNDS):
        customer = UserFactory()
        deleting = threading.Event()

        def delete(customer=customer, deleting=deleting):
            deleting.set()
            user_delete(user=customer, confirm=customer.email)
            return "deleted"

        def keep_ordering(customer=customer, deleting=deleting):
            deleting.wait(5)
            placed = 0
            for _ in range(30):
                try:
                    order_place(customer=customer, tool_id=tool.pk, quantity=1, address=ADDRESS)
                    placed += 1
                except ApplicationError:
                    pass
                time.sleep(0.002)
            return placed

        run_at_once([delete, keep_ordering])

        customer.refresh_from_db()
        held = Order.objects.filter(customer=customer, status=Order.Status.PENDING)
        if customer.is_deleted:
            assert not held.exists(), "a pending order outlived its account's deletion"
        # Whatever happened, the stock is on the shelf or in the customer's pending orders.
        pending = sum(held.values_list("quantity", flat=True))
        assert Tool.objects.get(pk=tool.pk).available_quantity + pending == 1000
        Order.objects.filter(customer=customer, status=Order.Status.PENDING).update(
            status=Order.Status.CANCELLED
        )
        Tool.objects.filter(pk=tool.pk).update(available_quantity=1000)
