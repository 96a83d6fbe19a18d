"""The buyer's name on a painting's certificate of authenticity: given at checkout only if
they agree (certificateName), stripped and at most 100 characters; the certificate issued
when the parcel ships carries it."""

import pytest

from accounts.tests.factories import UserFactory
from certificates.models import Certificate
from orders.models import Checkout
from orders.tests.test_checkout_pay import pay, quoted

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.usefixtures("stripe_server", "french_shop"),
]

GERMANY = {
    "fullName": "Casey Painter",
    "line1": "1 Easel Street",
    "city": "Berlin",
    "postalCode": "10115",
    "country": "DE",
}


def start(client, ids, **extra):
    quote = quoted(client, ids, "DE")
    body = {
        "orders": ids,
        "address": GERMANY,
        "method": quote["method"],
        "total": str(quote["total"]),
    }
    return client.post("/api/checkouts", body | extra, format="json")


def test_the_name_given_at_checkout_is_on_the_certificate_issued_when_it_ships(basket, signed_in):
    client, ids = basket
    started = start(client, ids, certificateName="  Ana Painter  ")
    assert started.status_code == 201, started.content
    checkout_id = started.json()["checkout"]["_id"]
    assert Checkout.objects.get(pk=checkout_id).certificate_name == "Ana Painter"
    assert pay(client, checkout_id).status_code == 200

    admin = signed_in(UserFactory(role="admin"))
    shipped = admin.post(
        f"/api/manage/checkouts/{checkout_id}/ship",
        {"carrier": "DHL", "trackingNumber": "DHL123"},
        format="json",
    )

    assert shipped.status_code == 200, shipped.content
    certificate = Certificate.objects.get()  # the painting's; the tools get none
    assert certificate.order_id == ids[0]
    assert certificate.content["buyerName"] == "Ana Painter"


def test_without_a_name_the_certificate_names_nobody(basket, signed_in):
    client, ids = basket
    checkout_id = start(client, ids).json()["checkout"]["_id"]
    pay(client, checkout_id)

    signed_in(UserFactory(role="admin")).post(
        f"/api/manage/checkouts/{checkout_id}/ship",
        {"carrier": "DHL", "trackingNumber": "DHL123"},
        format="json",
    )

    assert Checkout.objects.get(pk=checkout_id).certificate_name == ""
    assert Certificate.objects.get().content["buyerName"] is None


def test_a_name_over_100_characters_is_refused_and_nothing_is_started(basket):
    client, ids = basket

    refused = start(client, ids, certificateName="A" * 101)

    assert refused.status_code == 400
    assert "certificateName" in refused.json()["fields"]
    assert not Checkout.objects.exists()
