"""Every order e-mail, HTML and text, shows the order number, item, quantity, total with
its currency and the delivery address, and what its step adds."""

from datetime import UTC, datetime
from decimal import Decimal

import pytest
from django.utils import timezone

from accounts.tests.factories import UserFactory
from notifications.models import OutgoingEmail
from notifications.services import email_render
from orders.emails import order_email_queue
from orders.models import Order

pytestmark = pytest.mark.django_db


@pytest.fixture
def order() -> Order:
    return Order.objects.create(
        customer=UserFactory(email="casey@example.com", name="Casey & Co"),
        item_name="Easel <large>",
        unit_price=Decimal("12.35"),
        quantity=3,
        total=Decimal("37.05"),
        currency="usd",
        expires_at=datetime(2026, 11, 2, 14, 30, tzinfo=UTC),
        transaction_id="pi_123",
        delivery_full_name="Casey Jones",
        delivery_line1="1 Rue de la Paix",
        delivery_city="Lyon",
        delivery_postal_code="69001",
        delivery_country="FR",
        carrier="La Poste",
        tracking_number="LP123",
        tracking_url="https://track.example/LP123",
    )


STEP_TEXT = {
    "placed": "2 November 2026, 14:30 (UTC)",
    "paid": "Transaction: pi_123",
    "shipped": "Tracking number: LP123",
    "delivered": "has been delivered",
    "refunded": "refunded your order in full",
    "expired": "Please order again.",
    "late_refunded": "arrived after its hold had ended",
}


@pytest.mark.parametrize("kind", sorted(STEP_TEXT))
def test_each_order_email_shows_the_order_and_its_step(order, kind):
    email = email_render(order_email_queue(order=order, kind=kind))

    assert email.to == "casey@example.com" and f"#{order.pk}" in email.subject
    assert "&amp;" not in email.subject + email.text_body
    for body in (email.text_body, email.html_body):
        assert f"Order #{order.pk}" in body
        assert "37.05 USD" in body and "Casey Jones" in body and "69001 Lyon" in body
        assert "France" in body
    assert "3 x Easel <large> at 12.35 = 37.05 USD" in email.text_body
    assert "Easel &lt;large&gt;" in email.html_body and "Casey &amp; Co" in email.html_body
    assert STEP_TEXT[kind] in email.text_body


def test_the_shipped_email_links_the_tracking_page(order):
    email = email_render(order_email_queue(order=order, kind="shipped"))

    assert "Track it: https://track.example/LP123" in email.text_body
    assert '<a href="https://track.example/LP123">LP123</a>' in email.html_body


def test_an_unknown_kind_is_a_programming_error(order):
    with pytest.raises(ValueError):
        order_email_queue(order=order, kind="lost")


def test_a_customer_who_deleted_the_account_gets_no_more_order_emails(order):
    order.customer.deleted_at = timezone.now()
    order.customer.email = f"deleted-{order.customer.pk}@deleted.invalid"
    order.customer.save()

    assert order_email_queue(order=order, kind="late_refunded") is None
    assert not OutgoingEmail.objects.exists()


def test_an_address_nobody_verified_gets_at_most_one_order_e_mail_an_hour(settings):
    """The outside testers' third round: an unverified account got an "order placed" e-mail
    for every order, up to 30 a minute to an address nobody proved, through the shop's mail
    server. A verified one gets them all."""
    from datetime import timedelta

    from orders.actions import order_place
    from shop.tests.factories import ADDRESS, ToolFactory

    settings.MAX_UNPAID_ORDERS = 10
    tool = ToolFactory(minimum_order_quantity=1)
    unverified = UserFactory(unverified=True, email="nobody-proved@example.com")
    verified = UserFactory(email="casey@example.com")
    for customer in [unverified, verified] * 3:
        order_place(customer=customer, tool_id=tool.pk, quantity=1, address=ADDRESS)

    assert OutgoingEmail.objects.filter(to="nobody-proved@example.com").count() == 1
    assert OutgoingEmail.objects.filter(to="casey@example.com").count() == 3
    OutgoingEmail.objects.update(created_at=timezone.now() - timedelta(minutes=61))
    order_place(customer=unverified, tool_id=tool.pk, quantity=1, address=ADDRESS)
    assert OutgoingEmail.objects.filter(to="nobody-proved@example.com").count() == 2


def test_an_email_shows_the_order_as_it_was_queued_whatever_happens_before_it_is_sent(order):
    queued = order_email_queue(order=order, kind="placed")
    Order.objects.filter(pk=order.pk).update(quantity=9, total=Decimal("111.15"))

    email = email_render(OutgoingEmail.objects.get(pk=queued.pk))

    assert "3 x Easel <large> at 12.35 = 37.05 USD" in email.text_body
    assert "111.15" not in email.text_body + email.html_body
    assert "2 November 2026, 14:30 (UTC)" in email.text_body
    kept = OutgoingEmail.objects.get(pk=queued.pk)
    assert kept.is_rendered and (kept.subject, kept.text_body) == (email.subject, email.text_body)
