"""The checkout in Chromium (issue 36): a new customer with a painting and two tools on order
pays for them at once, with 4242 and with the 3-D Secure card: Peru is refused at the
address, Germany priced with its shipping and VAT, one receipt; the admin refunds one tool
order (a partial refund at localstripe) and ships the rest as one parcel; the books balance.
Its paperwork (issue 37): the invoice and the credit note downloaded from My Order and read
back, the painting's signed certificate with the buyer's name, its public page valid, and not
valid with one character of its code changed."""

from decimal import Decimal

import pytest
from playwright.sync_api import Browser, Page, expect

from accounts import firebase
from accounts.models import User
from certificates.models import Certificate
from core.money import to_minor_units
from e2e.steps import ADDRESS, downloaded_pdf_text
from e2e.test_order_life import admin_page, signed_in, stray_payments
from e2e.test_payment import enter_card, pay_button
from notifications.models import OutgoingEmail
from notifications.services import email_render
from orders.actions import order_place
from orders.checkout.quote import checkout_quote
from orders.models import Checkout, Order
from paperwork.formats import money_text
from paperwork.models import Document
from payments import stripe_gateway as gateway
from shop.models import Painting, Tool

pytestmark = pytest.mark.django_db(transaction=True)

PAID = "Congratulation! Your Payment is completed"
NEW = ("nova.buyer@example.com", "novapass123", "Nova Buyer")


@pytest.fixture
def new_customer(shop) -> User:
    email, password, name = NEW
    uid = firebase.ensure_account(uid="nova-buyer", email=email, password=password, name=name)
    return User.objects.create(email=email, name=name, firebase_uid=uid, email_verified=True)


def basket(customer: User, *, painting: bool = True) -> list[Order]:
    """A painting still for sale (when asked) and two tools, ordered to Lyon."""
    tools = Tool.objects.filter(available_quantity__gte=5).order_by("price")[:2]
    orders = []
    if painting:
        free = Painting.objects.filter(sold_at__isnull=True, held_until__isnull=True)
        orders.append(
            order_place(
                customer=customer, painting_id=free.order_by("price")[0].pk, address=ADDRESS
            )
        )
    for tool in tools:
        quantity = max(1, tool.minimum_order_quantity)
        orders.append(
            order_place(customer=customer, tool_id=tool.pk, quantity=quantity, address=ADDRESS)
        )
    return orders


def money(amount: Decimal) -> str:
    return f"${amount:,.2f}"


def choose_country(page: Page, code: str) -> None:
    page.get_by_role("region", name="Delivery address").get_by_label("Country").select_option(code)


def test_a_new_customer_pays_a_painting_and_two_tools_at_once_then_the_admin_ships_them(
    shop, new_customer, page: Page, browser: Browser, screenshot
):
    orders = basket(new_customer)
    ids = [order.pk for order in orders]
    page.set_viewport_size({"width": 1440, "height": 1000})
    signed_in(page, f"{shop}/dashboard/payment/{ids[0]}", NEW[:2])
    yours = page.get_by_role("region", name="Your orders")
    expect(yours.get_by_role("checkbox")).to_have_count(3)
    for box in yours.get_by_role("checkbox").all():
        expect(box).to_be_checked()

    choose_country(page, "PE")
    expect(page.get_by_text("We don't ship to Peru yet.").first).to_be_visible(timeout=15_000)
    expect(pay_button(page)).to_have_count(0)

    choose_country(page, "DE")
    shipping = page.get_by_role("region", name="Shipping")
    courier = shipping.get_by_role("radio", name="Insured art courier")
    expect(courier).to_be_visible(timeout=15_000)
    courier.click()  # the page asks for the quote by this method, then shows it chosen
    expect(courier).to_be_checked(timeout=15_000)
    offers = checkout_quote(customer=new_customer, order_ids=ids, country="DE").offers
    courier_id = next(o.method.id for o in offers if o.method.name == "Insured art courier")
    quote = checkout_quote(customer=new_customer, order_ids=ids, country="DE", method_id=courier_id)
    summary = page.get_by_role("region", name="Summary")
    expect(summary).to_contain_text(money(quote.price.total), timeout=15_000)
    expect(summary).to_contain_text("VAT")
    expect(pay_button(page)).to_be_enabled(timeout=15_000)
    screenshot("checkout-germany-desktop")

    page.get_by_role("checkbox", name="Print my name on the certificate of authenticity").check()
    expect(page.get_by_role("textbox", name="Name on the certificate")).to_have_value(NEW[2])
    enter_card(page, "4242424242424242")
    pay_button(page).click()
    expect(page.get_by_text(PAID)).to_be_visible(timeout=20_000)
    receipt = page.locator("main")
    expect(receipt).to_contain_text("Insured art courier")
    expect(receipt).to_contain_text(money(quote.price.total))
    screenshot("checkout-receipt-desktop")

    checkout = Checkout.objects.get(customer=new_customer, status="paid")
    assert checkout.total == quote.price.total
    assert [Order.objects.get(pk=pk).status for pk in ids] == ["paid"] * 3
    receipts = OutgoingEmail.objects.filter(to=NEW[0], template="checkout_paid")
    assert receipts.count() == 1 and "Includes VAT" in email_render(receipts.get()).text_body

    # The invoice, from My Order: its number, the lines, the VAT and the total, as issued.
    invoice = Document.objects.get(kind="invoice", checkout_id=checkout.pk)
    tool_order = orders[1]
    page.goto(f"{shop}/dashboard/order/{tool_order.pk}")
    text = downloaded_pdf_text(page, f"Download invoice {invoice.number}")
    assert invoice.number in text and tool_order.item_name in text and orders[0].item_name in text
    assert "VAT" in text and money_text(checkout.total, checkout.currency) in text

    # The admin refunds one tool order: its line goes back, a partial refund at Stripe.
    admin = admin_page(browser, shop, tool_order)
    admin.get_by_role("button", name="Refund", exact=True).click()
    admin.get_by_role("dialog").get_by_role("button", name="Refund", exact=True).click()
    expect(admin.get_by_role("status").filter(has_text="refunded")).to_be_visible()
    line = checkout.lines.get(order=tool_order).gross
    refunds = gateway.refunds_of(checkout.transaction_id)
    assert [refund.amount for refund in refunds] == [to_minor_units(line, checkout.currency)]
    credit_note = Document.objects.get(kind="credit_note", order_id=tool_order.pk)
    page.reload()
    text = downloaded_pdf_text(page, f"Download credit note {credit_note.number}")
    assert f"Credit note for invoice {invoice.number}" in text
    assert money_text(line, checkout.currency) in text

    # Then ships the rest as one parcel, from the painting's order page.
    admin.goto(f"{shop}/dashboard/orders/{orders[0].pk}")
    admin.get_by_role("button", name="Mark shipped").click()
    expect(admin.get_by_text("One parcel:")).to_be_visible()
    admin.get_by_label("Carrier").fill("Art Couriers")
    admin.get_by_label("Tracking number").fill("AC-7")
    admin.get_by_role("button", name="Mark shipped").click()
    expect(admin.get_by_role("status").filter(has_text="marked shipped")).to_be_visible()
    admin.context.close()
    shipped = Order.objects.filter(pk__in=ids).order_by("pk")
    assert [(o.status, o.tracking_number) for o in shipped] == [
        ("shipped", "AC-7"),
        ("refunded", ""),
        ("shipped", "AC-7"),
    ]
    assert stray_payments() == []

    # The painting shipped with its certificate, signed, the buyer's name on it as asked.
    certificate = Certificate.objects.get(order_id=orders[0].pk)
    page.goto(f"{shop}/dashboard/order/{orders[0].pk}")
    text = downloaded_pdf_text(page, "Download certificate of authenticity")
    assert certificate.number in text and orders[0].item_name in text and NEW[2] in text
    page.get_by_role("link", name="See its public page").click()
    expect(page).to_have_url(f"{shop}/certificates/{certificate.code}")
    issued = f"Certificate {certificate.number}, issued on"
    expect(page.get_by_text(issued)).to_be_visible()
    main = page.locator("main")
    expect(main).to_contain_text("Valid")
    expect(main).not_to_contain_text("Not valid")
    expect(main).not_to_contain_text(NEW[2])  # no personal data
    changed = certificate.code[:-1] + ("A" if certificate.code[-1] != "A" else "B")
    page.goto(f"{shop}/certificates/{changed}")
    expect(main).to_contain_text("Not valid")
    expect(page.get_by_text(issued)).to_have_count(0)


def test_a_checkout_paid_with_the_three_d_secure_card(shop, new_customer, page: Page):
    orders = basket(new_customer, painting=False)
    signed_in(page, f"{shop}/dashboard/payment/{orders[0].pk}", NEW[:2])
    expect(pay_button(page)).to_be_enabled(timeout=15_000)

    enter_card(page, "4000002500003155")
    pay_button(page).click()
    # localstripe asks once for the card's set-up and once for the payment.
    page.get_by_role("button", name="Complete authentication").click(timeout=15_000)
    page.get_by_role("button", name="Complete authentication").click(timeout=15_000)

    expect(page.get_by_text(PAID)).to_be_visible(timeout=20_000)
    assert {Order.objects.get(pk=o.pk).status for o in orders} == {"paid"}
    assert Checkout.objects.filter(customer=new_customer, status="paid").count() == 1
    assert stray_payments() == []
