"""Shipping (issue 36) in Chromium: the admin changes a rate on /dashboard/shipping, and a
painting's page prices its shipping with it at once, tax as the shop sets it; a country
no zone serves is refused by name. The demo shop is in France, prices including its VAT."""

import pytest
from playwright.sync_api import Browser, Page, expect

from e2e.conftest import WIDTHS
from e2e.steps import open_signed_in
from shop.models import Painting

pytestmark = pytest.mark.django_db(transaction=True)


def shipping_to(page: Page, country: str):
    section = page.get_by_role("region", name="Shipping")
    section.get_by_label("Ship to").select_option(country)
    return section


def test_the_admin_s_new_rate_prices_the_painting_page_at_once(
    shop, page: Page, browser: Browser, screenshot
):
    sunrise = Painting.objects.get(title="Sunrise over the Hills")  # 112 x 49, framed: crated
    page.set_viewport_size({"width": WIDTHS["mobile"], "height": 812})
    page.goto(f"{shop}/paintings/{sunrise.pk}")

    # Crated art goes by the insured courier only: 290.00 + 1.5 % of 1,250.00 insurance.
    section = shipping_to(page, "DE")
    expect(section.get_by_text("$308.75 incl. VAT")).to_be_visible()
    expect(section.get_by_text("Standard")).to_have_count(0)
    screenshot("painting-shipping-phone")
    section = shipping_to(page, "PE")
    expect(section.get_by_text("We don't ship to Peru yet.")).to_be_visible()

    admin = browser.new_context(viewport={"width": WIDTHS["desktop"], "height": 900}).new_page()
    open_signed_in(admin, f"{shop}/dashboard/shipping", "admin@example.com", "adminpass")
    zone = admin.get_by_role("region", name="European Union")
    courier = zone.get_by_role("region", name="Insured art courier")
    crated = courier.get_by_role("listitem", name="Crated art, any weight")
    crated.get_by_label("Price").fill("310.00")
    crated.get_by_role("button", name="Save").click()
    expect(crated.get_by_role("status")).to_have_text("Saved.")
    admin.context.close()

    page.reload()
    section = shipping_to(page, "DE")
    expect(section.get_by_text("$328.75 incl. VAT")).to_be_visible()
