"""The gallery on a phone and the painting's page (issue 39) in Chromium: at 375 px the first
painting is near the top of /paintings and the filters open from a "Filters" button; cards
show a painting at its own proportions; a painting's page has its breadcrumb, shipping and
returns in a sentence each, "More by" its artist, and the zoom's controls on one row."""

import re

import pytest
from django.conf import settings
from playwright.sync_api import Page, expect

from e2e.conftest import WIDTHS
from shop.models import Painting
from shop.tests.factories import PaintingFactory

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": WIDTHS["mobile"], "height": 812}


def no_sideways_scroll(page: Page):
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"{page.url} is {width} px wide"


def test_the_gallery_on_a_phone_shows_paintings_first_and_folds_the_filters(
    shop, page: Page, screenshot
):
    page.set_viewport_size(PHONE)
    page.goto(f"{shop}/paintings")

    first = page.locator("li > article").first
    expect(first).to_be_visible()
    assert first.bounding_box()["y"] < 300
    expect(page.get_by_role("search", name="Filter paintings")).to_be_hidden()
    no_sideways_scroll(page)
    screenshot("gallery-phone")

    opener = page.get_by_role("button", name="Filters", exact=True)
    opener.click()
    dialog = page.get_by_role("dialog", name="Filters")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("button", name="Close filters")).to_be_focused()
    dialog.get_by_label("Available only").check()
    expect(page).to_have_url(f"{shop}/paintings?available=1")
    screenshot("gallery-phone-filters")
    dialog.get_by_role("button", name="Show paintings").click()
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("button", name="Filters (1)")).to_be_focused()

    # Escape closes it too, the focus back on the button.
    page.get_by_role("button", name="Filters (1)").click()
    page.keyboard.press("Escape")
    expect(page.get_by_role("dialog", name="Filters")).to_be_hidden()
    expect(page.get_by_role("button", name="Filters (1)")).to_be_focused()

    # On a computer the form is there and the button is not.
    page.set_viewport_size({"width": WIDTHS["desktop"], "height": 900})
    expect(page.get_by_role("search", name="Filter paintings")).to_be_visible()
    expect(page.get_by_role("button", name="Filters (1)")).to_be_hidden()


def test_cards_show_each_painting_at_its_own_proportions(shop, page: Page):
    # Sunrise is 112 x 49 cm (wider than 2:1: its box stops at 2:1); the new one is upright.
    picture = Painting.objects.get(title="Mountain Lake").img
    PaintingFactory(
        title="Tall Poplar", artist="Lucas Meyer", width_cm=30, height_cm=40, img=picture
    )
    page.set_viewport_size({"width": WIDTHS["desktop"], "height": 900})
    page.goto(f"{shop}/paintings")

    def ratio(title: str) -> float:
        card = page.locator("li > article").filter(
            has=page.get_by_role("link", name=title, exact=True)
        )
        box = card.get_by_role("img").bounding_box()
        return box["width"] / box["height"]

    assert ratio("Sunrise over the Hills") == pytest.approx(2, abs=0.05)
    assert ratio("Tall Poplar") == pytest.approx(0.75, abs=0.03)


def test_a_painting_s_page_on_a_phone(shop, page: Page, screenshot):
    sunrise = Painting.objects.get(title="Sunrise over the Hills")
    PaintingFactory(title="Dawn Study", artist=sunrise.artist, img=sunrise.img)
    page.set_viewport_size(PHONE)
    page.goto(f"{shop}/paintings/{sunrise.pk}")

    trail = page.get_by_role("navigation", name="Breadcrumb")
    expect(trail.get_by_role("link", name="Home")).to_have_attribute("href", "/")
    expect(trail.get_by_role("link", name="Paintings")).to_have_attribute("href", "/paintings")
    expect(trail.locator("[aria-current=page]")).to_have_text("Sunrise over the Hills")

    section = page.get_by_role("region", name="Shipping and returns")
    section.get_by_label("Ship to").select_option("DE")
    shipping = re.compile(r"^Shipping to Germany: .+ by .+, in \d")
    expect(section.get_by_text(shipping)).to_be_visible()
    returns = f"You can return it within {settings.RETURN_DAYS} days of delivery."
    expect(section.get_by_text(returns)).to_be_visible()

    more = page.get_by_role("region", name=f"More by {sunrise.artist}")
    expect(more.get_by_role("link", name="Dawn Study")).to_be_visible()
    expect(more.get_by_role("link", name="Sunrise over the Hills")).to_have_count(0)
    no_sideways_scroll(page)
    screenshot("painting-page-phone")

    page.get_by_role("button", name="Zoom").click()
    dialog = page.get_by_role("dialog", name="Sunrise over the Hills")
    rows = {
        round(dialog.get_by_role("button", name=name, exact=True).bounding_box()["y"])
        for name in ("Zoom out", "Zoom in", "Close")
    }
    assert len(rows) == 1, f"the zoom's controls are on {len(rows)} rows"
    screenshot("painting-zoom-phone")
    dialog.get_by_role("button", name="Close", exact=True).click()

    trail.get_by_role("link", name="Paintings").click()
    expect(page).to_have_url(f"{shop}/paintings")
