"""The e-mail's links in Chromium (issue 39): a customer signs in from a browser in Tokyo;
"We have your order" names the end of the hold in Tokyo time, and its links, clicked in the
HTML part, open the payment page and the order's page."""

import os
import re
from zoneinfo import ZoneInfo

import pytest
from django.utils import timezone
from playwright.sync_api import Browser, BrowserType, expect

from accounts.models import User
from core.links import shop_url
from e2e.conftest import leave_pages
from e2e.steps import ADDRESS, log_in
from e2e.test_order_life import CUSTOMER
from e2e.test_payment import pay_button
from notifications.models import OutgoingEmail
from notifications.services import email_render
from orders.actions import order_place
from shop.models import Tool

pytestmark = pytest.mark.django_db(transaction=True)

TOKYO = "Asia/Tokyo"


@pytest.fixture
def tokyo_browser(browser_type: BrowserType, browser_type_launch_args):
    """Chromium on a machine set to Tokyo time: its process starts with TZ=Asia/Tokyo, as a
    customer's computer there does. (Playwright's timezone_id, an emulation each page receives
    from DevTools, let a page read UTC in about one run of ten under load.)"""
    browser = browser_type.launch(**browser_type_launch_args, env={**os.environ, "TZ": TOKYO})
    yield browser
    leave_pages([page for context in browser.contexts for page in context.pages])
    browser.close()


def test_we_have_your_order_is_in_the_browsers_time_zone_and_its_links_open_the_pages(
    shop, tokyo_browser: Browser, screenshot
):
    page = tokyo_browser.new_page(viewport={"width": 1440, "height": 900})
    # Through the form: the app's sign-in sends the browser's time zone with its token exchange,
    # which is answered before the app leaves the login page.
    page.goto(f"{shop}/dashboard")

    def is_exchange(response):
        return response.request.method == "PUT" and "/api/user/" in response.url

    with page.expect_response(is_exchange) as exchange:
        log_in(page, *CUSTOMER)
    assert exchange.value.ok and exchange.value.request.post_data_json["timeZone"] == TOKYO
    expect(page).to_have_url(f"{shop}/dashboard")
    customer = User.objects.get(email=CUSTOMER[0])
    assert customer.time_zone == TOKYO
    tool = Tool.objects.filter(available_quantity__gte=5).order_by("price")[0]
    quantity = max(1, tool.minimum_order_quantity)
    order = order_place(customer=customer, tool_id=tool.pk, quantity=quantity, address=ADDRESS)

    placed = OutgoingEmail.objects.filter(template="order_placed", to=customer.email)
    email = email_render(placed.latest("pk"))  # as the job worker renders it to send it
    assert email.subject.endswith(f"#{order.pk}")
    ends = timezone.localtime(order.expires_at, ZoneInfo(TOKYO))
    assert f"until {ends.day} {ends:%B %Y, %H:%M} (Asia/Tokyo)" in email.text_body
    pay = re.search(r"Pay now: (\S+)", email.text_body).group(1)
    assert pay == shop_url(f"/dashboard/payment/{order.pk}")

    # The HTML part as a mail program shows it, its links on this test's server.
    page.set_content(email.html_body.replace(shop_url(""), f"{shop}/"))
    page.get_by_role("link", name="Pay now").click()
    expect(page).to_have_url(f"{shop}/dashboard/payment/{order.pk}")
    expect(pay_button(page)).to_be_enabled(timeout=15_000)
    screenshot("email-pay-now", of=page)

    page.set_content(email.html_body.replace(shop_url(""), f"{shop}/"))
    page.get_by_role("link", name="See your order").click()
    expect(page).to_have_url(f"{shop}/dashboard/order/{order.pk}")
    expect(page.get_by_role("heading", name=f"Order #{order.pk}")).to_be_visible()
