"""Paying an order by card in Chromium, with localstripe's Stripe.js and webhooks."""

import time
from decimal import Decimal

import pytest
from playwright.sync_api import Page, expect

from accounts.models import User
from conftest import TEST_STRIPE_WEBHOOK_SECRET
from core.money import to_minor_units
from devtools.runners import localstripe, localstripe_register_webhook
from e2e.steps import DELIVERY, open_signed_in, rendered_colour
from orders.models import Order
from orders.tests.paying import checkout_of
from payments import stripe_gateway as gateway
from payments.models import Payment, StripeEvent
from shop.models import Tool

pytestmark = pytest.mark.django_db(transaction=True)


def new_order(quantity: int = 2) -> Order:
    tool = Tool.objects.create(
        name="Payable Palette",
        description="d",
        img="/static/favicon.svg",
        price=Decimal("18.00"),
        minimum_order_quantity=1,
        available_quantity=20,
    )
    return Order.objects.create(
        customer=User.objects.get(email="customer@example.com"),
        tool=tool,
        item_name=tool.name,
        unit_price=tool.price,
        quantity=quantity,
        total=tool.price * quantity,
        **DELIVERY,
    )


def enter_card(page: Page, number: str):
    page.get_by_placeholder("number").fill(number)
    page.get_by_placeholder("exp_month").fill("12")
    page.get_by_placeholder("exp_year").fill("34")
    page.get_by_placeholder("cvc").fill("123")
    page.get_by_placeholder("postal_code").fill("42424")


def pay_button(page: Page):
    return page.get_by_role("button", name="Pay", exact=True)


def open_payment_page(page: Page, shop: str, order: Order):
    open_signed_in(
        page, f"{shop}/dashboard/payment/{order.id}", "customer@example.com", "customerpass"
    )
    expect(page).to_have_url(f"{shop}/dashboard/payment/{order.id}")
    expect(page.get_by_text("Payable Palette").first).to_be_visible()
    expect(pay_button(page)).to_be_enabled(timeout=15_000)


def test_a_declined_card_then_a_good_card(shop, stripe_server, page: Page, screenshot):
    localstripe_register_webhook(
        stripe_server, endpoint=f"{shop}/api/stripe/webhook", secret=TEST_STRIPE_WEBHOOK_SECRET
    )
    order = new_order()
    page.set_viewport_size({"width": 1440, "height": 900})
    open_payment_page(page, shop, order)
    expect(page.get_by_text("$36.00").first).to_be_visible()

    enter_card(page, "4000000000000341")
    pay_button(page).click()
    message = page.get_by_role("alert").filter(has_text="Your card was declined.")
    expect(message).to_be_visible(timeout=15_000)
    red, green, blue = rendered_colour(message)
    assert red > 150 and green < 80 and blue < 80
    order.refresh_from_db()
    assert order.status == "pending"
    screenshot("payment-declined-desktop")

    enter_card(page, "4242424242424242")
    pay_button(page).click()
    expect(page.get_by_text("Congratulation! Your Payment is completed")).to_be_visible(
        timeout=15_000
    )
    order.refresh_from_db()
    assert order.status == "paid"
    expect(page.get_by_text(order.transaction_id).first).to_be_visible()
    screenshot("payment-paid-desktop")
    # The page paid it through a checkout of that order alone, with one PaymentIntent.
    checkout = checkout_of(order)
    assert (checkout.status, checkout.transaction_id) == ("paid", order.transaction_id)
    assert list(checkout.lines.values_list("order_id", flat=True)) == [order.pk]
    payment = Payment.objects.get(checkout=checkout)
    assert payment.payment_intent_id == order.transaction_id
    intent = gateway.payment_intent_retrieve(order.transaction_id)
    assert (intent.status, intent.metadata_checkout_id) == ("succeeded", checkout.pk)
    assert (intent.amount, intent.currency) == (
        to_minor_units(checkout.total, checkout.currency),
        checkout.currency,
    )

    # Stripe (here localstripe) also tells the shop through the signed webhook.
    deadline = time.monotonic() + 10
    while not StripeEvent.objects.filter(type="payment_intent.succeeded").exists():
        assert time.monotonic() < deadline, "no payment_intent.succeeded webhook arrived"
        time.sleep(0.2)

    page.goto(f"{shop}/dashboard")
    row = page.get_by_role("row").filter(has_text="Payable Palette")
    expect(row).to_contain_text("Paid")
    expect(row.get_by_role("link", name="Pay", exact=True)).to_have_count(0)


@pytest.mark.parametrize(
    ("choice", "paid"), [("Complete authentication", True), ("Fail authentication", False)]
)
def test_three_d_secure(shop, page: Page, choice, paid):
    order = new_order(quantity=1)
    open_payment_page(page, shop, order)

    enter_card(page, "4000002500003155")
    pay_button(page).click()
    # localstripe asks once for the card's set-up and once for the payment.
    page.get_by_role("button", name="Complete authentication").click(timeout=15_000)
    page.get_by_role("button", name=choice).click(timeout=15_000)

    if paid:
        expect(page.get_by_text("Congratulation! Your Payment is completed")).to_be_visible(
            timeout=15_000
        )
    else:
        # (The sign-in's toast is an alert too, for its 5 seconds.)
        bank = "Your bank did not approve this payment. Please try again or use another card."
        expect(page.get_by_role("alert").filter(has_text="Your bank")).to_have_text(
            bank, timeout=15_000
        )
        expect(page.get_by_text("Congratulation! Your Payment is completed")).to_have_count(0)
    order.refresh_from_db()
    assert (order.status == "paid") == paid


def test_stripe_down_tells_the_customer_to_try_again(
    shop, page: Page, settings, screenshot, stopped_host
):
    host = stopped_host  # a reserved port: localstripe starts and stops there
    settings.LOCALSTRIPE_URL = f"http://{host}"
    order = new_order()
    page.set_viewport_size({"width": 375, "height": 812})
    with localstripe(host):
        open_payment_page(page, shop, order)
    # Stripe goes away while the customer types their card.
    enter_card(page, "4242424242424242")
    pay_button(page).click()

    message = page.get_by_role("alert").filter(
        has_text="Payments are unavailable just now. Please try again in a minute."
    )
    expect(message).to_be_visible(timeout=15_000)
    screenshot("payment-stripe-down-mobile")
    order.refresh_from_db()
    assert order.status == "pending"

    with localstripe(host):  # back: the same button now pays
        pay_button(page).click()
        expect(page.get_by_text("Congratulation! Your Payment is completed")).to_be_visible(
            timeout=15_000
        )
    order.refresh_from_db()
    assert order.status == "paid"
