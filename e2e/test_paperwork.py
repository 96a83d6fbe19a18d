"""The paperwork in Chromium (issue 37): a delivered order returned from My Order, the parcel
received and refunded by the admin (the money back at localstripe, shipping included, the
stock back on the shelf, a credit note the customer downloads); the month's invoices and
their CSV adding up to the invoices minus the credit notes; and once RETURN_DAYS have passed
since delivery, the page says when the period ended and offers no return."""

import csv
import io
import re
from datetime import timedelta
from decimal import Decimal

import pytest
from playwright.sync_api import Browser, Page, expect

from accounts.models import User
from core.money import to_minor_units
from e2e.steps import downloaded_pdf_text
from e2e.test_order_life import (
    ADMIN,
    CUSTOMER,
    admin_page,
    new_tool,
    paid_order,
    signed_in,
    stray_payments,
)
from notifications.models import OutgoingEmail
from notifications.services import email_render
from orders.actions import order_deliver, order_ship
from orders.models import Order, OrderEvent
from paperwork.models import Document
from payments import stripe_gateway as gateway
from returns.selectors import period_ended_text, return_deadline

pytestmark = pytest.mark.django_db(transaction=True)


def delivered_order(stock: int = 5, quantity: int = 2) -> Order:
    """A tool order paid at localstripe (a checkout of its own), shipped and delivered."""
    order = paid_order(new_tool(stock), quantity)
    admin = User.objects.get(email=ADMIN[0])
    order_ship(admin=admin, order_id=order.pk, carrier="La Poste", tracking_number="LP-1")
    order_deliver(admin=admin, order_id=order.pk)
    order.refresh_from_db()
    return order


def test_a_delivered_order_is_returned_refunded_and_its_stock_is_back(
    shop, page: Page, browser: Browser, screenshot
):
    order = delivered_order(stock=5, quantity=2)
    checkout = order.checkout
    assert order.tool.available_quantity == 3
    page.set_viewport_size({"width": 390, "height": 844})  # a phone
    signed_in(page, f"{shop}/dashboard/order/{order.pk}", CUSTOMER)

    page.get_by_role("button", name="Return items").click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("checkbox")).to_have_count(1)
    expect(dialog.get_by_role("checkbox")).to_be_checked()
    dialog.get_by_label("Reason (optional)").fill("Too small for the studio")
    screenshot("return-dialog-phone")
    dialog.get_by_role("button", name="Request return").click()
    expect(page.get_by_text("Return requested. We have e-mailed you")).to_be_visible()
    instructions = email_render(
        OutgoingEmail.objects.get(to=CUSTOMER[0], template="return_requested")
    )
    assert "withdraw" in instructions.text_body.lower()

    admin = admin_page(browser, shop, order)
    admin.get_by_role("button", name="Mark parcel received").click()
    admin.get_by_role("button", name="Refund return").click()
    admin.get_by_role("dialog").get_by_role("button", name=re.compile(r"^Refund ")).click()
    expect(admin.get_by_text(re.compile(r"Return RET-\d{4}-\d{6} is refunded"))).to_be_visible()

    order.refresh_from_db()
    assert order.status == Order.Status.REFUNDED
    assert order.tool.available_quantity == 5  # back on the shelf
    refunds = gateway.refunds_of(checkout.transaction_id)
    assert sum(r.amount for r in refunds) == to_minor_units(checkout.total, checkout.currency)
    assert stray_payments() == []

    page.reload()
    expect(page.get_by_role("region", name="Returns")).to_contain_text("Refunded")
    credit_note = Document.objects.get(kind="credit_note", order_id=order.pk)
    text = downloaded_pdf_text(page, f"Download credit note {credit_note.number}")
    assert credit_note.number in text and order.item_name in text

    # The month's books: the invoice and the credit note, and a CSV adding up to their net.
    admin.goto(f"{shop}/dashboard/orders")
    admin.get_by_role("link", name="Invoices by month").click()
    expect(admin.get_by_role("heading", name="Invoices")).to_be_visible()
    invoice = Document.objects.get(kind="invoice", checkout_id=checkout.pk)
    expect(admin.get_by_role("rowheader", name=invoice.number)).to_be_visible()
    expect(admin.get_by_role("rowheader", name=credit_note.number)).to_be_visible()
    with admin.expect_download() as download:
        admin.get_by_role("button", name="Download CSV").click()
    rows = list(csv.DictReader(io.StringIO(open(download.value.path()).read())))
    documents = Document.objects.filter(number__in=[row["number"] for row in rows])
    assert {invoice.number, credit_note.number} <= {row["number"] for row in rows}
    signed = sum(
        Decimal(d.content["total"]) * (1 if d.kind == "invoice" else -1) for d in documents
    )
    assert sum(Decimal(row["total"]) for row in rows) == signed == Decimal("0.00")
    admin.context.close()


def test_after_the_return_period_the_page_says_when_it_ended_and_offers_no_return(shop, page: Page):
    order = delivered_order()
    OrderEvent.objects.filter(order=order, status=Order.Status.DELIVERED).update(
        created_at=order.updated_at - timedelta(days=20)
    )
    ended = period_ended_text(return_deadline(Order.objects.get(pk=order.pk)))
    signed_in(page, f"{shop}/dashboard/order/{order.pk}", CUSTOMER)

    expect(page.get_by_text(ended)).to_be_visible()
    expect(page.get_by_role("button", name="Return items")).to_have_count(0)
