"""Keyboard and phone (issue 16): the dashboard drawer's focus trap at 375 px, focus after a
change of page, the home slider and prefers-reduced-motion, and the purchase form's 404 and
'Pay now'."""

import re
from decimal import Decimal

import pytest
from playwright.sync_api import Page, expect

from e2e.steps import log_in, open_signed_in
from e2e.test_ordering import place
from orders.models import Order
from shop.models import Tool

pytestmark = pytest.mark.django_db(transaction=True)

NOT_FOUND = "Sorry the page you're looking for dosen't exist."

# What document.activeElement is, in words a test can compare.
FOCUS_IN_DRAWER = (
    "() => document.getElementById('dashboard-sidebar').contains(document.activeElement)"
)
FOCUSED_TEXT = "() => document.activeElement && document.activeElement.textContent.trim()"
FOCUS_ON_H1 = "() => document.activeElement && document.activeElement.tagName === 'H1'"


def sign_in_at(page: Page, shop: str, path: str):
    page.goto(shop + path)
    log_in(page, "customer@example.com", "customerpass")
    expect(page).to_have_url(shop + path)


def test_the_dashboard_drawer_keeps_focus_and_a_new_page_takes_it(shop, page: Page):
    page.set_viewport_size({"width": 375, "height": 812})
    sign_in_at(page, shop, "/dashboard")
    expect(page.get_by_role("heading", level=1, name="My Order")).to_be_visible()
    # Signing in changed the page: focus is on the new page's h1.
    page.wait_for_function(FOCUS_ON_H1)
    assert page.evaluate(FOCUSED_TEXT) == "My Order"

    menu = page.get_by_role("button", name="Dashboard menu")
    menu.focus()
    page.keyboard.press("Enter")

    drawer = page.get_by_role("dialog", name="Dashboard")
    expect(drawer).to_be_visible()
    page.wait_for_function(FOCUS_IN_DRAWER)
    assert page.evaluate(FOCUSED_TEXT) == "My Order"
    assert page.locator("footer").get_attribute("inert") is not None
    for _ in range(4):  # three links: Tab comes round, never out
        page.keyboard.press("Tab")
        assert page.evaluate(FOCUS_IN_DRAWER)
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUS_IN_DRAWER)

    page.keyboard.press("Escape")
    expect(drawer).to_have_count(0)
    assert page.evaluate(FOCUSED_TEXT) == "Dashboard menu"
    assert page.locator("footer").get_attribute("inert") is None

    # A change of page: focus on its h1, its title read out.
    page.keyboard.press("Enter")
    page.wait_for_function(FOCUS_IN_DRAWER)
    drawer.get_by_role("link", name="My Review").click()
    expect(page).to_have_url(shop + "/dashboard/review")
    page.wait_for_function(FOCUS_ON_H1)
    heading = page.get_by_role("heading", level=1)
    assert page.evaluate(FOCUSED_TEXT) == heading.text_content().strip()
    expect(
        page.get_by_role("status").filter(has_text=re.compile(r"\| Brush & Canvas$"))
    ).to_have_count(1)


def active_slide(page: Page) -> str | None:
    return page.locator(".swiper-slide-active").get_attribute("data-swiper-slide-index")


@pytest.mark.parametrize("reduced", [True, False], ids=["reduced-motion", "motion"])
def test_the_home_slider_autoplays_unless_asked_for_reduced_motion(shop, page: Page, reduced):
    page.set_viewport_size({"width": 1440, "height": 900})
    if reduced:
        page.emulate_media(reduced_motion="reduce")
    page.goto(shop + "/")
    expect(page.locator(".swiper-slide-active")).to_have_count(1)
    first = active_slide(page)

    if reduced:
        page.wait_for_timeout(6000)
        assert active_slide(page) == first
        expect(page.get_by_role("button", name="Play slideshow")).to_be_visible()
    else:
        page.wait_for_function(
            "first => document.querySelector('.swiper-slide-active')"
            ".getAttribute('data-swiper-slide-index') !== first",
            arg=first,
            timeout=6000,
        )
    # The dots are one tab stop.
    dots = page.get_by_role("button", name=re.compile(r"^Show painting \d+$"))
    assert dots.evaluate_all("dots => dots.filter(d => d.tabIndex === 0).length") == 1


def test_a_purchase_answers_404_for_an_unknown_tool_and_pay_now_opens_the_payment(shop, page: Page):
    page.set_viewport_size({"width": 1440, "height": 900})
    tool = Tool.objects.create(
        name="Keyboard Easel",
        description="Sturdy.",
        img="/static/favicon.svg",
        price=Decimal("12.00"),
        minimum_order_quantity=1,
        available_quantity=9,
    )
    open_signed_in(page, f"{shop}/purchase/{tool.id}", "customer@example.com", "customerpass")

    place(page, 2)
    toast = page.get_by_text("Please checkout the product on My Item page")
    expect(toast).to_be_visible()
    header = page.locator("header").bounding_box()
    assert toast.bounding_box()["y"] >= header["y"] + header["height"]  # never over the header
    order = Order.objects.latest("id")
    assert order.tool_id == tool.id
    pay_now = page.get_by_role("link", name="Pay now")
    expect(pay_now).to_have_attribute("href", f"/dashboard/payment/{order.id}")
    expect(page.get_by_label("Quantity")).to_have_value("1")  # the form is reset

    pay_now.click()
    expect(page).to_have_url(f"{shop}/dashboard/payment/{order.id}")
    sidebar = page.get_by_role("navigation", name="Dashboard")
    expect(sidebar.get_by_role("link", name="My Order")).to_have_attribute("aria-current", "page")

    response = page.goto(shop + "/purchase/99999")
    assert response.status == 404
    expect(page.get_by_role("heading", level=1, name=NOT_FOUND)).to_be_visible()
    assert page.request.get(shop + "/purchase/abc").status == 404
