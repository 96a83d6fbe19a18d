"""A lost webhook loses no payment: reconciliation asks Stripe (localstripe) again about
every checkout that could still take money (each order here paid through its own, as the
payment page starts it)."""

from decimal import Decimal

import pytest
import stripe
from django.core.management import call_command

from accounts.tests.factories import UserFactory
from orders.actions import order_checkout_start, payments_reconcile
from orders.models import Order
from payments import stripe_gateway as gateway
from payments.models import Payment
from payments.tests.stripe_client import pay_behind_the_shops_back
from shop.tests.factories import ToolFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server")]


def unpaid_order(customer) -> Order:
    tool = ToolFactory(price=Decimal("5.00"), minimum_order_quantity=1, available_quantity=9)
    return Order.objects.create(
        customer=customer,
        tool=tool,
        item_name=tool.name,
        unit_price=tool.price,
        quantity=2,
        total=Decimal("10.00"),
    )


def charge_behind_the_shops_back(order: Order, number: str) -> None:
    """The card was charged but the webhook never arrived and the tab was closed."""
    _, _, started = order_checkout_start(customer=order.customer, order_id=order.id)
    try:
        pay_behind_the_shops_back(started.payment.payment_intent_id, number)
    except stripe.CardError:
        pass


def test_reconcile_marks_what_stripe_says_succeeded_and_nothing_else(capsys):
    customer = UserFactory()
    charged, declined, untouched = (
        unpaid_order(customer),
        unpaid_order(customer),
        unpaid_order(customer),
    )
    charge_behind_the_shops_back(charged, "4242424242424242")
    charge_behind_the_shops_back(declined, "4000000000000341")
    order_checkout_start(customer=customer, order_id=untouched.id)

    call_command("reconcile_payments")

    assert "Checked 3 unpaid orders: 1 now paid, 0 could not be checked." in capsys.readouterr().out
    for order in (charged, declined, untouched):
        order.refresh_from_db()
    assert charged.status == "paid" and charged.transaction_id.startswith("pi_")
    assert declined.status == untouched.status == "pending"


def test_the_django_admin_action_reconciles_too(admin_client):
    order = unpaid_order(UserFactory())
    charge_behind_the_shops_back(order, "4242424242424242")

    response = admin_client.post(
        "/admin/orders/order/",
        {"action": "reconcile", "_selected_action": [order.pk]},
        follow=True,
    )

    assert "1 now paid" in response.content.decode()
    order.refresh_from_db()
    assert order.status == "paid"


def test_a_payment_intent_made_for_another_checkout_does_not_pay_this_ones_order():
    order = unpaid_order(UserFactory())
    _, checkout, _ = order_checkout_start(customer=order.customer, order_id=order.id)
    customer_id = gateway.customer_create(email="casey@example.com", user_id=1)
    elsewhere = gateway.payment_intent_create(
        amount=1000, currency_code="usd", customer_id=customer_id, checkout_id=checkout.id + 1
    )
    pay_behind_the_shops_back(elsewhere.id, "4242424242424242")
    # Staff link it to this order's checkout by hand in the Django admin.
    Payment.objects.filter(checkout=checkout).update(payment_intent_id=elsewhere.id)

    assert payments_reconcile() == {"checked": 1, "paid": 0, "failed": 0}
    order.refresh_from_db()
    assert order.status == "pending"


def test_a_payment_intent_made_for_another_order_does_not_pay_this_one():
    """An order's own PaymentIntent, as an older shop's data may hold (every payment is a
    checkout's now)."""
    order = unpaid_order(UserFactory())
    customer_id = gateway.customer_create(email="casey@example.com", user_id=1)
    elsewhere = gateway.payment_intent_create(
        amount=1000, currency_code="usd", customer_id=customer_id, order_id=order.id + 1
    )
    pay_behind_the_shops_back(elsewhere.id, "4242424242424242")
    # Staff link it to this order by hand in the Django admin.
    Payment.objects.create(
        order=order, payment_intent_id=elsewhere.id, amount=1000, currency="usd", status=""
    )

    assert payments_reconcile() == {"checked": 1, "paid": 0, "failed": 0}
    order.refresh_from_db()
    assert order.status == "pending"
