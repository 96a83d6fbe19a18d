"""Parts of a checkout's money given back at the same moment as other refunds, 20 rounds each
with real threads (each with its own database connection; PostgreSQL in make test-postgres,
SQLite in make test): what goes back at Stripe never passes what was paid, the shipping goes
back once, and the credit notes add up to what Stripe gave back."""

from decimal import Decimal
from functools import partial

import pytest

from accounts.tests.factories import UserFactory
from core.errors import ApplicationError
from orders import actions
from orders.models import Checkout
from orders.tests.test_checkout_races import GOOD, started_checkout
from orders.tests.test_order_concurrency import run_at_once
from orders.tests.test_order_life_payments import assert_books_balance
from paperwork.models import Document
from payments import stripe_gateway as gateway
from payments.tests.stripe_client import card
from shop.tests.factories import ToolFactory

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("stripe_server", "french_shop"),
]

ROUNDS = 20


def paid_parcel(tools) -> tuple[Checkout, list[int], int]:
    checkout, ids = started_checkout(tools)
    report = actions.checkout_pay(
        customer=checkout.customer, checkout_id=checkout.pk, payment_method=card(GOOD)
    )
    assert report.succeeded
    checkout.refresh_from_db()
    return checkout, ids, report.intent


def given_back(intent) -> int:
    return sum(r.amount for r in gateway.refunds_of(intent.id) if r.status == "succeeded")


def credited(checkout: Checkout) -> Decimal:
    notes = Document.objects.filter(kind=Document.Kind.CREDIT_NOTE, checkout_id=checkout.pk)
    return sum((Decimal(note.content["total"]) for note in notes), Decimal("0"))


def test_a_part_and_the_orders_refund_at_once_never_give_back_more_than_its_line():
    tools = [
        ToolFactory(price=Decimal("12.00"), minimum_order_quantity=1, available_quantity=ROUNDS)
        for _ in range(2)
    ]
    admin = UserFactory(role="admin")
    for _ in range(ROUNDS):
        checkout, ids, intent = paid_parcel(tools)
        line = checkout.lines.get(order_id=ids[0])
        results, errors = run_at_once(
            [
                partial(
                    actions.order_refund_part,
                    admin=admin,
                    order_id=ids[0],
                    shipping=False,
                    amount=line.gross,
                    reason="Damaged",
                ),
                partial(actions.order_refund, admin=admin, order_id=ids[0]),
            ]
        )

        assert all(isinstance(error, ApplicationError) for error in errors), errors
        assert len(results) >= 1
        # The line went back once, whichever came first (the shipping stays: one order kept).
        assert given_back(intent) == int(line.gross * 100)
        assert credited(checkout) == line.gross
        assert_books_balance()


def test_two_shipping_refunds_at_once_give_the_shipping_back_once():
    tools = [
        ToolFactory(price=Decimal("12.00"), minimum_order_quantity=1, available_quantity=ROUNDS)
    ]
    admin = UserFactory(role="admin")
    for _ in range(ROUNDS):
        checkout, ids, intent = paid_parcel(tools)
        ask = partial(
            actions.order_refund_part,
            admin=admin,
            order_id=ids[0],
            shipping=True,
            amount=None,
            reason="Late",
        )

        results, errors = run_at_once([ask, ask])

        assert len(results) == 1 and len(errors) == 1, errors
        assert errors[0].code == "nothing_to_refund"
        assert given_back(intent) == int(checkout.shipping_gross * 100)
        assert credited(checkout) == checkout.shipping_gross
        assert_books_balance()
