"""Every e-mail of a parcel's life, from "We have your order" to the refund of its return,
as the shop sends them: each links the orders it tells of (and the payment page while
they can be paid, the carrier's tracking page once shipped), in the HTML part and in full
in the plain text, and each link on the shop's origin opens a page of the app."""

from collections import Counter

import pytest
from rest_framework.test import APIClient

from accounts.tests.factories import UserFactory
from notifications.models import OutgoingEmail
from notifications.tests.email_links import (
    SHOP_ORIGIN,
    assert_links_open_pages,
    email_templates,
    serve_shop_pages,
)
from orders.emails import CHECKOUT_EMAIL_KINDS
from orders.models import Order
from orders.tests.conftest import basket, french_shop  # noqa: F401 (fixtures used here)
from orders.tests.test_checkout_pay import pay, start
from returns.emails import RETURN_EMAIL_KINDS

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("stripe_server", "french_shop")]

TRACKING = "https://www.laposte.fr/outils/suivre-vos-envois?code=6A123&lang=fr"


@pytest.fixture(autouse=True)
def _shop_pages(settings, tmp_path):
    serve_shop_pages(settings, tmp_path)


def page(order_id: int) -> str:
    return f"{SHOP_ORIGIN}/dashboard/order/{order_id}"


def test_every_checkout_and_return_e_mail_the_shop_has_is_tested_here():
    assert email_templates("checkout_") == {f"checkout_{kind}" for kind in CHECKOUT_EMAIL_KINDS}
    assert email_templates("return_") == {f"return_{kind}" for kind in RETURN_EMAIL_KINDS}


def test_each_e_mail_of_a_parcels_life_links_its_orders_and_each_link_opens_a_page(
    basket,  # noqa: F811
):
    client, ids = basket
    checkout_id = start(client, ids).json()["checkout"]["_id"]
    assert pay(client, checkout_id).json()["status"] == "succeeded"
    staff = APIClient()
    staff.force_authenticate(UserFactory(role="admin"))
    shipped = staff.post(
        f"/api/manage/checkouts/{checkout_id}/ship",
        {"carrier": "La Poste", "trackingNumber": "6A123", "trackingUrl": TRACKING},
        format="json",
    )
    assert shipped.status_code == 200, shipped.content
    for order_id in ids:
        assert staff.post(f"/api/manage/orders/{order_id}/deliver").status_code == 200
    asked = client.post(f"/api/orders/{ids[1]}/returns", {"orders": ids[1:]}, format="json")
    assert asked.status_code == 201, asked.content
    return_id = asked.json()["id"]
    assert staff.post(f"/api/manage/returns/{return_id}/received").status_code == 200
    assert staff.post(f"/api/manage/returns/{return_id}/refund").status_code == 200

    emails = list(OutgoingEmail.objects.filter(to=Order.objects.get(pk=ids[0]).customer.email))
    assert Counter(email.template for email in emails) == {
        "order_placed": 3,
        "checkout_paid": 1,
        "checkout_shipped": 1,
        "order_delivered": 3,
        "return_requested": 1,
        "return_refunded": 1,
    }
    links = {email.pk: assert_links_open_pages(email, outside={TRACKING}) for email in emails}
    every_order = {page(order_id) for order_id in ids}
    for email in emails:
        if email.template == "order_placed":
            [order_id] = [i for i in ids if page(i) in links[email.pk]]
            # Placed, not paid yet: the payment page too.
            assert links[email.pk] == {
                page(order_id),
                f"{SHOP_ORIGIN}/dashboard/payment/{order_id}",
            }
        elif email.template == "order_delivered":
            assert len(links[email.pk]) == 1 and links[email.pk] < every_order
        elif email.template == "checkout_paid":
            assert links[email.pk] == every_order
        elif email.template == "checkout_shipped":
            assert links[email.pk] == every_order | {TRACKING}
            assert f"Track it: {TRACKING}" in email.text_body
        else:  # the return of the brushes and the easel kit
            assert links[email.pk] == {page(ids[1]), page(ids[2])}
