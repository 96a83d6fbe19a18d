"""The customer's personal data kept by orders (orders.customer_data): the saved address set
and forgotten, and a customer's details forgotten while their orders stay."""

import pytest

from accounts.tests.factories import UserFactory
from orders.actions import order_place
from orders.customer_data import customer_details_forget, saved_address_set
from orders.models import Order, SavedAddress
from shop.tests.factories import ADDRESS, ToolFactory

pytestmark = pytest.mark.django_db


def test_the_saved_address_is_set_replaced_and_forgotten():
    casey = UserFactory()
    saved_address_set(user=casey, address=ADDRESS)
    saved_address_set(user=casey, address={**ADDRESS, "city": "Lyon"})
    assert SavedAddress.objects.get(user=casey).city == "Lyon"

    saved_address_set(user=casey, address=None)

    assert not SavedAddress.objects.filter(user=casey).exists()


def test_forgetting_a_customer_blanks_their_orders_details_and_keeps_others():
    casey, other = UserFactory(), UserFactory()
    tool = ToolFactory(minimum_order_quantity=1, available_quantity=10)
    mine = order_place(customer=casey, tool_id=tool.pk, quantity=1, address=ADDRESS)
    theirs = order_place(customer=other, tool_id=tool.pk, quantity=1, address=ADDRESS)
    saved_address_set(user=casey, address=ADDRESS)
    saved_address_set(user=other, address=ADDRESS)

    customer_details_forget(customer=casey)

    mine = Order.objects.get(pk=mine.pk)
    assert (mine.delivery_full_name, mine.delivery_line1, mine.delivery_city) == ("", "", "")
    assert (mine.delivery_postal_code, mine.delivery_region) == ("", "")
    assert mine.delivery_country == "US" and mine.status == Order.Status.PENDING
    assert Order.objects.get(pk=theirs.pk).delivery_full_name == "Casey Painter"
    assert not SavedAddress.objects.filter(user=casey).exists()
    assert SavedAddress.objects.filter(user=other).exists()
