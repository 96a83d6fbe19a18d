"""Two changes of one order at once, each pair 50 times with real threads (each with its own
database connection; PostgreSQL in make test-postgres, SQLite in make test): never both.
The attack of the outside testers' third round: ship and refund within ~100 ms both
succeeded, refunding goods that had shipped."""

from functools import partial

import pytest

from accounts.models import User
from accounts.tests.factories import UserFactory
from core.errors import ApplicationError
from orders import actions
from orders.models import Order
from orders.tests.paying import payment_of
from orders.tests.test_order_concurrency import run_at_once
from payments import stripe_gateway as gateway
from payments.tests.stripe_client import card
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("stripe_server")]

ROUNDS = 50
GOOD = "4242424242424242"
TRACKING = {"carrier": "DHL", "tracking_number": "JD0001"}


@pytest.fixture
def shop():
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=10 * ROUNDS)
    admin = UserFactory(role=User.Role.ADMIN)
    return tool, admin


def placed(tool) -> Order:
    return actions.order_place(customer=UserFactory(), tool_id=tool.pk, quantity=1, address=ADDRESS)


def paid(tool) -> Order:
    order = placed(tool)
    actions.order_checkout_start(customer=order.customer, order_id=order.pk)
    report = actions.order_checkout_pay(
        customer=order.customer, order_id=order.pk, payment_method=card(GOOD)
    )
    assert report.intent.status == "succeeded"
    order.refresh_from_db()
    return order


def refunded_at_stripe(order: Order) -> int:
    payment = payment_of(order)
    return sum(r.amount for r in gateway.refunds_of(payment.payment_intent_id))


def history(order: Order) -> list[str]:
    return [step.status for step in order.events.order_by("id")]


def test_ship_and_refund_at_once_never_both(shop):
    tool, admin = shop
    for _ in range(ROUNDS):
        order = paid(tool)
        results, errors = run_at_once(
            [
                partial(actions.order_ship, admin=admin, order_id=order.pk, **TRACKING),
                partial(actions.order_refund, admin=admin, order_id=order.pk),
            ]
        )
        order.refresh_from_db()
        assert (len(results), len(errors)) == (1, 1), errors
        assert isinstance(errors[0], ApplicationError), errors
        # refused as the other left it: claimed for a refund, shipped, or refunded already
        assert errors[0].code in {"refund_in_progress", "already_shipped", "invalid_transition"}
        if order.status == "shipped":
            assert refunded_at_stripe(order) == 0 and "refunded" not in history(order)
        else:
            assert order.status == "refunded" and "shipped" not in history(order)
            assert refunded_at_stripe(order) == payment_of(order).amount


def test_deliver_and_refund_at_once_never_both(shop):
    tool, admin = shop
    for _ in range(ROUNDS):
        order = paid(tool)
        actions.order_ship(admin=admin, order_id=order.pk, **TRACKING)
        results, errors = run_at_once(
            [
                partial(actions.order_deliver, admin=admin, order_id=order.pk),
                partial(actions.order_refund, admin=admin, order_id=order.pk),
            ]
        )
        order.refresh_from_db()
        assert (len(results), len(errors)) == (1, 1), errors
        assert errors[0].code == "already_shipped"
        assert order.status == "delivered" and refunded_at_stripe(order) == 0


def test_cancel_and_pay_at_once_never_both(shop):
    tool, _ = shop
    for _ in range(ROUNDS):
        order = placed(tool)
        actions.order_checkout_start(customer=order.customer, order_id=order.pk)
        results, errors = run_at_once(
            [
                partial(actions.order_cancel, customer=order.customer, order_id=order.pk),
                partial(
                    actions.order_checkout_pay,
                    customer=order.customer,
                    order_id=order.pk,
                    payment_method=card(GOOD),
                ),
            ]
        )
        order.refresh_from_db()
        intent = gateway.payment_intent_retrieve(payment_of(order).payment_intent_id)
        if order.status == "paid":  # the money came first: the cancel said so
            assert intent.status == "succeeded" and "cancelled" not in history(order)
        else:  # the cancel came first: no money was taken
            assert order.status == "cancelled" and intent.status != "succeeded"
            assert "paid" not in history(order)
        assert (len(results), len(errors)) == (1, 1), errors


def test_two_refunds_of_one_order_at_once_reach_stripe_once(shop):
    """The outside testers' fourth round: both refunds answered 200 and Stripe (localstripe,
    which keeps no idempotency keys) refunded twice. The claim stops the second first."""
    tool, admin = shop
    for _ in range(20):
        order = paid(tool)
        refund = partial(actions.order_refund, admin=admin, order_id=order.pk)
        results, errors = run_at_once([refund, refund])
        order.refresh_from_db()
        assert (len(results), len(errors)) == (1, 1), errors
        # refused as the first left it: claimed for its refund, or refunded already
        assert errors[0].code in {"refund_in_progress", "invalid_transition"}, errors
        refunds = gateway.refunds_of(payment_of(order).payment_intent_id)
        assert order.status == "refunded" and len(refunds) == 1
        assert history(order).count("refunded") == 1
