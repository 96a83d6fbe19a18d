"""A checkout being paid while one of its orders is cancelled, 20 times with real threads
(each with its own database connection; PostgreSQL in make test-postgres): payment and
cancellation never cross. Either the money came and the cancel is refused, or the order is
cancelled and nothing is kept for it; the books balance every time. And 50 checkouts paid at
once get 50 invoice numbers, 1 to 50."""

import time
from decimal import Decimal
from functools import partial

import pytest

from accounts.tests.factories import UserFactory
from core.errors import ApplicationError
from orders import actions
from orders.checkout.quote import checkout_quote
from orders.models import Checkout, Order
from orders.tests.test_order_concurrency import run_at_once
from orders.tests.test_order_life_payments import assert_books_balance
from paperwork.models import Document
from payments import services as payments
from payments import stripe_gateway as gateway
from payments.models import Payment
from payments.tests.stripe_client import card, stripe_client
from shop.tests.factories import ToolFactory

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("stripe_server", "french_shop"),
]

ROUNDS = 20
GOOD = "4242424242424242"
ADDRESS = {
    "full_name": "Ana Lima",
    "line1": "1 Kassenstrasse",
    "line2": "",
    "city": "Berlin",
    "region": "",
    "postal_code": "10115",
    "country": "DE",
    "phone": "",
}


def started_checkout(tools) -> tuple[Checkout, list[int]]:
    customer = UserFactory()
    ids = [
        actions.order_place(customer=customer, tool_id=tool.pk, quantity=1, address=ADDRESS).pk
        for tool in tools
    ]
    quote = checkout_quote(customer=customer, order_ids=ids, country="DE")
    checkout, _ = actions.checkout_start(
        customer=customer,
        order_ids=ids,
        address=ADDRESS,
        method_id=quote.method.id,
        total=quote.price.total,
    )
    return checkout, ids


def test_paying_a_checkout_and_cancelling_one_of_its_orders_never_cross():
    tools = [
        ToolFactory(price=Decimal("20.00"), minimum_order_quantity=1, available_quantity=ROUNDS)
        for _ in range(2)
    ]
    for _ in range(ROUNDS):
        checkout, ids = started_checkout(tools)
        customer = checkout.customer
        results, errors = run_at_once(
            [
                partial(
                    actions.checkout_pay,
                    customer=customer,
                    checkout_id=checkout.pk,
                    payment_method=card(GOOD),
                ),
                partial(actions.order_cancel, customer=customer, order_id=ids[1]),
            ]
        )
        assert all(isinstance(error, ApplicationError) for error in errors), errors
        statuses = [Order.objects.get(pk=pk).status for pk in ids]
        checkout.refresh_from_db()
        if checkout.status == "paid":
            # The money came first: the cancel was refused (or it came late and the cancelled
            # order's line went back: the books say so).
            assert statuses[0] == "paid"
            assert statuses[1] in {"paid", "refunded"}
        else:
            assert statuses == ["pending", "cancelled"]
        assert_books_balance()


def test_fifty_checkouts_paid_at_once_get_fifty_invoices_numbered_without_gap_or_repeat():
    """Issue 37: each payment records its invoice in its own transaction, the number taken
    under the series' lock, whatever order the 50 transactions commit in."""
    tool = ToolFactory(price=Decimal("9.00"), minimum_order_quantity=1, available_quantity=50)
    started = [started_checkout([tool])[0] for _ in range(50)]
    cards = [card(GOOD) for _ in started]

    results, errors = run_at_once(
        [
            partial(
                actions.checkout_pay,
                customer=checkout.customer,
                checkout_id=checkout.pk,
                payment_method=method,
            )
            for checkout, method in zip(started, cards, strict=True)
        ]
    )

    assert errors == [] and len(results) == 50
    invoices = Document.objects.filter(kind=Document.Kind.INVOICE)
    assert sorted(invoices.values_list("sequence", flat=True)) == list(range(1, 51))
    assert sorted(invoices.values_list("checkout_id", flat=True)) == sorted(c.pk for c in started)
    assert len(set(invoices.values_list("number", flat=True))) == 50
    assert_books_balance()


def test_refunding_a_parcels_last_two_orders_at_once_gives_the_shipping_back_once():
    """The outside testers' fourth round: the first order refunded, then the other two at
    once: both answered 200 and neither took the shipping back (17.49 of 33.24 went back).
    The shipping's share is decided under the checkout's row lock."""
    tools = [
        ToolFactory(price=Decimal("5.83"), minimum_order_quantity=1, available_quantity=ROUNDS)
        for _ in range(3)
    ]
    admin = UserFactory(role="admin")
    for _ in range(ROUNDS):
        checkout, ids = started_checkout(tools)
        report = actions.checkout_pay(
            customer=checkout.customer, checkout_id=checkout.pk, payment_method=card(GOOD)
        )
        assert report.succeeded
        actions.order_refund(admin=admin, order_id=ids[0])

        results, errors = run_at_once(
            [partial(actions.order_refund, admin=admin, order_id=pk) for pk in ids[1:]]
        )

        assert errors == [] and len(results) == 2
        checkout.refresh_from_db()
        assert checkout.shipping_refunded
        assert [Order.objects.get(pk=pk).status for pk in ids] == ["refunded"] * 3
        notes = Document.objects.filter(kind=Document.Kind.CREDIT_NOTE, checkout_id=checkout.pk)
        with_shipping = [note for note in notes if note.content.get("shipping")]
        assert notes.count() == 3 and len(with_shipping) == 1
        given_back = sum(refund.amount for refund in gateway.refunds_of(report.intent.id))
        assert given_back == report.intent.amount  # all of it: three lines and the shipping
        assert_books_balance()


def test_two_checkout_starts_at_once_leave_no_live_payment_intent_on_a_void_checkout(
    monkeypatch,
):
    """The outside testers' fourth round: two identical starts at once both answered 201, and
    one checkout read void while its PaymentIntent, its secret handed out, could still be
    paid at Stripe. localstripe answers at once; Stripe, over a network, in tens of
    milliseconds: a PaymentIntent is made here as slowly, so the starts overlap as they do."""
    made = payments.payment_start

    def over_the_network(**kwargs):
        time.sleep(0.05)
        return made(**kwargs)

    monkeypatch.setattr(payments, "payment_start", over_the_network)
    tool = ToolFactory(price=Decimal("20.00"), minimum_order_quantity=1, available_quantity=ROUNDS)
    intents = stripe_client().v1.payment_intents
    for _ in range(ROUNDS):
        customer = UserFactory()
        order = actions.order_place(customer=customer, tool_id=tool.pk, address=ADDRESS)
        quote = checkout_quote(customer=customer, order_ids=[order.pk], country="DE")
        start = partial(
            actions.checkout_start,
            customer=customer,
            order_ids=[order.pk],
            address=ADDRESS,
            method_id=quote.method.id,
            total=quote.price.total,
        )

        results, errors = run_at_once([start, start])

        assert results, errors  # at least one start went through
        assert all(isinstance(error, ApplicationError) for error in errors), errors
        checkouts = Checkout.objects.filter(customer=customer)
        assert checkouts.filter(status="open").count() == 1
        for checkout in checkouts.filter(status="void"):
            payment = Payment.objects.filter(checkout=checkout).first()
            if payment is not None:
                live = intents.retrieve(payment.payment_intent_id).status
                assert live == "canceled", f"void checkout {checkout.pk}: its intent is {live}"
