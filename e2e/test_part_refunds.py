"""Part of the money given back from the admin's order page in Chromium (issue 50): an amount
of a delivered order with a reason, then its parcel's shipping; the money back at
localstripe, the parts listed with their credit notes, and the customer's page offering
those credit notes. On a phone, as an admin fixing a late parcel from the shop floor would."""

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from core.money import to_minor_units
from e2e.steps import downloaded_pdf_text
from e2e.test_order_life import ADMIN, CUSTOMER, signed_in
from e2e.test_paperwork import delivered_order
from orders.models import Order, PartRefund
from paperwork.models import Document
from payments import stripe_gateway as gateway

pytestmark = pytest.mark.django_db(transaction=True)


def refund_part(page: Page, *, reason: str, amount: str | None = None) -> None:
    section = page.get_by_role("region", name="Refund part of the money")
    if amount is None:
        section.get_by_role("radio", name=re.compile(r"^The parcel's shipping")).check()
    else:
        section.get_by_label("Amount").fill(amount)
    section.get_by_label("Reason").fill(reason)
    section.get_by_role("button", name="Refund part…").click()
    page.get_by_role("dialog").get_by_role("button", name="Refund", exact=True).click()


def test_an_admin_gives_back_part_of_an_order_and_its_shipping(
    shop, page: Page, browser: Browser, screenshot
):
    order = delivered_order(stock=5, quantity=2)
    checkout = order.checkout
    admin = browser.new_context(viewport={"width": 375, "height": 812}).new_page()
    signed_in(admin, f"{shop}/dashboard/orders/{order.pk}", ADMIN)
    section = admin.get_by_role("region", name="Refund part of the money")
    expect(section).to_be_visible()

    # More than the order's line is refused in the form, and nothing goes back.
    section.get_by_label("Amount").fill("9999")
    section.get_by_label("Reason").fill("Too much")
    section.get_by_role("button", name="Refund part…").click()
    expect(section.get_by_text(re.compile(r"At most"))).to_be_visible()
    expect(admin.get_by_role("dialog")).to_have_count(0)

    refund_part(admin, amount="2.00", reason="The frame arrived chipped")
    expect(
        admin.get_by_role("status").filter(has_text=f"Refunded $2.00 of order #{order.pk}.")
    ).to_be_visible()
    expect(section).to_contain_text("The frame arrived chipped")
    first = Document.objects.get(part_id=PartRefund.objects.get(order=order).pk)
    expect(section).to_contain_text(f"Credit note {first.number}")
    screenshot("part-refund-phone", of=admin)

    refund_part(admin, reason="The parcel arrived a week late")
    expect(admin.get_by_role("status").filter(has_text="Refunded the shipping")).to_be_visible()
    expect(section.get_by_role("radio", name=re.compile(r"^The parcel's shipping"))).to_have_count(
        0
    )
    admin.context.close()

    order.refresh_from_db()
    assert order.status == Order.Status.DELIVERED  # kept: only money went back
    refunds = gateway.refunds_of(checkout.transaction_id)
    expected = 200 + to_minor_units(checkout.shipping_gross, checkout.currency)
    assert sorted(r.amount for r in refunds) == sorted([200, expected - 200])

    signed_in(page, f"{shop}/dashboard/order/{order.pk}", CUSTOMER)
    second = Document.objects.get(part_id=PartRefund.objects.get(order=None).pk)
    text = downloaded_pdf_text(page, f"Download credit note {second.number}")
    assert "Reason: The parcel arrived a week late" in text
    expect(page.get_by_role("button", name=f"Download credit note {first.number}")).to_be_visible()
