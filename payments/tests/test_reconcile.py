"""A lost webhook loses no payment: reconciliation asks Stripe (localstripe) again."""

from decimal import Decimal

import pytest
import stripe
from django.core.management import call_command

from accounts.tests.factories import UserFactory
from payments.services import payment_start
from payments.tests.stripe_client import pay_behind_the_shops_back
from shop.models import Order
from shop.tests.factories import ToolFactory

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server")]


def unpaid_order(customer) -> Order:
    tool = ToolFactory(price=Decimal("5.00"), minimum_order_quantity=1, available_quantity=9)
    return Order.objects.create(
        customer=customer,
        tool=tool,
        tool_name=tool.name,
        unit_price=tool.price,
        quantity=2,
        total=Decimal("10.00"),
    )


def charge_behind_the_shops_back(order: Order, number: str) -> None:
    """The card was charged but the webhook never arrived and the tab was closed."""
    payment, _, _ = payment_start(user=order.customer, order_id=order.id)
    try:
        pay_behind_the_shops_back(payment.payment_intent_id, number)
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
    payment_start(user=customer, order_id=untouched.id)

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
        "/admin/payments/payment/",
        {"action": "reconcile", "_selected_action": [order.payment.pk]},
        follow=True,
    )

    assert "1 now paid" in response.content.decode()
    order.refresh_from_db()
    assert order.status == "paid"
