"""The return's model withdrawal form names the consumer's address on one line, as the
consumer's country writes it (core.addresses), the name apart."""

from decimal import Decimal

import pytest
from django.utils import timezone

from accounts.tests.factories import UserFactory
from core.tests.addresses import COUNTRY_ADDRESSES, delivery_fields
from notifications.services import email_render
from orders.models import Order
from returns.emails import return_email_queue
from returns.models import Return, ReturnItem

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("case", sorted(COUNTRY_ADDRESSES))
def test_the_withdrawal_form_writes_the_address_as_its_country_does(case):
    address, lines = COUNTRY_ADDRESSES[case]
    customer = UserFactory(email="casey@example.com")
    order = Order.objects.create(
        customer=customer,
        item_name="Easel",
        unit_price=Decimal("12.35"),
        quantity=1,
        total=Decimal("12.35"),
        status=Order.Status.DELIVERED,
        **delivery_fields(address),
    )
    ret = Return.objects.create(
        number="RET-2026-000001", customer=customer, requested_at=timezone.now()
    )
    ReturnItem.objects.create(return_request=ret, order=order)

    email = email_render(return_email_queue(ret=ret, kind="requested"))

    assert "Name of consumer(s): Casey Painter\n" in email.text_body
    assert f"Address of consumer(s): {', '.join(lines[1:])}\n" in email.text_body
