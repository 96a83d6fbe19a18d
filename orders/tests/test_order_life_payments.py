"""An order's life where its money is: cancelling, expiring, late money, refunds, against a
real localstripe (issue 13). Each test ends with the issue's invariant: the books balance."""

import contextlib
import json
import urllib.error
import urllib.request
from datetime import timedelta
from decimal import Decimal

import pytest
import stripe
from django.utils import timezone

from accounts.tests.factories import UserFactory
from core.money import to_minor_units
from orders import steps
from orders.actions import orders_expire_due
from orders.invoicing import line_left
from orders.models import Order
from orders.steps import ALREADY_PAID
from orders.tests.paying import payment_of
from orders.tests.test_payments_api import GOOD, THREE_D_SECURE, event, post_webhook, signed, start
from payments import stripe_gateway as gateway
from payments.models import Payment
from payments.tests.stripe_client import card, pay_behind_the_shops_back, stripe_client
from shop.tests.factories import DELIVERY_ADDRESS, PaintingFactory, ToolFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server")]

EXPIRED = "This order has expired. Please order again."
TOO_SMALL = "Orders under $0.50 cannot be paid by card."
SHIPPED = "This order has shipped and cannot be refunded."
MONEY_KEPT = {"paid", "shipped", "delivered", "refunded"}


def assert_books_balance(*, refunded_by_hand: dict[str, int] | None = None) -> None:
    """No succeeded PaymentIntent without a paid (or later: shipped, delivered, refunded)
    order of the same amount and currency, unless all its money went back at Stripe.
    `refunded_by_hand`: what the owner gave back in part in Stripe's dashboard, by
    PaymentIntent (the shop leaves a partial refund alone: it is no money of the books')."""
    intents = stripe_client().v1.payment_intents
    by_hand = refunded_by_hand or {}
    for payment in Payment.objects.select_related("order", "checkout"):
        intent = intents.retrieve(payment.payment_intent_id)
        if intent.status != "succeeded":
            continue
        given_back = sum(r.amount for r in gateway.refunds_of(intent.id) if r.status == "succeeded")
        if payment.checkout is not None:
            assert_checkout_balances(
                payment.checkout, intent, given_back - by_hand.get(intent.id, 0)
            )
            continue
        if given_back == intent.amount and payment.order.status not in MONEY_KEPT - {"refunded"}:
            continue
        order = payment.order
        assert order.status in MONEY_KEPT, f"{intent.id} succeeded, order {order.status}"
        expected = (to_minor_units(order.total, order.currency), order.currency)
        assert (intent.amount, intent.currency) == expected, f"{intent.id} is not order's"


def assert_checkout_balances(checkout, intent, given_back: int) -> None:
    """What a checkout's PaymentIntent kept is its kept orders' lines (less their parts given
    back) and, unless it went back, the shipping. One for another amount or currency than
    the checkout's is never kept: all of it went back, and it paid no order."""
    lines = checkout.lines.select_related("order")
    if (intent.amount, intent.currency) != (
        to_minor_units(checkout.total, checkout.currency),
        checkout.currency,
    ):
        assert given_back == intent.amount, f"{intent.id} is not the checkout's, yet kept"
        assert not any(line.order.transaction_id == intent.id for line in lines), intent.id
        return
    kept = sum(  # a kept order's line, less the parts of it an admin gave back
        (line_left(line).gross for line in lines if line.order.status in MONEY_KEPT - {"refunded"}),
        Decimal("0"),
    )
    if not checkout.shipping_refunded:
        kept += checkout.shipping_gross
    expected = (to_minor_units(kept, checkout.currency), checkout.currency)
    assert (intent.amount - given_back, intent.currency) == expected, f"{intent.id} unbalanced"


def place(client, tool, quantity=3) -> Order:
    response = client.post(
        "/api/mypurchase",
        {"tool": tool.id, "toolsQuantity": quantity, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )
    assert response.status_code == 201, response.json()
    return Order.objects.get(pk=response.json()["_id"])


def started(client, order) -> Payment:
    assert start(client, order.id).status_code == 200
    return payment_of(order)


def paid_through_the_shop(client, order) -> Payment:
    payment = started(client, order)
    confirmed = client.post(
        "/api/payments/confirm", {"order": order.id, "paymentMethod": card(GOOD)}, format="json"
    )
    assert confirmed.json()["status"] == "succeeded"
    return payment


def stock(tool) -> int:
    tool.refresh_from_db()
    return tool.available_quantity


def hold_ended(order) -> None:
    Order.objects.filter(pk=order.pk).update(expires_at=timezone.now() - timedelta(seconds=1))


def stripe_status(payment) -> str:
    return stripe_client().v1.payment_intents.retrieve(payment.payment_intent_id).status


def test_cancelling_cancels_the_payment_intent_so_it_can_never_take_money(
    signed_in, customer, tool
):
    client = signed_in(customer)
    order = place(client, tool)
    payment = started(client, order)

    response = client.post(f"/api/mypurchase/{order.id}/cancel")

    assert response.status_code == 200 and response.json()["status"] == "cancelled"
    assert stripe_status(payment) == "canceled"
    with pytest.raises(stripe.StripeError):
        pay_behind_the_shops_back(payment.payment_intent_id, GOOD)
    assert stripe_status(payment) == "canceled"
    order.refresh_from_db()
    assert order.status == "cancelled" and stock(tool) == 10
    assert_books_balance()


def test_money_that_came_before_the_cancel_pays_the_order_and_the_cancel_says_so(
    signed_in, customer, tool
):
    client = signed_in(customer)
    order = place(client, tool)
    payment = started(client, order)
    pay_behind_the_shops_back(payment.payment_intent_id, GOOD)  # another tab paid it

    response = client.post(f"/api/mypurchase/{order.id}/cancel")

    assert response.status_code == 409
    assert (response.json()["code"], response.json()["detail"]) == ("already_paid", ALREADY_PAID)
    assert ALREADY_PAID == "This order has already been paid, so it cannot be cancelled."
    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("paid", payment.payment_intent_id)
    assert stock(tool) == 7
    history = client.get(f"/api/mypurchase/{order.id}").json()["history"]
    assert [(row["status"], row["by"]) for row in history] == [
        ("pending", "customer"),
        ("paid", "payment"),
    ]
    assert_books_balance()


def money_after_expiry(client, order) -> Payment:
    """The card was charged at Stripe while the order was held; the shop heard nothing
    and the hold ended in the database alone; then Stripe's webhook arrives."""
    payment = started(client, order)
    pay_behind_the_shops_back(payment.payment_intent_id, GOOD)
    hold_ended(order)
    assert steps.expire(order_id=order.id) is True
    return payment


def test_late_money_pays_the_order_when_its_stock_can_be_held_again(
    client, signed_in, customer, tool
):
    api = signed_in(customer)
    order = place(api, tool)
    payment = money_after_expiry(api, order)
    assert stock(tool) == 10  # the expiry gave the stock back

    response = post_webhook(client, *signed(event(payment.payment_intent_id, "evt_late")))

    assert response.json()["outcome"] == "handled"
    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("paid", payment.payment_intent_id)
    assert stock(tool) == 7
    assert gateway.refunds_of(payment.payment_intent_id) == []
    payment.refresh_from_db()
    assert payment.refund_id == ""
    assert_books_balance()


def test_late_money_is_refunded_in_full_when_the_stock_is_gone(client, signed_in, customer, tool):
    api = signed_in(customer)
    order = place(api, tool)
    payment = money_after_expiry(api, order)
    place(signed_in(UserFactory()), tool, 9)  # someone else bought the released stock

    first = post_webhook(client, *signed(event(payment.payment_intent_id, "evt_late")))
    again = post_webhook(client, *signed(event(payment.payment_intent_id, "evt_late_2")))

    assert first.json()["outcome"] == "handled"
    assert again.status_code == 200
    order.refresh_from_db()
    assert order.status == "refunded"
    refunds = gateway.refunds_of(payment.payment_intent_id)
    assert [(r.amount, r.currency, r.status) for r in refunds] == [(3705, "usd", "succeeded")]
    payment.refresh_from_db()
    assert payment.refund_id == refunds[0].id
    assert stock(tool) == 1  # neither taken again nor given back twice
    history = signed_in(customer).get(f"/api/mypurchase/{order.id}").json()["history"]
    assert [(row["status"], row["by"]) for row in history][-2:] == [
        ("expired", "system"),
        ("refunded", "system"),
    ]
    assert_books_balance()


def test_expiring_due_orders_cancels_their_payments_returns_stock_and_runs_once(
    settings, signed_in, customer, tool
):
    settings.MAX_UNPAID_ORDERS = 10
    client = signed_in(customer)
    overdue_started, overdue, held = (
        place(client, tool, 1),
        place(client, tool, 2),
        place(client, tool, 3),
    )
    paid = place(client, tool, 4)
    overdue_payment, held_payment = started(client, overdue_started), started(client, held)
    paid_through_the_shop(client, paid)
    for order in (overdue_started, overdue):
        hold_ended(order)
    assert stock(tool) == 0

    assert orders_expire_due() == 2
    assert orders_expire_due() == 0

    statuses = dict(Order.objects.values_list("id", "status"))
    assert [statuses[o.id] for o in (overdue_started, overdue, held, paid)] == [
        "expired",
        "expired",
        "pending",
        "paid",
    ]
    assert stripe_status(overdue_payment) == "canceled"
    assert stripe_status(held_payment) == "requires_payment_method"
    assert stock(tool) == 3
    assert_books_balance()


def test_an_expired_order_cannot_be_paid(signed_in, customer, tool):
    client = signed_in(customer)
    order = place(client, tool)
    started(client, order)
    hold_ended(order)

    answers = [
        start(client, order.id),
        client.post(
            "/api/payments/confirm", {"order": order.id, "paymentMethod": card(GOOD)}, format="json"
        ),
        client.post("/api/payments/refresh", {"order": order.id}, format="json"),
    ]

    for response in answers:
        assert response.status_code == 409
        assert (response.json()["code"], response.json()["detail"]) == ("order_expired", EXPIRED)
    assert stripe_status(Payment.objects.get()) == "requires_payment_method"
    order.refresh_from_db()
    assert order.status == "pending"  # the job has not run; the answers say expired anyway
    assert_books_balance()


def test_an_order_under_stripes_minimum_is_refused_before_stripe_is_asked(signed_in, customer):
    cheap = ToolFactory(price=Decimal("0.49"), minimum_order_quantity=1, available_quantity=5)
    order = place(signed_in(customer), cheap, 1)

    response = start(signed_in(customer), order.id)

    assert response.status_code == 409
    assert (response.json()["code"], response.json()["detail"]) == ("amount_too_small", TOO_SMALL)
    assert not Payment.objects.exists()
    assert stripe_client().v1.payment_intents.list().data == []
    assert_books_balance()


def test_cancelling_during_3d_secure_means_the_authentication_cannot_charge(
    signed_in, customer, tool, stripe_server
):
    client = signed_in(customer)
    order = place(client, tool)
    started(client, order)
    pending = client.post(
        "/api/payments/confirm",
        {"order": order.id, "paymentMethod": card(THREE_D_SECURE)},
        format="json",
    ).json()
    assert pending["status"] == "requires_action"

    cancelled = client.post(f"/api/mypurchase/{order.id}/cancel")
    # The customer then completes the 3-D Secure dialog still open in the page.
    secret = pending["clientSecret"]
    intent_id = secret.split("_secret_")[0]
    request = urllib.request.Request(
        f"{stripe_server}/v1/payment_intents/{intent_id}/_authenticate?success=true",
        data=json.dumps({"key": "pk_test_localstripe", "client_secret": secret}).encode(),
        method="POST",
    )
    with contextlib.suppress(urllib.error.HTTPError):
        urllib.request.urlopen(request).close()

    assert cancelled.status_code == 200
    assert stripe_client().v1.payment_intents.retrieve(intent_id).status == "canceled"
    refreshed = client.post("/api/payments/refresh", {"order": order.id}, format="json")
    assert refreshed.status_code == 200, refreshed.json()
    assert refreshed.json()["status"] == "canceled"
    order.refresh_from_db()
    assert order.status == "cancelled" and stock(tool) == 10
    assert_books_balance()


def test_cancelling_an_order_past_its_hold_expires_it_instead(signed_in, customer, tool):
    api = signed_in(customer)
    order = place(api, tool)
    Order.objects.filter(pk=order.pk).update(expires_at=timezone.now() - timedelta(seconds=1))

    answer = api.post(f"/api/mypurchase/{order.pk}/cancel")

    assert answer.status_code == 409
    assert answer.json()["code"] == "not_cancellable"
    order.refresh_from_db()
    assert order.status == "expired"
    assert stock(tool) == 10
    assert [e.status for e in order.events.all()] == ["pending", "expired"]


def test_a_painting_past_its_hold_whose_money_came_at_stripe_stays_with_its_buyer(signed_in):
    painting = PaintingFactory()
    first, second = UserFactory(), UserFactory()
    client = signed_in(first)
    ordered = client.post(
        "/api/mypurchase",
        {"painting": painting.id, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )
    order = Order.objects.get(pk=ordered.json()["_id"])
    payment = started(client, order)
    pay_behind_the_shops_back(payment.payment_intent_id, GOOD)  # the webhook is not here yet
    Order.objects.filter(pk=order.pk).update(expires_at=timezone.now() - timedelta(seconds=1))

    late = signed_in(second).post(
        "/api/mypurchase",
        {"painting": painting.id, "deliveryAddress": DELIVERY_ADDRESS},
        format="json",
    )

    # Ordering it again first expired the hold through Stripe, which said it was paid.
    assert late.status_code == 409
    assert late.json()["code"] == "painting_sold"
    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("paid", payment.payment_intent_id)
    assert not Order.objects.filter(customer=second).exists()
    assert_books_balance()
