"""Two refunds of one return at once, with real threads (each with its own database
connection; PostgreSQL in make test-postgres, SQLite in make test): one refunds, the other
is refused, and Stripe gives the money back once."""

from functools import partial

import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory
from core.errors import Conflict
from orders import steps
from orders.models import Order
from orders.tests.test_order_concurrency import run_at_once
from orders.tests.test_races import paid, refunded_at_stripe
from returns import services
from shop.tests.factories import ToolFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("stripe_server")]

ROUNDS = 10


def test_two_refunds_of_one_return_at_once_refund_once():
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=ROUNDS)
    admin = UserFactory(role=User.Role.ADMIN)
    for _ in range(ROUNDS):
        order = paid(tool)
        steps.ship(admin=admin, order_id=order.pk, carrier="DHL", tracking_number="JD1")
        steps.deliver(admin=admin, order_id=order.pk)
        ret = services.return_request(
            customer=order.customer, order_id=order.pk, order_ids=[order.pk]
        )
        services.return_receive(admin=admin, return_id=ret.pk)
        refund = partial(services.return_refund, admin=admin, return_id=ret.pk)

        results, errors = run_at_once([refund, refund])

        assert (len(results), len(errors)) == (1, 1), errors
        assert isinstance(errors[0], Conflict), errors
        assert refunded_at_stripe(order) == 100 * order.total
        assert Order.objects.get(pk=order.pk).status == "refunded"
    tool.refresh_from_db()
    assert tool.available_quantity == ROUNDS  # every returned tool back on the shelf
