"""Every order e-mail links the customer's order page; "We have your order" the payment
page while the order can be paid, naming when its hold ends in the customer's time zone;
the shipped e-mail the carrier's tracking page. Each link opens a page of the app."""

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from django.utils import timezone

from accounts.tests.factories import UserFactory
from notifications.services import email_render
from notifications.tests.email_links import (
    SHOP_ORIGIN,
    assert_links_open_pages,
    email_templates,
    serve_shop_pages,
)
from orders.emails import ORDER_EMAIL_KINDS, order_email_queue
from orders.models import Order

pytestmark = pytest.mark.django_db

# The status an order has when its e-mail is sent.
STATUS_OF = {
    "placed": Order.Status.PENDING,
    "paid": Order.Status.PAID,
    "shipped": Order.Status.SHIPPED,
    "delivered": Order.Status.DELIVERED,
    "refunded": Order.Status.REFUNDED,
    "expired": Order.Status.EXPIRED,
    "late_refunded": Order.Status.REFUNDED,
    "part_refunded": Order.Status.DELIVERED,
}
# What an e-mail's template needs besides the order.
EXTRA = {
    "part_refunded": {
        "part": {
            "gross": Decimal("5.00"),
            "reason": "The frame arrived chipped",
            "is_shipping": False,
        }
    }
}
TRACKING = "https://www.laposte.fr/outils/suivre-vos-envois?code=6A123&lang=fr"


@pytest.fixture(autouse=True)
def _shop_pages(settings, tmp_path):
    serve_shop_pages(settings, tmp_path)


def an_order(status: str = Order.Status.PENDING, *, time_zone: str = "", **fields) -> Order:
    customer = UserFactory(name="Inès Moreau", time_zone=time_zone)
    return Order.objects.create(
        **{
            "customer": customer,
            "item_name": "Sable brush set, 12 pieces",
            "unit_price": Decimal("24.90"),
            "quantity": 2,
            "total": Decimal("49.80"),
            "currency": "eur",
            "status": status,
            "expires_at": timezone.now() + timedelta(minutes=30),
            "transaction_id": "" if status == Order.Status.PENDING else "pi_3Q8xYz",
            "delivery_full_name": "Inès Moreau",
            "delivery_line1": "14 rue des Arts",
            "delivery_city": "Lyon",
            "delivery_postal_code": "69001",
            "delivery_country": "FR",
            "carrier": "La Poste",
            "tracking_number": "6A123",
            "tracking_url": TRACKING,
            **fields,
        }
    )


def test_every_order_e_mail_the_shop_has_is_tested_here():
    assert email_templates("order_") == {f"order_{kind}" for kind in ORDER_EMAIL_KINDS}
    assert set(STATUS_OF) == ORDER_EMAIL_KINDS


@pytest.mark.parametrize("kind", sorted(STATUS_OF))
def test_each_order_e_mail_links_its_order_and_each_link_opens_a_page(kind):
    order = an_order(STATUS_OF[kind])

    email = email_render(order_email_queue(order=order, kind=kind, extra=EXTRA.get(kind)))

    links = assert_links_open_pages(email, outside={TRACKING})
    expected = {f"{SHOP_ORIGIN}/dashboard/order/{order.pk}"}
    if kind == "placed":
        expected.add(f"{SHOP_ORIGIN}/dashboard/payment/{order.pk}")
    if kind == "shipped":
        expected.add(TRACKING)
    assert links == expected
    assert f"See your order: {SHOP_ORIGIN}/dashboard/order/{order.pk}" in email.text_body


def test_we_have_your_order_offers_pay_now_before_the_hold_ends():
    order = an_order()

    email = email_render(order_email_queue(order=order, kind="placed"))

    pay = f"{SHOP_ORIGIN}/dashboard/payment/{order.pk}"
    assert f'<a href="{pay}"' in email.html_body and ">Pay now</a>" in email.html_body
    assert f"Pay now: {pay}" in email.text_body


def test_an_order_no_longer_payable_gets_no_pay_link():
    """Its hold ended before the e-mail was written (or it was paid meanwhile)."""
    for order in (
        an_order(expires_at=timezone.now() - timedelta(seconds=1)),
        an_order(Order.Status.PAID),
    ):
        email = email_render(order_email_queue(order=order, kind="placed"))

        assert "Pay now" not in email.html_body + email.text_body
        assert "/dashboard/payment/" not in email.html_body + email.text_body
        assert assert_links_open_pages(email) == {f"{SHOP_ORIGIN}/dashboard/order/{order.pk}"}


def test_a_shipped_order_without_a_carriers_page_links_its_order_page_only():
    order = an_order(Order.Status.SHIPPED, tracking_url="")

    email = email_render(order_email_queue(order=order, kind="shipped"))

    assert "Tracking number: 6A123" in email.text_body
    assert assert_links_open_pages(email) == {f"{SHOP_ORIGIN}/dashboard/order/{order.pk}"}


@pytest.mark.parametrize(
    ("time_zone", "shown"),
    [
        ("Europe/Paris", "2 November 2026, 15:30 (Europe/Paris)"),
        ("America/New_York", "2 November 2026, 09:30 (America/New_York)"),
        ("Asia/Kolkata", "2 November 2026, 20:00 (Asia/Kolkata)"),
        # None known (an account from before, a browser that did not say): the shop's.
        ("Nowhere/Atlantis", "2 November 2026, 14:30 (UTC)"),
        ("", "2 November 2026, 14:30 (UTC)"),
    ],
)
def test_the_hold_ends_in_the_customers_time_zone_which_is_named(time_zone, shown, settings):
    settings.TIME_ZONE = "UTC"
    order = an_order(time_zone=time_zone, expires_at=datetime(2026, 11, 2, 14, 30, tzinfo=UTC))

    email = email_render(order_email_queue(order=order, kind="placed"))

    assert f"We hold it for you until {shown}: please pay" in email.text_body
    assert f"We hold it for you until <strong>{shown}</strong>" in email.html_body
