"""An order's whole life in Chromium (issue 13): ordered with a delivery address, paid,
shipped with tracking and delivered; refunded; expired when its hold ends; and cancelled
in the middle of 3-D Secure, which must never take the money."""

import time
from decimal import Decimal

import pytest
import stripe
from django.conf import settings as django_settings
from django.utils import timezone
from playwright.sync_api import Browser, Page, expect

from accounts.models import User
from core.money import to_minor_units
from e2e.steps import ADDRESS, open_signed_in
from e2e.test_payment import enter_card, pay_button
from orders.actions import checkout_pay, checkout_start, order_place, orders_expire_due
from orders.checkout.quote import checkout_quote
from orders.models import Order
from orders.tests.test_order_life_payments import assert_books_balance
from payments import stripe_gateway as gateway
from payments.models import Payment
from shop.models import Tool

pytestmark = pytest.mark.django_db(transaction=True)

CUSTOMER = ("customer@example.com", "customerpass")
ADMIN = ("admin@example.com", "adminpass")
PAID = "Congratulation! Your Payment is completed"
EXPIRED = "This order has expired. Please order again."


def new_tool(stock: int = 5) -> Tool:
    return Tool.objects.create(
        name="Lifelong Easel",
        description="Sturdy.",
        img="/static/favicon.svg",
        price=Decimal("18.00"),
        minimum_order_quantity=1,
        available_quantity=stock,
    )


def customer() -> User:
    return User.objects.get(email=CUSTOMER[0])


def placed_order(tool: Tool, quantity: int = 1) -> Order:
    return order_place(customer=customer(), tool_id=tool.pk, quantity=quantity, address=ADDRESS)


def paid_order(tool: Tool, quantity: int = 1) -> Order:
    """An order paid with the good card at localstripe, through the services: a checkout of
    it alone, to its own address by the cheapest method."""
    order = placed_order(tool, quantity)
    quote = checkout_quote(customer=customer(), order_ids=[order.pk], country=ADDRESS["country"])
    checkout, _ = checkout_start(
        customer=customer(),
        order_ids=[order.pk],
        address=ADDRESS,
        method_id=quote.method.id,
        total=quote.price.total,
    )
    client = stripe.StripeClient(
        django_settings.STRIPE_SECRET_KEY, base_addresses={"api": django_settings.LOCALSTRIPE_URL}
    )
    card = {"number": "4242424242424242", "exp_month": 12, "exp_year": 2034, "cvc": "123"}
    method = client.v1.payment_methods.create(params={"type": "card", "card": card})
    checkout_pay(customer=customer(), checkout_id=checkout.pk, payment_method=method.id)
    order.refresh_from_db()
    assert order.status == Order.Status.PAID
    return order


def signed_in(page: Page, url: str, account: tuple[str, str]) -> Page:
    open_signed_in(page, url, *account)
    expect(page).to_have_url(url)
    return page


def admin_page(browser: Browser, shop: str, order: Order) -> Page:
    """The admin's order page, in a browser context of its own (another person)."""
    page = browser.new_context(viewport={"width": 1440, "height": 900}).new_page()
    signed_in(page, f"{shop}/dashboard/orders/{order.pk}", ADMIN)
    expect(page.get_by_role("heading", name=f"Order #{order.pk}")).to_be_visible()
    return page


def history(page: Page):
    return page.get_by_role("list", name="History")


def wait_until(condition, timeout: float = 15, what: str = "condition") -> None:
    """Polls a server-side condition (the browser has its own expect)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


def payment_of(order: Order) -> Payment | None:
    """The order's payment: the newest checkout's that had it (None: it never started
    paying)."""
    return Payment.objects.filter(checkout__lines__order=order).order_by("-id").first()


def stray_payments() -> list[str]:
    """Succeeded PaymentIntents whose money is not all in paid (or later) orders and
    refunds: the issue's invariant (orders.tests' assert_books_balance), as a list."""
    try:
        assert_books_balance()
    except AssertionError as exc:
        return [str(exc)]
    return []


def test_order_with_an_address_pay_ship_with_tracking_deliver(
    shop, page: Page, browser: Browser, screenshot
):
    tool = new_tool()
    page.set_viewport_size({"width": 1440, "height": 900})
    signed_in(page, f"{shop}/purchase/{tool.pk}", CUSTOMER)

    page.get_by_label("Quantity").fill("2")
    address = page.get_by_role("group", name="Delivery address")
    address.get_by_label("Full name").fill("Casey Customer")
    address.get_by_label("Address line 1").fill("12 Rue des Peintres")
    address.get_by_label("City").fill("Lyon")
    address.get_by_label("Postal code").fill("69002")
    address.get_by_label("Country").select_option("FR")
    page.get_by_role("button", name="Place order").click()
    expect(page.get_by_text("Order placed.")).to_be_visible()
    order = Order.objects.get(tool=tool)
    assert (order.quantity, order.delivery_city, order.delivery_country) == (2, "Lyon", "FR")

    page.goto(f"{shop}/dashboard/payment/{order.pk}")
    expect(pay_button(page)).to_be_enabled(timeout=15_000)
    enter_card(page, "4242424242424242")
    pay_button(page).click()
    expect(page.get_by_text(PAID)).to_be_visible(timeout=15_000)

    admin = admin_page(browser, shop, order)
    admin.get_by_role("button", name="Mark shipped").click()
    admin.get_by_label("Carrier").fill("La Poste")
    admin.get_by_label("Tracking number").fill("LP123456789FR")
    admin.get_by_label("Tracking URL").fill("https://track.example.com/LP123456789FR")
    admin.get_by_role("button", name="Mark shipped").click()
    expect(admin.get_by_role("status").filter(has_text="marked shipped")).to_be_visible()
    order.refresh_from_db()
    assert (order.status, order.carrier, order.tracking_number) == (
        "shipped",
        "La Poste",
        "LP123456789FR",
    )

    page.goto(f"{shop}/dashboard/order/{order.pk}")
    expect(page.get_by_role("heading", name=f"Order #{order.pk}")).to_be_visible()
    steps = history(page).get_by_role("listitem")
    expect(steps).to_have_count(3)
    expect(steps.nth(0)).to_contain_text("Order placed")
    expect(steps.nth(1)).to_contain_text("Paid")
    expect(steps.nth(2)).to_contain_text("Shipped")
    expect(page.get_by_text("LP123456789FR", exact=True).first).to_be_visible()
    expect(page.get_by_role("link", name="Track your parcel")).to_have_attribute(
        "href", "https://track.example.com/LP123456789FR"
    )
    address = page.get_by_role("region", name="Receipt")  # where the parcel goes
    expect(address.get_by_text("12 Rue des Peintres")).to_be_visible()
    screenshot("order-life-shipped-desktop")

    admin.get_by_role("button", name="Mark delivered").click()
    admin.get_by_role("dialog", name="Mark order").get_by_role(
        "button", name="Mark delivered"
    ).click()
    expect(admin.get_by_role("status").filter(has_text="marked delivered")).to_be_visible()
    admin.context.close()

    page.reload()
    expect(steps).to_have_count(4)
    expect(steps.nth(3)).to_contain_text("Delivered")
    expect(page.get_by_text("Delivered", exact=True).first).to_be_visible()
    order.refresh_from_db()
    assert order.status == "delivered"


def test_an_admin_refunds_a_paid_order(shop, page: Page, browser: Browser):
    tool = new_tool(stock=5)
    order = paid_order(tool, quantity=2)
    tool.refresh_from_db()
    assert tool.available_quantity == 3

    admin = admin_page(browser, shop, order)
    admin.get_by_role("button", name="Refund", exact=True).click()
    dialog = admin.get_by_role("dialog")
    # The checkout's only order: its line and the shipping go back, as the dialog says.
    expect(dialog).to_contain_text(f"${payment_of(order).checkout.total:,.2f}")
    dialog.get_by_role("button", name="Refund", exact=True).click()
    expect(admin.get_by_role("status").filter(has_text="refunded")).to_be_visible()
    admin.context.close()

    order.refresh_from_db()
    tool.refresh_from_db()
    assert order.status == "refunded"
    assert tool.available_quantity == 5  # the stock is back
    payment = payment_of(order)
    assert [(r.id, r.amount) for r in gateway.refunds_of(order.transaction_id)] == [
        (payment.refund_id, to_minor_units(payment.checkout.total, "usd"))
    ]

    signed_in(page, f"{shop}/dashboard", CUSTOMER)
    row = page.get_by_role("row").filter(has_text="Lifelong Easel")
    expect(row).to_contain_text("Refunded")
    expect(row.get_by_role("link", name="Pay")).to_have_count(0)
    page.goto(f"{shop}/dashboard/order/{order.pk}")
    expect(history(page).get_by_role("listitem").last).to_contain_text("Refunded")
    assert stray_payments() == []


def test_the_payment_page_says_when_the_hold_ends(shop, page: Page, settings):
    settings.ORDER_HOLD_MINUTES = 0.2  # 12 s, for this test's live server
    tool = new_tool(stock=5)
    signed_in(page, f"{shop}/dashboard", CUSTOMER)  # signing in takes a moment: first
    order = placed_order(tool, quantity=2)
    page.goto(f"{shop}/dashboard/payment/{order.pk}")
    expect(pay_button(page)).to_be_enabled(timeout=15_000)

    # The hold ends while the customer looks at the page, without a reload.
    expect(page.get_by_text(EXPIRED)).to_be_visible(timeout=25_000)
    expect(pay_button(page)).to_have_count(0)
    assert order.expires_at <= timezone.now()
    assert orders_expire_due() == 1  # the periodic job
    order.refresh_from_db()
    tool.refresh_from_db()
    assert (order.status, tool.available_quantity) == ("expired", 5)
    payment = payment_of(order)  # if the page started paying
    if payment is not None:
        assert gateway.payment_intent_retrieve(payment.payment_intent_id).status == "canceled"
    page.reload()
    expect(page.get_by_text(EXPIRED)).to_be_visible(timeout=15_000)


def test_cancelling_during_three_d_secure_never_takes_the_money(shop, page: Page, screenshot):
    tool = new_tool(stock=5)
    order = placed_order(tool, quantity=1)
    signed_in(page, f"{shop}/dashboard/payment/{order.pk}", CUSTOMER)
    expect(pay_button(page)).to_be_enabled(timeout=15_000)

    enter_card(page, "4000002500003155")
    pay_button(page).click()
    # localstripe asks once for the card's set-up; then the payment waits for the second.
    page.get_by_role("button", name="Complete authentication").click(timeout=15_000)
    wait_until(
        lambda: getattr(payment_of(order), "status", "") == "requires_action",
        what="the payment to wait for 3-D Secure",
    )
    complete = page.get_by_role("button", name="Complete authentication")
    expect(complete).to_be_visible(timeout=15_000)

    # The same customer cancels the order from My Order in another tab.
    other = page.context.new_page()
    other.goto(f"{shop}/dashboard")
    row = other.get_by_role("row").filter(has_text="Lifelong Easel")
    row.get_by_role("button", name="Cancel").click()
    other.get_by_role("dialog").get_by_role("button", name="Cancel order").click()
    expect(other.get_by_text("Order cancelled")).to_be_visible()
    order.refresh_from_db()
    assert order.status == "cancelled"
    other.close()

    # Then the authentication completes in the first tab: the money must not move.
    complete.click()
    expect(page.locator("main").get_by_role("alert").first).to_be_visible(timeout=15_000)
    expect(page.get_by_text(PAID)).to_have_count(0)
    screenshot("order-life-cancelled-during-3ds-desktop")

    intent = gateway.payment_intent_retrieve(payment_of(order).payment_intent_id)
    assert intent.status == "canceled"
    order.refresh_from_db()
    tool.refresh_from_db()
    assert (order.status, tool.available_quantity) == ("cancelled", 5)
    assert stray_payments() == []
