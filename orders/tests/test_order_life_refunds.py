"""Refunds (an admin's, and one made in Stripe's dashboard) and money that does not match
its order, against a real localstripe (issue 13)."""

import pytest

from orders.models import OrderEvent
from orders.tests.test_order_life_payments import (
    SHIPPED,
    assert_books_balance,
    paid_through_the_shop,
    place,
    started,
    stock,
)
from orders.tests.test_payments_api import GOOD, event, post_webhook, signed
from payments import stripe_gateway as gateway
from payments.models import Payment
from payments.tests.stripe_client import pay_behind_the_shops_back, stripe_client

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server")]


def charge_of(payment_intent_id: str) -> str:
    intent = stripe_client().v1.payment_intents.retrieve(payment_intent_id).to_dict()
    charge = intent.get("latest_charge") or intent["charges"]["data"][0]
    return charge if isinstance(charge, str) else charge["id"]  # localstripe expands it


def refunded_event(charge_id: str, event_id: str) -> dict:
    return {
        "id": event_id,
        "object": "event",
        "type": "charge.refunded",
        "data": {"object": {"id": charge_id, "object": "charge"}},
    }


def test_an_admin_refunds_a_paid_order_in_full_once(signed_in, customer, admin, tool):
    order = place(signed_in(customer), tool)
    payment = paid_through_the_shop(signed_in(customer), order)
    assert stock(tool) == 7
    staff = signed_in(admin)

    response = staff.post(f"/api/manage/orders/{order.id}/refund")
    again = staff.post(f"/api/manage/orders/{order.id}/refund")

    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "refunded"
    refunds = gateway.refunds_of(payment.payment_intent_id)
    assert [(r.amount, r.currency, r.status) for r in refunds] == [(3705, "usd", "succeeded")]
    assert body["payment"]["refundId"] == refunds[0].id
    assert again.status_code == 409
    assert len(gateway.refunds_of(payment.payment_intent_id)) == 1
    assert stock(tool) == 10
    history = signed_in(customer).get(f"/api/mypurchase/{order.id}").json()["history"]
    assert (history[-1]["status"], history[-1]["by"]) == ("refunded", "staff")
    assert_books_balance()


def test_a_shipped_order_cannot_be_refunded(signed_in, customer, admin, tool):
    order = place(signed_in(customer), tool)
    payment = paid_through_the_shop(signed_in(customer), order)
    staff = signed_in(admin)
    shipped = staff.post(
        f"/api/manage/orders/{order.id}/ship",
        {"carrier": "UPS", "trackingNumber": "1Z"},
        format="json",
    )
    assert shipped.status_code == 200

    response = staff.post(f"/api/manage/orders/{order.id}/refund")

    assert response.status_code == 409
    assert (response.json()["code"], response.json()["detail"]) == ("already_shipped", SHIPPED)
    order.refresh_from_db()
    assert order.status == "shipped"
    assert gateway.refunds_of(payment.payment_intent_id) == []
    payment.refresh_from_db()
    assert payment.refund_id == ""
    assert stock(tool) == 7
    assert_books_balance()


def test_a_refund_made_at_stripe_marks_the_order_refunded_once(client, signed_in, customer, tool):
    order = place(signed_in(customer), tool)
    payment = paid_through_the_shop(signed_in(customer), order)
    # The owner refunds it in Stripe's dashboard; Stripe then tells the shop (maybe twice).
    refund = stripe_client().v1.refunds.create({"payment_intent": payment.payment_intent_id})
    charge = charge_of(payment.payment_intent_id)

    answers = [
        post_webhook(client, *signed(refunded_event(charge, event_id)))
        for event_id in ("evt_refund", "evt_refund", "evt_refund_again")
    ]

    assert [answer.json()["outcome"] for answer in answers] == [
        "handled",
        "duplicate",
        "duplicate",
    ]
    order.refresh_from_db()
    assert order.status == "refunded"
    payment.refresh_from_db()
    assert payment.refund_id == refund.id
    assert stock(tool) == 10  # back once, not three times
    assert OrderEvent.objects.filter(order=order, status="refunded").count() == 1
    assert_books_balance()


def test_a_webhook_for_a_partial_refund_leaves_the_order_paid(client, signed_in, customer, tool):
    order = place(signed_in(customer), tool)
    payment = paid_through_the_shop(signed_in(customer), order)
    stripe_client().v1.refunds.create({"payment_intent": payment.payment_intent_id, "amount": 100})

    answer = post_webhook(
        client, *signed(refunded_event(charge_of(payment.payment_intent_id), "evt_part"))
    )

    assert answer.json()["outcome"] == "partial refund ignored"
    order.refresh_from_db()
    assert order.status == "paid" and stock(tool) == 7
    assert_books_balance(refunded_by_hand={payment.payment_intent_id: 100})


def test_money_in_another_currency_does_not_pay_the_orders_checkout_and_goes_back(
    client, signed_in, customer, tool
):
    order = place(signed_in(customer), tool)
    payment = started(signed_in(customer), order)
    # A PaymentIntent for the order's checkout, for its amount, but in euros, recorded as
    # its payment (by hand in the Django admin, say).
    checkout_id = payment.checkout_id
    intent = stripe_client().v1.payment_intents.create(
        {"amount": 3705, "currency": "eur", "metadata": {"checkout_id": str(checkout_id)}}
    )
    Payment.objects.filter(pk=payment.pk).update(payment_intent_id=intent.id, currency="eur")
    pay_behind_the_shops_back(intent.id, GOOD)

    answer = post_webhook(client, *signed(event(intent.id, "evt_eur")))

    assert answer.status_code == 200
    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("pending", "")
    assert stock(tool) == 7
    payment.refresh_from_db()
    assert payment.last_error.startswith("Succeeded for another amount, currency or checkout")
    refunds = gateway.refunds_of(intent.id)
    assert [(r.amount, r.currency) for r in refunds] == [(3705, "eur")]
    assert payment.refund_id == refunds[0].id
    assert_books_balance()


def test_money_in_another_currency_does_not_pay_the_order_and_goes_back(
    client, signed_in, customer, tool
):
    """An order's own PaymentIntent, as an older shop's data may hold (every payment is a
    checkout's now)."""
    order = place(signed_in(customer), tool)
    # A PaymentIntent for this order, for its amount, but in euros.
    intent = stripe_client().v1.payment_intents.create(
        {"amount": 3705, "currency": "eur", "metadata": {"order_id": str(order.id)}}
    )
    Payment.objects.create(
        order=order, payment_intent_id=intent.id, amount=3705, currency="eur", status=intent.status
    )
    pay_behind_the_shops_back(intent.id, GOOD)

    answer = post_webhook(client, *signed(event(intent.id, "evt_eur")))

    assert answer.status_code == 200
    order.refresh_from_db()
    assert (order.status, order.transaction_id) == ("pending", "")
    assert stock(tool) == 7
    payment = Payment.objects.get()
    assert payment.last_error.startswith("Succeeded for another amount, currency or order")
    refunds = gateway.refunds_of(intent.id)
    assert [(r.amount, r.currency) for r in refunds] == [(3705, "eur")]
    assert payment.refund_id == refunds[0].id
    assert_books_balance()


def test_a_refund_heard_before_its_payment_refunds_the_order(client, signed_in, customer, tool):
    order = place(signed_in(customer), tool)
    assert (
        signed_in(customer)
        .post("/api/create-payment-intent", {"order": order.id}, format="json")
        .status_code
        == 200
    )
    payment = Payment.objects.get()
    # Paid behind the shop's back and refunded in Stripe's dashboard; Stripe's events
    # come in any order: the refund's first.
    pay_behind_the_shops_back(payment.payment_intent_id, GOOD)
    stripe_client().v1.refunds.create({"payment_intent": payment.payment_intent_id})
    charge = charge_of(payment.payment_intent_id)

    refunded = post_webhook(client, *signed(refunded_event(charge, "evt_refund_first")))
    succeeded = post_webhook(client, *signed(event(payment.payment_intent_id, "evt_paid_late")))

    assert (refunded.status_code, succeeded.status_code) == (200, 200)
    order.refresh_from_db()
    assert order.status == "refunded"  # never paid with its money gone: it must not ship
    assert stock(tool) == 10
    assert_books_balance()
