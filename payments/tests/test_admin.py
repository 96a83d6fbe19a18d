"""The Django admin shows what Stripe said; only the payment services change it."""

from decimal import Decimal

import pytest

from accounts.tests.factories import UserFactory
from orders.actions import order_place
from payments.models import Payment, StripeCustomer, StripeEvent
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def payment() -> Payment:
    tool = ToolFactory(price=Decimal("5.00"), minimum_order_quantity=1)
    order = order_place(customer=UserFactory(), tool_id=tool.id, quantity=2, address=ADDRESS)
    return Payment.objects.create(
        order=order, payment_intent_id="pi_1", amount=1000, currency="usd", status="processing"
    )


def test_a_payment_can_be_seen_but_not_edited_or_deleted(admin_client, payment):
    url = f"/admin/payments/payment/{payment.pk}/change/"

    assert admin_client.get(url).status_code == 200
    edited = admin_client.post(
        url,
        {
            "order": payment.order_id,
            "payment_intent_id": "pi_1",
            "amount": 1,
            "currency": "usd",
            "status": "succeeded",
            "last_error": "",
        },
    )
    assert edited.status_code == 403
    deleted = admin_client.post(f"/admin/payments/payment/{payment.pk}/delete/", {"post": "yes"})
    assert deleted.status_code == 403
    payment.refresh_from_db()
    assert (payment.amount, payment.status) == (1000, "processing")


def test_stripe_customers_and_events_are_read_only(admin_client, payment):
    customer = StripeCustomer.objects.create(user=payment.order.customer, customer_id="cus_1")
    event = StripeEvent.objects.create(event_id="evt_1", type="payment_intent.succeeded")

    for url in (
        f"/admin/payments/stripecustomer/{customer.pk}/change/",
        f"/admin/payments/stripeevent/{event.pk}/change/",
    ):
        assert admin_client.get(url).status_code == 200
        assert admin_client.post(url, {"customer_id": "cus_2", "type": "x"}).status_code == 403
        assert (
            admin_client.post(url.replace("change", "delete"), {"post": "yes"}).status_code == 403
        )
    assert StripeCustomer.objects.get().customer_id == "cus_1"
    assert StripeEvent.objects.count() == 1
