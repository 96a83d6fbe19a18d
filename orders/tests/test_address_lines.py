"""Each country's delivery address as the shop writes it (core.addresses): the API sends
its `lines` beside the fields (a customer's order, the admin's, a checkout's receipt, the
prefill), and the e-mails print those lines."""

from decimal import Decimal
from html import escape

import pytest
from rest_framework.test import APIClient

from accounts.tests.factories import UserFactory
from core.tests.addresses import COUNTRY_ADDRESSES, delivery_fields
from notifications.services import email_render
from orders.emails import checkout_email_queue, order_email_queue
from orders.models import Checkout, CheckoutLine, Order

pytestmark = pytest.mark.django_db

CASES = sorted(COUNTRY_ADDRESSES)


@pytest.fixture
def customer():
    return UserFactory(email="casey@example.com", name="Casey")


def an_order(customer, address: dict[str, str], **fields) -> Order:
    return Order.objects.create(
        customer=customer,
        item_name="Easel",
        unit_price=Decimal("12.35"),
        quantity=1,
        total=Decimal("12.35"),
        currency="eur",
        transaction_id="pi_123",
        **delivery_fields(address),
        **fields,
    )


def a_checkout(customer, address: dict[str, str]) -> Checkout:
    """A paid checkout of one order, going to the address."""
    money = {"net": Decimal("10.00"), "tax": Decimal("2.00")}
    checkout = Checkout.objects.create(
        customer=customer,
        status=Checkout.Status.PAID,
        currency="eur",
        prices_include_tax=True,
        taxed_in="FR",
        method_name="Standard",
        delivery_days_min=2,
        delivery_days_max=4,
        shipping_net=Decimal("0"),
        shipping_tax=Decimal("0"),
        shipping_gross=Decimal("0"),
        shipping_rate=Decimal("20"),
        taxes=[],
        total=Decimal("12.00"),
        **money,
        **delivery_fields(address),
    )
    order = an_order(customer, address, status=Order.Status.PAID, checkout=checkout)
    CheckoutLine.objects.create(
        checkout=checkout, order=order, gross=Decimal("12.00"), rate=Decimal("20"), **money
    )
    return checkout


def text_block(lines: list[str]) -> str:
    return "Delivery address\n" + "".join(f"  {line}\n" for line in lines)


def html_block(lines: list[str]) -> str:
    return "<br>".join(escape(line) for line in lines)


@pytest.mark.parametrize("case", CASES)
def test_an_order_sends_its_address_lines_beside_its_fields(signed_in, customer, case):
    address, lines = COUNTRY_ADDRESSES[case]
    order = an_order(customer, address)

    shown = signed_in(customer).get(f"/api/mypurchase/{order.pk}").json()["deliveryAddress"]

    assert shown["lines"] == lines
    assert {key: shown[key] for key in address} == address  # the fields as they were typed
    assert shown["countryName"] == lines[-1]


@pytest.mark.parametrize("case", CASES)
def test_the_admin_and_a_checkouts_receipt_send_the_same_lines(signed_in, customer, case):
    address, lines = COUNTRY_ADDRESSES[case]
    checkout = a_checkout(customer, address)
    staff = APIClient()
    staff.force_authenticate(UserFactory(role="admin"))

    receipt = signed_in(customer).get(f"/api/checkouts/{checkout.pk}").json()
    order_id = checkout.lines.get().order_id
    managed = staff.get(f"/api/manage/orders/{order_id}").json()

    assert receipt["address"]["lines"] == lines
    assert managed["deliveryAddress"]["lines"] == lines
    listed = staff.get("/api/manage/orders").json()["results"]
    assert listed[0]["deliveryAddress"]["lines"] == lines


def test_the_prefilled_address_sends_its_lines(signed_in, customer):
    address, lines = COUNTRY_ADDRESSES["GB"]
    an_order(customer, address)

    prefill = signed_in(customer).get("/api/delivery-address").json()["deliveryAddress"]

    assert prefill["lines"] == lines


def test_an_order_without_an_address_sends_none(signed_in, customer):
    order = an_order(customer, {"country": ""})

    assert signed_in(customer).get(f"/api/mypurchase/{order.pk}").json()["deliveryAddress"] is None


@pytest.mark.parametrize("kind", ["paid", "shipped"])
@pytest.mark.parametrize("case", CASES)
def test_an_order_email_writes_the_address_as_its_country_does(customer, case, kind):
    address, lines = COUNTRY_ADDRESSES[case]
    order = an_order(customer, address | {"phone": "+44 20 7946 0000"}, tracking_number="LP1")

    email = email_render(order_email_queue(order=order, kind=kind))

    assert text_block(lines) + "  Phone: +44 20 7946 0000\n" in email.text_body
    assert html_block(lines) in email.html_body


@pytest.mark.parametrize("kind", ["paid", "shipped"])
@pytest.mark.parametrize("case", CASES)
def test_a_checkout_email_writes_the_address_as_its_country_does(customer, case, kind):
    address, lines = COUNTRY_ADDRESSES[case]

    email = email_render(checkout_email_queue(checkout=a_checkout(customer, address), kind=kind))

    assert text_block(lines) + "\nBrush & Canvas" in email.text_body
    assert html_block(lines) in email.html_body
