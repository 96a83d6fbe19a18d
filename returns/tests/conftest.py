"""A delivered parcel to return: the orders tests' basket (a painting, two brushes, an
easel kit) paid in one checkout at localstripe, shipped, and delivered an hour ago."""

from datetime import timedelta
from zoneinfo import ZoneInfo

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from accounts.tests.factories import UserFactory
from orders.models import OrderEvent
from orders.tests.conftest import basket, french_shop  # noqa: F401 (fixtures used here)
from orders.tests.test_checkout_pay import pay, start

PARIS = ZoneInfo("Europe/Paris")


@pytest.fixture
def delivered_parcel(french_shop, basket, stripe_server, settings):  # noqa: F811
    """(customer's client, admin's client, checkout id, order ids) of a delivered parcel."""
    settings.TIME_ZONE = "Europe/Paris"
    client, ids = basket
    checkout_id = start(client, ids).json()["checkout"]["_id"]
    assert pay(client, checkout_id).json()["status"] == "succeeded"
    staff = APIClient()
    staff.force_authenticate(UserFactory(role="admin"))
    shipped = staff.post(
        f"/api/manage/checkouts/{checkout_id}/ship",
        {"carrier": "La Poste", "trackingNumber": "LP1"},
        format="json",
    )
    assert shipped.status_code == 200, shipped.content
    for order_id in ids:
        assert staff.post(f"/api/manage/orders/{order_id}/deliver").status_code == 200
    an_hour_ago = timezone.now() - timedelta(hours=1)
    OrderEvent.objects.filter(order_id__in=ids, status="delivered").update(created_at=an_hour_ago)
    return client, staff, checkout_id, ids
